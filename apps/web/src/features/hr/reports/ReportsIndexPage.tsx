import { BarChartOutlined, ClockCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './hr-reports.css';

interface ReportCard {
  title: string;
  description: string;
  icon: ReactNode;
  /** The report's route. */
  to: string;
}

const CARDS: ReportCard[] = [
  {
    title: 'All Active Users',
    description: 'All users, their projects and approvers',
    icon: <TeamOutlined />,
    to: '/human-resources/reports/all-users',
  },
  {
    title: 'Delinquency Report',
    description: 'Lateness in submitting timesheets',
    icon: <ClockCircleOutlined />,
    to: '/human-resources/reports/delinquency',
  },
  {
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
      <ul className="hr-reports__cards">
        {CARDS.map((card) => (
          <li key={card.title}>
            <Link to={card.to} className="hr-reports__link">
              <Card hoverable className="hr-reports__card">
                <CardBody card={card} />
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CardBody({ card }: { card: ReportCard }) {
  return (
    <>
      <span className="hr-reports__icon" aria-hidden>
        {card.icon}
      </span>
      <Typography.Title level={2} className="hr-reports__title">
        {card.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{card.description}</Typography.Paragraph>
    </>
  );
}
