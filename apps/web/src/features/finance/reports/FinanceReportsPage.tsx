import {
  AuditOutlined,
  CalendarOutlined,
  DollarOutlined,
  ExportOutlined,
  FileSearchOutlined,
  PieChartOutlined,
  ProjectOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { type FinanceReportKey, financeReportCards } from '@tally/domain/finance/finance-reports';
import { readStringList } from '@tally/domain/super-admin/config';
import { Empty, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ConfigurationsDocument } from '../../../graphql/generated/first-load/graphql.ts';
import { LinkCards } from '../../../ui/LinkCards.tsx';
import './finance-reports.css';

const ICONS: Record<FinanceReportKey, ReactNode> = {
  weeklyTimesheetSnapshots: <TableOutlined />,
  dailyTimesheetSnapshots: <CalendarOutlined />,
  payrollAllocation: <PieChartOutlined />,
  timeOffReport: <AuditOutlined />,
  quickbooksExport: <ExportOutlined />,
  missingTimesheetsByWeek: <FileSearchOutlined />,
  projects: <ProjectOutlined />,
  customReports: <DollarOutlined />,
};

export const NO_REPORTS =
  'No reports are configured. A super-admin chooses them in configuration finance-reports.';

/** /finance/reports: one card per value of configuration finance-reports, each opening its report (F-010, F-011). */
export function Component() {
  const { data, loading } = useQuery(ConfigurationsDocument);
  const values = Object.fromEntries((data?.configurations ?? []).map((entry) => [entry.key, entry.value]));
  const cards = financeReportCards(readStringList(values, 'finance-reports'));
  return (
    <div className="finance-reports">
      <Typography.Title level={1} className="finance-report__title">
        Reports
      </Typography.Title>
      {loading && !data ? (
        <Skeleton active aria-busy="true" />
      ) : cards.length === 0 ? (
        <Empty description={NO_REPORTS} />
      ) : (
        <LinkCards
          cards={cards.map((card) => ({
            key: card.key,
            title: card.title,
            description: card.description,
            icon: ICONS[card.key],
            to: card.path,
          }))}
        />
      )}
    </div>
  );
}
