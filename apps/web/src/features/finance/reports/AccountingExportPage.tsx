import { useQuery } from '@apollo/client/react';
import { isoToCompact } from '@tally/domain/shared/dates';
import { previousWeekEnd } from '@tally/domain/timesheets/week';
import { Button, Table, type TableColumnsType } from 'antd';
import { QuickbooksExportDocument, type QuickbooksExportQuery } from '../../../graphql/generated/graphql.ts';
import { ExportButtons } from '../../../ui/ExportButtons.tsx';
import { ReportEmpty } from '../../../ui/ReportEmpty.tsx';
import { REPORT_PAGINATION, ReportFrame } from './reportFrame.tsx';
import { useReportWeek } from './useReportWeek.ts';
import { WeekSelector } from './WeekSelector.tsx';

type Row = QuickbooksExportQuery['finance']['quickbooksExport']['rows'][number];

const BASE = '/finance/reports/quickbooks-export';
export const EXPORT_EMPTY = 'No approved timesheets for that week';

const columns: TableColumnsType<Row> = [
  { key: 'employeeName', title: 'Employee', dataIndex: 'employeeName' },
  { key: 'customerJob', title: 'Customer:Job', dataIndex: 'customerJob' },
  { key: 'payrollItem', title: 'Payroll Item', dataIndex: 'payrollItem' },
  { key: 'billableStatus', title: 'Billable Status', dataIndex: 'billableStatus' },
  { key: 'serviceItem', title: 'Service Item', dataIndex: 'serviceItem' },
  { key: 'date', title: 'Date', dataIndex: 'date', className: 'finance-report__number' },
  {
    key: 'duration',
    title: 'Duration',
    dataIndex: 'duration',
    align: 'right',
    className: 'finance-report__number',
  },
  { key: 'notes', title: 'Notes', dataIndex: 'notes' },
];

/**
 * /finance/reports/quickbooks-export[/{endDate}]: the Approved hours of a week, one row per person and
 * deliverable, as the accounting software imports them (F-033..F-037).
 */
export function Component() {
  const week = useReportWeek(BASE);
  const { data, loading, error, refetch } = useQuery(QuickbooksExportDocument, {
    variables: { endDate: isoToCompact(week.weekEnd) },
    skip: !week.ready,
    notifyOnNetworkStatusChange: true,
  });
  const rows = data?.finance.quickbooksExport.rows ?? [];
  const busy = loading || !week.ready;

  return (
    <ReportFrame
      title="Accounting Export"
      subtitle="Hours of the week's Approved timesheets, one row per person and deliverable."
      label="Accounting export"
      error={error && !busy ? error : undefined}
      onRetry={() => void refetch()}
      toolbar={
        <>
          <WeekSelector
            id="export-week"
            weekEnd={week.weekEnd}
            weekEndDay={week.weekEndDay}
            onChange={week.goTo}
          />
          <ExportButtons
            report="accounting-export"
            params={{ endDate: isoToCompact(week.weekEnd) }}
            disabled={busy || rows.length === 0}
          />
        </>
      }
    >
      <Table<Row>
        rowKey="key"
        columns={columns}
        dataSource={rows}
        loading={busy}
        pagination={REPORT_PAGINATION}
        locale={{
          emptyText: (
            <ReportEmpty
              text={EXPORT_EMPTY}
              hint="Only approved timesheets are exported; a recent week's sheets may still wait for approval."
              action={
                <Button onClick={() => week.goTo(previousWeekEnd(week.weekEnd))}>Show the week before</Button>
              }
            />
          ),
        }}
      />
    </ReportFrame>
  );
}
