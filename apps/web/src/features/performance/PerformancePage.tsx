import { PieChartOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { type LinkCard, LinkCards } from '../../ui/LinkCards.tsx';
import './performance.css';

const TILES: LinkCard[] = [
  {
    key: 'resource-utilization',
    title: 'Resource Utilization',
    description: 'Reported, billable and time-off hours against the hours available, per person.',
    icon: <PieChartOutlined />,
    to: '/performance/resource-utilization',
  },
];

/** /performance: the tiles of the area; today only Resource Utilization. */
export function Component() {
  return (
    <div className="performance">
      <Typography.Title level={1}>Performance</Typography.Title>
      <LinkCards cards={TILES} />
    </div>
  );
}
