import { useQuery } from '@apollo/client/react';
import { endOfMonth, isoToCompact, startOfMonth, tryCompactToIso } from '@tally/domain/shared/dates';
import { defaultWeekEnd, previousWeekEnd, weekStart } from '@tally/domain/timesheets/week';
import { Table, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import {
  PayrollAllocationDocument,
  type PayrollAllocationQuery,
} from '../../../graphql/generated/graphql.ts';
import { DateRangeField } from '../../../ui/DateRangeField.tsx';
import { ExportButtons } from '../../../ui/ExportButtons.tsx';
import { ReportEmpty } from '../../../ui/ReportEmpty.tsx';
import { useToday } from '../../../ui/useToday.ts';
import { useTimesheetSettings } from '../../timesheets/shared/settings.ts';
import { REPORT_PAGINATION, ReportFrame } from './reportFrame.tsx';

type Row = PayrollAllocationQuery['finance']['payrollAllocation'][number];

export const PAYROLL_EMPTY = 'No approved hours for that range';

/**
 * The range of ?start=&end= (YYYYMMDD); without a valid one, the previous calendar month: payroll is
 * allocated over a closed period, and a month holds approved hours where last week's sheets often still wait
 * for approval (issue 14).
 */
export function payrollRangeOf(startParam: string | null, endParam: string | null, today: string) {
  const start = startParam ? tryCompactToIso(startParam) : null;
  const end = endParam ? tryCompactToIso(endParam) : null;
  if (start && end && start <= end) return { start, end };
  return { start: startOfMonth(today, -1), end: endOfMonth(today, -1) };
}

const hoursText = (hours: number) => hours.toFixed(2);

const columns: TableColumnsType<Row> = [
  { key: 'payrollId', title: 'Payroll ID', dataIndex: 'payrollId', render: (id: string | null) => id ?? '' },
  {
    key: 'name',
    title: 'Employee',
    render: (_, row) => `${row.firstName} ${row.lastName}`,
    sorter: (a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`),
  },
  { key: 'email', title: 'Email', dataIndex: 'email', render: (email: string | null) => email ?? '' },
  { key: 'projectName', title: 'Project', dataIndex: 'projectName' },
  {
    key: 'hours',
    title: 'Hours',
    dataIndex: 'hours',
    align: 'right',
    className: 'finance-report__number',
    render: hoursText,
  },
  {
    key: 'totalHours',
    title: 'Total Hours',
    dataIndex: 'totalHours',
    align: 'right',
    className: 'finance-report__number',
    render: hoursText,
  },
  {
    key: 'percent',
    title: 'Allocation',
    dataIndex: 'percent',
    align: 'right',
    className: 'finance-report__number',
    render: (percent: number) => `${percent.toFixed(2)}%`,
    sorter: (a, b) => a.percent - b.percent,
  },
];

/** /finance/reports/payroll-allocation: each project's share of a person's approved hours (F-027, F-028). */
export function Component() {
  const settings = useTimesheetSettings();
  const today = useToday();
  const [search, setSearch] = useSearchParams();
  const range = payrollRangeOf(search.get('start'), search.get('end'), today);
  const { data, loading, error, refetch } = useQuery(PayrollAllocationDocument, {
    variables: { startDate: isoToCompact(range.start), endDate: isoToCompact(range.end) },
    skip: settings.loading,
    notifyOnNetworkStatusChange: true,
  });
  const rows = data?.finance.payrollAllocation ?? [];
  const busy = loading || settings.loading;
  const lastWeekEnd = previousWeekEnd(defaultWeekEnd(today, settings.weekEndDay));
  const lastWeek = { start: weekStart(lastWeekEnd), end: lastWeekEnd };

  const showRange = (next: { start: string; end: string }) =>
    setSearch({ start: isoToCompact(next.start), end: isoToCompact(next.end) });
  return (
    <ReportFrame
      title="Payroll Allocation"
      subtitle="Each project's share of a person's approved hours in the range."
      label="Payroll allocation"
      error={error && !busy ? error : undefined}
      onRetry={() => void refetch()}
      toolbar={
        <>
          <DateRangeField
            id="payroll-range"
            className="finance-report__control"
            range={range}
            presets={[
              { label: 'Last week', range: lastWeek },
              { label: 'Last month', range: { start: startOfMonth(today, -1), end: endOfMonth(today, -1) } },
              { label: 'This month', range: { start: startOfMonth(today), end: endOfMonth(today) } },
            ]}
            onChange={showRange}
          />
          <ExportButtons
            report="payroll-allocation"
            params={{ startDate: isoToCompact(range.start), endDate: isoToCompact(range.end) }}
            disabled={busy || rows.length === 0}
          />
        </>
      }
    >
      <Table<Row>
        rowKey={(row) => `${row.userId}|${row.projectId}`}
        columns={columns}
        dataSource={rows}
        loading={busy}
        pagination={REPORT_PAGINATION}
        locale={{
          emptyText: (
            <ReportEmpty
              text={PAYROLL_EMPTY}
              hint="Only approved hours count; sheets still waiting for approval are left out."
              widen={{ range, onShow: showRange }}
            />
          ),
        }}
      />
    </ReportFrame>
  );
}
