import { useQuery } from '@apollo/client/react';
import { compactToIso, isoToCompact, isoToDisplay } from '@tally/domain/shared/dates';
import { Table, type TableColumnsType } from 'antd';
import {
  MissingTimesheetsDocument,
  type MissingTimesheetsQuery,
} from '../../../graphql/generated/graphql.ts';
import { ExportButtons } from '../../../ui/ExportButtons.tsx';
import { REPORT_PAGINATION, ReportFrame } from './reportFrame.tsx';
import { useReportWeek } from './useReportWeek.ts';
import { WeekSelector } from './WeekSelector.tsx';

type Row = MissingTimesheetsQuery['finance']['missingTimesheets']['rows'][number];

const BASE = '/finance/reports/missing-timesheets';
export const MISSING_EMPTY = 'No missing timesheets for that week';

const columns: TableColumnsType<Row> = [
  {
    key: 'projectName',
    title: 'Project',
    dataIndex: 'projectName',
    sorter: (a, b) => a.projectName.localeCompare(b.projectName),
  },
  {
    key: 'resourceName',
    title: 'Resource',
    dataIndex: 'resourceName',
    sorter: (a, b) => a.resourceName.localeCompare(b.resourceName),
  },
  { key: 'resourceEmail', title: 'Email', dataIndex: 'resourceEmail' },
  {
    key: 'endDate',
    title: 'Week Ending',
    dataIndex: 'endDate',
    render: (endDate: string) => isoToDisplay(compactToIso(endDate)),
  },
];

/** /finance/reports/missing-timesheets[/{endDate}]: who has not submitted a week (F-025, F-026). */
export function Component() {
  const week = useReportWeek(BASE);
  const { data, loading, error, refetch } = useQuery(MissingTimesheetsDocument, {
    variables: { endDate: isoToCompact(week.weekEnd) },
    skip: !week.ready,
    notifyOnNetworkStatusChange: true,
  });
  const rows = data?.finance.missingTimesheets.rows ?? [];
  const busy = loading || !week.ready;

  return (
    <ReportFrame
      title="Missing Timesheets"
      subtitle="Active team members of In Progress projects who have not submitted a timesheet for the week."
      label="Missing timesheets"
      error={error && !busy ? error : undefined}
      onRetry={() => void refetch()}
      toolbar={
        <>
          <WeekSelector
            id="missing-week"
            weekEnd={week.weekEnd}
            weekEndDay={week.weekEndDay}
            onChange={week.goTo}
          />
          <ExportButtons
            report="missing-timesheets"
            params={{ endDate: isoToCompact(week.weekEnd) }}
            disabled={busy || rows.length === 0}
          />
        </>
      }
    >
      <Table<Row>
        rowKey={(row) => `${row.projectId}|${row.userId}`}
        columns={columns}
        dataSource={rows}
        loading={busy}
        pagination={REPORT_PAGINATION}
        locale={{ emptyText: MISSING_EMPTY }}
      />
    </ReportFrame>
  );
}
