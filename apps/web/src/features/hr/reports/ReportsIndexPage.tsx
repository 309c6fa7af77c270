import { BarChartOutlined, ClockCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { type LinkCard, LinkCards } from '../../../ui/LinkCards.tsx';
import './hr-reports.css';

const CARDS: LinkCard[] = [
  {
    key: 'all-users',
    title: 'All Active Users',
    description: 'All users, their projects and approvers',
    icon: <TeamOutlined />,
    to: '/human-resources/reports/all-users',
  },
  {
    key: 'delinquency',
    title: 'Delinquency Report',
    description: 'Lateness in submitting timesheets',
    icon: <ClockCircleOutlined />,
    to: '/human-resources/reports/delinquency',
  },
  {
    key: 'user-task-totals',
    title: 'Employee Task Rollups',
    description: 'Summarised approved hours',
    icon: <BarChartOutlined />,
    to: '/human-resources/reports/user-task-totals',
  },
];

/** /human-resources/reports: the three report cards (H-011). */
export function Component() {
  return (
    <div className="hr-reports">
      <Typography.Title level={1}>Reports</Typography.Title>
      <LinkCards cards={CARDS} />
    </div>
  );
}
