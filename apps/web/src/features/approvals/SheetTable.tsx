import { compactToIso, isoToDisplay } from '@tally/domain/dates';
import { formatHours } from '@tally/domain/hours';
import { Table, type TableColumnsType } from 'antd';
import { StatusTag } from '../timesheets/shared/StatusTag.tsx';
import { SheetActions } from './actions/SheetActions.tsx';
import type { Decisions } from './actions/useDecisions.tsx';
import type { ApprovalSheet } from './approvalsModel.ts';
import { SheetLink } from './SheetLink.tsx';
import { StepBadges } from './StepBadges.tsx';

interface Props {
  label: string;
  sheets: readonly ApprovalSheet[];
  loading: boolean;
  empty: string;
  decisions: Decisions;
  projectId?: string | null;
  /** Row selection for bulk approve; only sheets the viewer may approve can be selected. */
  selection?: { keys: string[]; onChange(keys: string[]): void };
}

/** A paginated table of sheets: employee, week ending, hours, status, approval steps, actions. */
export function SheetTable({ label, sheets, loading, empty, decisions, projectId, selection }: Props) {
  const columns: TableColumnsType<ApprovalSheet> = [
    {
      title: 'Employee',
      key: 'employee',
      render: (_, sheet) => <SheetLink sheet={sheet} projectId={projectId} />,
    },
    {
      title: 'Week Ending',
      dataIndex: 'endDate',
      render: (endDate: string) => isoToDisplay(compactToIso(endDate)),
    },
    {
      title: 'Hours',
      dataIndex: 'totalHours',
      align: 'right',
      render: (hours: number) => formatHours(hours),
    },
    { title: 'Status', dataIndex: 'status', render: (status: string) => <StatusTag status={status} /> },
    {
      title: 'Approvals',
      key: 'steps',
      responsive: ['lg'],
      render: (_, sheet) => <StepBadges steps={sheet.approvalsRequired} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, sheet) => <SheetActions sheet={sheet} decisions={decisions} />,
    },
  ];
  // A scrolling wrapper rather than antd's scroll.x: its hidden measure row holds focusable cells (axe: aria-hidden-focus).
  return (
    <div className="approvals__table-scroll">
      <Table<ApprovalSheet>
        aria-label={label}
        rowKey="_id"
        size="middle"
        columns={columns}
        dataSource={[...sheets]}
        loading={loading}
        locale={{ emptyText: empty }}
        pagination={sheets.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        rowSelection={
          selection
            ? {
                selectedRowKeys: selection.keys,
                onChange: (keys) => selection.onChange(keys.map(String)),
                getCheckboxProps: (sheet) => ({
                  disabled: !sheet.canApprove.allowed,
                  'aria-label': `Select ${sheet.user.firstName} ${sheet.user.lastName}`,
                }),
              }
            : undefined
        }
      />
    </div>
  );
}
