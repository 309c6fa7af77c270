import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { compactToIso, isoToDisplay } from '@tally/domain/shared/dates';
import { formatHours } from '@tally/domain/timesheets/hours';
import { Button, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { StatusTag } from '../timesheets/shared/StatusTag.tsx';
import { SheetActions } from './actions/SheetActions.tsx';
import type { Decisions } from './actions/useDecisions.tsx';
import { type ApprovalSheet, fullName } from './approvalsModel.ts';
import { SheetHours } from './hours/SheetHours.tsx';
import type { SheetHoursState } from './hours/useSheetHours.ts';
import { SheetLink } from './SheetLink.tsx';
import { StepBadges } from './StepBadges.tsx';

const PAGE_SIZE = 20;

interface Props {
  label: string;
  sheets: readonly ApprovalSheet[];
  loading: boolean;
  empty: string;
  decisions: Decisions;
  projectId?: string | null;
  /** Row selection for bulk approve; only sheets the viewer may approve can be selected. */
  selection?: { keys: string[]; onChange(keys: string[]): void };
  /** Inline hours: each row opens to the sheet's days (loaded for the whole page on the first open). */
  hours?: SheetHoursState;
  /** Below an opened row's hours (the person's bulk approval). */
  hoursFooter?(sheet: ApprovalSheet): ReactNode;
}

export const weekLabel = (sheet: ApprovalSheet) =>
  `${fullName(sheet)}, week ending ${isoToDisplay(compactToIso(sheet.endDate))}`;

/** A paginated table of sheets: employee, week ending, hours, status, approval steps, actions. */
const SCROLL_CLASSES = 'approvals__table-scroll approvals__stack';

export function SheetTable(props: Props) {
  const { label, sheets, loading, empty, decisions, projectId, selection, hours, hoursFooter } = props;
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(sheets.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const visibleIds = sheets.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((sheet) => sheet._id);
  // Each cell names its column, shown above the value when the rows stack (phones).
  const cell = (title: string) => () => ({ 'data-label': title }) as React.HTMLAttributes<HTMLElement>;
  const columns: TableColumnsType<ApprovalSheet> = [
    {
      title: 'Employee',
      key: 'employee',
      className: 'approvals__employee',
      render: (_, sheet) => <SheetLink sheet={sheet} projectId={projectId} />,
    },
    {
      title: 'Week Ending',
      dataIndex: 'endDate',
      onCell: cell('Week Ending'),
      render: (endDate: string) => isoToDisplay(compactToIso(endDate)),
    },
    {
      title: 'Hours',
      dataIndex: 'totalHours',
      align: 'right',
      onCell: cell('Hours'),
      render: (total: number) => formatHours(total),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      onCell: cell('Status'),
      render: (status: string) => <StatusTag status={status} />,
    },
    {
      title: 'Approvals',
      key: 'steps',
      onCell: cell('Approvals'),
      render: (_, sheet) => <StepBadges steps={sheet.approvalsRequired} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      className: 'approvals__actions',
      render: (_, sheet) => <SheetActions sheet={sheet} decisions={decisions} />,
    },
  ];
  // A scrolling wrapper rather than antd's scroll.x: its hidden measure row holds focusable cells (axe: aria-hidden-focus).
  return (
    // A keyboard can focus it to scroll it when a sheet's row is wider than the screen (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled by keyboard.
    <section className={SCROLL_CLASSES} data-sheet-list aria-label={label} tabIndex={0}>
      <Table<ApprovalSheet>
        aria-label={label}
        rowKey="_id"
        size="middle"
        columns={columns}
        dataSource={[...sheets]}
        loading={loading}
        locale={{ emptyText: empty }}
        onRow={(sheet) => ({ 'data-sheet-id': sheet._id }) as React.HTMLAttributes<HTMLElement>}
        pagination={
          sheets.length > PAGE_SIZE
            ? { pageSize: PAGE_SIZE, current, onChange: setPage, showSizeChanger: false }
            : false
        }
        expandable={
          hours
            ? {
                columnTitle: <span className="visually-hidden">Hours by day</span>,
                expandedRowRender: (sheet) => (
                  <SheetHours
                    timesheetId={sheet._id}
                    label={weekLabel(sheet)}
                    hours={hours}
                    footer={hoursFooter?.(sheet)}
                  />
                ),
                onExpand: (expanded) => {
                  if (expanded) hours.ensure(visibleIds);
                },
                expandIcon: ({ expanded, onExpand, record }) => (
                  <Button
                    type="text"
                    size="small"
                    className="approvals__expand"
                    icon={expanded ? <DownOutlined /> : <RightOutlined />}
                    aria-expanded={expanded}
                    aria-label={`${expanded ? 'Hide' : 'Show'} hours of ${weekLabel(record)}`}
                    onClick={(event) => onExpand(record, event)}
                  />
                ),
              }
            : undefined
        }
        rowSelection={
          selection
            ? {
                selectedRowKeys: selection.keys,
                onChange: (keys) => selection.onChange(keys.map(String)),
                getCheckboxProps: (sheet) => ({
                  disabled: !sheet.canApprove.allowed,
                  'aria-label': `Select ${fullName(sheet)}`,
                }),
              }
            : undefined
        }
      />
    </section>
  );
}
