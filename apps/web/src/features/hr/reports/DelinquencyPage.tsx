import { useQuery } from '@apollo/client/react';
import { DELINQUENCY_EMPTY, type DelinquencyRow, defaultDelinquencyRange } from '@tally/domain/hr/hr-reports';
import { isoToCompact, isoToDisplay, tryCompactToIso } from '@tally/domain/shared/dates';
import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { UsersWithTimesheetDocument } from '../../../graphql/generated/graphql.ts';
import { DateRangeField } from '../../../ui/DateRangeField.tsx';
import { ExportButtons } from '../../../ui/ExportButtons.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import type { ReportRange } from '../../../ui/ReportEmpty.tsx';
import { readableTagStyle } from '../../../ui/readableTag.ts';
import { type DataColumn, DataTable } from '../../../ui/table/DataTable.tsx';
import { TOUCH_TARGETS } from '../../../ui/table/phoneCards.ts';
import { useToday } from '../../../ui/useToday.ts';
import './hr-reports.css';

type Row = DelinquencyRow & { key: string };

/** ?start=&end= (YYYYMMDD) when valid and in order, else the last 30 days (H-013). */
export function delinquencyRangeOf(start: string | null, end: string | null, today: string) {
  const from = start ? tryCompactToIso(start) : null;
  const to = end ? tryCompactToIso(end) : null;
  return from && to && from <= to ? { start: from, end: to } : defaultDelinquencyRange(today);
}

const submittedText = (iso: string | null) =>
  iso ? (
    dayjs(iso).format('MM/DD/YYYY h:mm A')
  ) : (
    <Typography.Text type="secondary">Not submitted</Typography.Text>
  );

/** /human-resources/reports/delinquency: late and missing timesheets per user (H-013, H-014). */
export function Component() {
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const range = delinquencyRangeOf(params.get('start'), params.get('end'), today);
  const { data, loading, error, refetch } = useQuery(UsersWithTimesheetDocument, {
    variables: { startDate: isoToCompact(range.start), endDate: isoToCompact(range.end) },
  });

  const rows: Row[] = useMemo(
    () =>
      (data?.hr.usersWithTimesheet ?? []).flatMap((user) =>
        user.timesheets.map((week) => ({
          key: `${user._id}|${week.weekEnd}`,
          name: user.name,
          email: user.email ?? null,
          weekEnd: week.weekEnd,
          kind: week.kind === 'Missing' ? 'Missing' : 'Late',
          status: week.status ?? null,
          submittedDate: week.submittedDate ?? null,
          hoursLate: week.hoursLate,
        })),
      ),
    [data],
  );
  const users = data?.hr.usersWithTimesheet.length ?? 0;

  const showRange = (next: ReportRange) =>
    setParams({ start: isoToCompact(next.start), end: isoToCompact(next.end) });

  const columns: DataColumn<Row>[] = [
    { key: 'name', title: 'Name', dataIndex: 'name', width: 170, locked: true },
    { key: 'email', title: 'E-mail', dataIndex: 'email', width: 220, priority: 4 },
    {
      key: 'weekEnd',
      title: 'Week Ending',
      dataIndex: 'weekEnd',
      width: 120,
      priority: 1,
      render: (weekEnd: string) => isoToDisplay(tryCompactToIso(weekEnd) ?? weekEnd),
    },
    {
      key: 'kind',
      title: 'Delinquency',
      dataIndex: 'kind',
      width: 120,
      priority: 1,
      render: (kind: Row['kind']) => {
        const color = kind === 'Missing' ? 'red' : 'orange';
        return (
          <Tag color={color} style={readableTagStyle(color)}>
            {kind}
          </Tag>
        );
      },
    },
    {
      key: 'status',
      title: 'Status',
      dataIndex: 'status',
      width: 150,
      priority: 2,
      render: (status: string | null) => status ?? 'No timesheet',
    },
    {
      key: 'submittedDate',
      title: 'Submitted',
      dataIndex: 'submittedDate',
      width: 170,
      priority: 3,
      render: submittedText,
    },
    {
      key: 'hoursLate',
      title: 'Hours Late',
      dataIndex: 'hoursLate',
      width: 110,
      priority: 2,
      align: 'right',
      render: (hours: number) => hours.toFixed(2),
    },
  ];

  return (
    <div className={`hr-report ${TOUCH_TARGETS}`}>
      <Typography.Title level={1}>Delinquency Report</Typography.Title>
      <Typography.Paragraph type="secondary">
        A timesheet is late when submitted more than 33 hours after its week ends; missing when not submitted
        by then.
      </Typography.Paragraph>
      <div className="rollups__toolbar">
        <DateRangeField
          id="delinquency-range"
          className="rollups__control"
          range={range}
          onChange={showRange}
        />
        <ExportButtons
          report="hr-delinquency"
          params={{ startDate: isoToCompact(range.start), endDate: isoToCompact(range.end) }}
          disabled={rows.length === 0}
        />
        {data ? (
          <Typography.Text type="secondary" aria-live="polite">
            {rows.length} {rows.length === 1 ? 'week' : 'weeks'} of {users} {users === 1 ? 'user' : 'users'}
          </Typography.Text>
        ) : null}
      </div>
      <QueryState error={error} data={data} errorTitle="The report could not be loaded." onRetry={refetch}>
        <DataTable<Row>
          tableId="hr-delinquency"
          label="Late and missing timesheets"
          rowKey="key"
          aria-label="Late and missing timesheets"
          columns={columns}
          dataSource={rows}
          loading={loading && !data}
          pagination={false}
          locale={{ emptyText: DELINQUENCY_EMPTY }}
        />
      </QueryState>
    </div>
  );
}
