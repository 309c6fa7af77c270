import { PieChartOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import './performance.css';

/** /performance: the tiles of the area; today only Resource Utilization. */
export function Component() {
  return (
    <div className="performance">
      <Typography.Title level={1}>Performance</Typography.Title>
      <ul className="performance__tiles">
        <li>
          <Link to="/performance/resource-utilization" className="performance__tile-link">
            <Card hoverable className="performance__tile">
              <span className="performance__icon" aria-hidden>
                <PieChartOutlined />
              </span>
              <Typography.Title level={2} className="performance__tile-title">
                Resource Utilization
              </Typography.Title>
              <Typography.Paragraph type="secondary">
                Reported, billable and time-off hours against the hours available, per person.
              </Typography.Paragraph>
            </Card>
          </Link>
        </li>
      </ul>
    </div>
  );
}
