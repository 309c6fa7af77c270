import { useQuery } from '@apollo/client/react';
import {
  daysBetween,
  isoToCompact,
  isoToDisplay,
  startOfYear,
  tryCompactToIso,
} from '@tally/domain/shared/dates';
import {
  groupTimeOffReport,
  TIME_OFF_REPORT_EMPTY,
  type TimeOffReportGroup,
  type TimeOffReportRow,
  type TimeOffTransactionType,
} from '@tally/domain/time-off/time-off';
import { Alert, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { FinanceTimeOffReportDocument } from '../../../graphql/generated/graphql.ts';
import { DateRangeField } from '../../../ui/DateRangeField.tsx';
import { ExportButtons } from '../../../ui/ExportButtons.tsx';
import { QueryError } from '../../../ui/QueryState.tsx';
import { ReportEmpty, type ReportRange } from '../../../ui/ReportEmpty.tsx';
import { type DataColumn, DataTable } from '../../../ui/table/DataTable.tsx';
import { withPhoneLabels } from '../../../ui/table/phoneCards.ts';
import { useToday } from '../../../ui/useToday.ts';
import './time-off-report.css';

/** ?start=&end= (YYYYMMDD) when valid and in order, else the year to date. */
export function timeOffReportRange(start: string | null, end: string | null, today: string) {
  const from = start ? tryCompactToIso(start) : null;
  const to = end ? tryCompactToIso(end) : null;
  return from && to && from <= to ? { start: from, end: to } : { start: startOfYear(today), end: today };
}

const MAX_REPORT_DAYS = 366;
const hours = (value: number) => value.toFixed(2);
const hoursColumn = (
  key: 'earned' | 'rollover' | 'taken' | 'net',
  title: string,
  priority: number,
): DataColumn<TimeOffReportGroup> => ({
  key,
  title,
  dataIndex: key,
  align: 'right' as const,
  width: 84,
  minWidth: 70,
  priority,
  render: hours,
});

/**
 * Name, type and net stay longest; on a phone each row is a card of name, type, earned, taken and net, the
 * payroll ID and rollover one tap away in the column chooser (issue 14).
 */
const GROUP_COLUMNS: DataColumn<TimeOffReportGroup>[] = [
  {
    key: 'name',
    title: 'Name',
    locked: true,
    // Wide enough for an e-mail address on one line where the screen allows.
    width: 250,
    minWidth: 180,
    render: (_, group) => (
      <div>
        <div>{group.name}</div>
        {group.email ? <Typography.Text type="secondary">{group.email}</Typography.Text> : null}
      </div>
    ),
  },
  { key: 'payrollId', title: 'Payroll ID', dataIndex: 'payrollId', width: 110, priority: 3 },
  {
    key: 'timeOffType',
    title: 'Time-off type',
    dataIndex: 'timeOffType',
    width: 110,
    minWidth: 100,
    priority: 1,
  },
  hoursColumn('earned', 'Earned', 2),
  hoursColumn('rollover', 'Rollover', 3),
  hoursColumn('taken', 'Taken', 2),
  hoursColumn('net', 'Net', 1),
];

type Line = TimeOffReportRow & { key: string };
const LINE_COLUMNS = withPhoneLabels<Line>([
  { key: 'date', title: 'Date', dataIndex: 'date', render: (date: string) => isoToDisplay(date) },
  { key: 'transactionType', title: 'Transaction', dataIndex: 'transactionType' },
  { key: 'hours', title: 'Hours', dataIndex: 'hours', align: 'right', render: hours },
]);

/** /finance/reports/timeoff: time-off transactions per user and type for a range, exportable (F-028). */
export function Component() {
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const range = timeOffReportRange(params.get('start'), params.get('end'), today);
  // The server reads at most a year of every user's transactions (the same limit, told before asking).
  const tooLarge = daysBetween(range.start, range.end) > MAX_REPORT_DAYS;
  const { data, loading, error, refetch } = useQuery(FinanceTimeOffReportDocument, {
    variables: { startDate: isoToCompact(range.start), endDate: isoToCompact(range.end) },
    skip: tooLarge,
  });

  const rows = useMemo(
    () =>
      (data?.finance.timeOffReport ?? []).map((row) => ({
        key: row._id,
        userId: row.userId,
        name: row.name,
        email: row.email ?? null,
        payrollId: row.payrollId ?? null,
        timeOffType: row.timeOffType,
        date: tryCompactToIso(row.date) ?? row.date,
        transactionType: row.transactionType as TimeOffTransactionType,
        hours: row.hours,
      })),
    [data],
  );
  const groups = useMemo(() => groupTimeOffReport(rows), [rows]);

  const showRange = (next: ReportRange) =>
    setParams({ start: isoToCompact(next.start), end: isoToCompact(next.end) });
  return (
    <div className="timeoff-report">
      <Typography.Title level={1}>Time Off Report</Typography.Title>
      <div className="timeoff-report__toolbar">
        <DateRangeField
          id="timeoff-report-range"
          className="timeoff-report__control"
          range={range}
          onChange={showRange}
        />
        <ExportButtons
          report="time-off"
          params={{ startDate: isoToCompact(range.start), endDate: isoToCompact(range.end) }}
          disabled={rows.length === 0}
        />
      </div>
      {tooLarge ? (
        <Alert
          type="warning"
          showIcon
          title="The selected date range is too large."
          description="Choose a year or less."
        />
      ) : error && !data ? (
        <QueryError title="The report could not be loaded." error={error} onRetry={refetch} />
      ) : (
        <DataTable<TimeOffReportGroup>
          tableId="finance-time-off-report"
          label="Time off per user and type"
          rowKey="key"
          aria-label="Time off per user and type"
          columns={GROUP_COLUMNS}
          dataSource={groups}
          loading={loading && !data}
          pagination={false}
          locale={{
            emptyText: (
              <ReportEmpty
                text={TIME_OFF_REPORT_EMPTY}
                hint="Time off earned, rolled over or taken is listed on the date of its transaction."
                widen={{ range, onShow: showRange }}
              />
            ),
          }}
          expandable={{
            expandedRowRender: (group) => (
              <Table<Line>
                size="small"
                rowKey="key"
                aria-label={`${group.timeOffType} transactions of ${group.name}`}
                columns={LINE_COLUMNS}
                dataSource={group.transactions as Line[]}
                pagination={false}
              />
            ),
          }}
        />
      )}
    </div>
  );
}
