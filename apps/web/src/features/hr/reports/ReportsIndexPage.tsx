import { BarChartOutlined, ClockCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './hr-reports.css';

interface ReportCard {
  title: string;
  description: string;
  icon: ReactNode;
  /** The screen's route, or null while it is not built yet (the card shows without a link). */
  to: string | null;
}

const CARDS: ReportCard[] = [
  {
    title: 'All Active Users',
    description: 'All users, their projects and approvers',
    icon: <TeamOutlined />,
    to: null,
  },
  {
    title: 'Delinquency Report',
    description: 'Lateness in submitting timesheets',
    icon: <ClockCircleOutlined />,
    to: null,
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
            {card.to ? (
              <Link to={card.to} className="hr-reports__link">
                <Card hoverable className="hr-reports__card">
                  <CardBody card={card} />
                </Card>
              </Link>
            ) : (
              <Card className="hr-reports__card hr-reports__card--unavailable">
                <CardBody card={card} />
                <Tag className="hr-reports__soon">Not available yet</Tag>
              </Card>
            )}
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
