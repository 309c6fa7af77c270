import { budgetStatus } from '@tally/domain/projects/budget';
import { deliverableStatusColor, DELIVERABLE_MESSAGES as M } from '@tally/domain/projects/deliverables';
import { formatMoney } from '@tally/domain/shared/money';
import { Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { PermissionButton } from '../../../../ui/PermissionButton.tsx';
import { readableTagStyle } from '../../../../ui/readableTag.ts';
import { type DataColumn, DataTable } from '../../../../ui/table/DataTable.tsx';
import {
  budgetText,
  costColor,
  effectiveBudget,
  type MilestoneView,
  type RowWithHours,
} from './deliverablesModel.ts';

export interface TableFlags {
  canManage: boolean;
  /** Finance on a project it does not manage: only the BU and IS codes can be edited (M-084). */
  codesOnly?: boolean;
  hoursBudgeting: boolean;
  blendedRate: boolean;
  resourceAssignments: boolean;
}

interface Props {
  projectId: string;
  projectBudget: number;
  milestones: MilestoneView[];
  flags: TableFlags;
  onEdit: (row: RowWithHours) => void;
  onDelete: (row: RowWithHours) => void;
  onEditMilestone: (milestone: MilestoneView) => void;
  /** The assignments panel of one deliverable (M-091). */
  renderAssignments: (row: RowWithHours) => ReactNode;
}

const BADGE: Record<'gray' | 'blue' | 'green', string> = { gray: 'default', blue: 'blue', green: 'green' };

export function StatusBadge({ status }: { status: string }) {
  const color = BADGE[deliverableStatusColor(status)];
  return (
    <Tag color={color} style={readableTagStyle(color)}>
      {status}
    </Tag>
  );
}

function BudgetStatusTag({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  const color = status === 'Overbudget' ? 'red' : 'green';
  return (
    <Tag color={color} style={readableTagStyle(color)}>
      {status}
    </Tag>
  );
}

function Loading() {
  return <span className="deliverable-loading">{M.loading}</span>;
}

/** Deliverables grouped under their milestones, each group collapsible (M-068). */
export function DeliverablesTable(props: Props) {
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const toggle = (name: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  return (
    <div className="deliverables-groups">
      {props.milestones.map((milestone) => (
        <MilestoneSection
          key={milestone.milestoneName}
          {...props}
          milestone={milestone}
          open={!collapsed.has(milestone.milestoneName)}
          onToggle={() => toggle(milestone.milestoneName)}
        />
      ))}
    </div>
  );
}

function MilestoneSection({
  milestone,
  open,
  onToggle,
  projectId,
  projectBudget,
  flags,
  onEdit,
  onDelete,
  onEditMilestone,
  renderAssignments,
}: Props & { milestone: MilestoneView; open: boolean; onToggle: () => void }) {
  const bodyId = `milestone-${milestone.milestoneName.replace(/\W+/g, '-')}-body`;
  const status = milestone.totals ? budgetStatus(milestone.totals.cost, milestone.budget) : null;
  const color = milestone.totals ? costColor(milestone.totals.cost, milestone.budget) : null;
  const ownMilestone = milestone.children
    .concat(milestone.milestoneRow ?? [])
    .some((r) => r.row.projectId === projectId);

  // Priorities: name, budget, hours, cost and actions stay longest; rates and hour budgets step aside first.
  // At 760 px (a 664 px container) those five fit, squeezed towards their minWidth with wrapping (issue 14).
  const columns: DataColumn<RowWithHours>[] = [
    {
      title: 'Deliverable',
      key: 'name',
      locked: true,
      width: 240,
      minWidth: 140,
      render: (_, { row }) => (
        <span>
          {row.deliverableName}
          {row.disabled ? <Tag className="deliverable-disabled-tag">Disabled</Tag> : null}
          {row.includeInAllProjects ? <Tag color="purple">All projects</Tag> : null}
        </span>
      ),
    },
    ...(flags.resourceAssignments
      ? [
          {
            title: 'Assigned',
            key: 'assigned',
            width: 120,
            priority: 3,
            render: (_: unknown, { row }: RowWithHours) =>
              row.hasAssignedResources
                ? `${row.assignedResources.length} (${row.totalBudgetedHours} h)`
                : M.notAssigned,
          },
        ]
      : []),
    {
      title: 'Status',
      key: 'status',
      width: 110,
      priority: 2,
      render: (_, { row }) => <StatusBadge status={row.status} />,
    },
    {
      title: 'Budget',
      key: 'budget',
      width: 130,
      minWidth: 110,
      priority: 1,
      align: 'right',
      render: (_, { row }) =>
        milestone.childBudgetsDisabled ? (
          <span className="deliverable-budget-disabled" aria-disabled="true" title={M.childBudgetDisabled}>
            Category budget
          </span>
        ) : (
          budgetText(row, projectBudget)
        ),
    },
  ];
  if (flags.hoursBudgeting) {
    columns.push({
      title: 'Budgeted Hours',
      key: 'budgetedHours',
      width: 110,
      priority: 3,
      align: 'right',
      render: (_, { row }) => row.budgetedHours ?? (row.totalBudgetedHours ? row.totalBudgetedHours : ''),
    });
  }
  if (flags.blendedRate) {
    columns.push({
      title: 'Blended Rate',
      key: 'blendedRate',
      width: 110,
      priority: 4,
      align: 'right',
      render: (_, { row }) => (row.blendedRate != null ? formatMoney(row.blendedRate) : ''),
    });
  }
  columns.push(
    {
      title: 'Rate',
      key: 'rate',
      width: 100,
      priority: 3,
      align: 'right',
      render: (_, { row }) => (row.rate != null ? formatMoney(row.rate) : ''),
    },
    {
      title: 'Hours Used',
      key: 'hours',
      width: 100,
      minWidth: 80,
      priority: 1,
      align: 'right',
      render: (_, { hours }) => (hours ? (hours.totalApprovedHours ?? 0) : <Loading />),
    },
    {
      title: 'Cost',
      key: 'cost',
      width: 120,
      minWidth: 90,
      priority: 1,
      align: 'right',
      render: (_, { row, hours }) => {
        if (!hours) return <Loading />;
        const cost = hours.totalCost ?? 0;
        const budget = milestone.childBudgetsDisabled ? 0 : effectiveBudget(row, projectBudget);
        const tone = costColor(cost, budget);
        return (
          <Tooltip title={<span className="deliverable-cost-explanation">{hours.costExplanation}</span>}>
            <button
              type="button"
              className={`deliverable-cost deliverable-cost--${tone ?? 'none'}`}
              aria-label={`Cost ${formatMoney(cost)}. How it was computed: ${hours.costExplanation ?? ''}`}
            >
              {formatMoney(cost)}
            </button>
          </Tooltip>
        );
      },
    },
    {
      title: 'Budget Status',
      key: 'budgetStatus',
      width: 130,
      priority: 2,
      render: (_, { hours }) => (hours ? <BudgetStatusTag status={hours.budgetStatus} /> : <Loading />),
    },
  );
  if (flags.canManage || flags.codesOnly) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      // Edit and Delete side by side; never hidden to fit, and kept in view when the table must scroll.
      width: 140,
      minWidth: 130,
      priority: 1,
      pinEnd: true,
      render: (_, item) => {
        const { row, hours } = item;
        if (row.includeInAllProjects) return null; // M-076
        if (!flags.canManage) {
          return (
            <Button size="small" onClick={() => onEdit(item)} aria-label={`Edit ${row.deliverableName}`}>
              Edit codes
            </Button>
          );
        }
        const hasHours = (hours?.totalApprovedHours ?? 0) > 0;
        const deletable = !hours
          ? { allowed: false, reason: M.loading }
          : hasHours
            ? { allowed: false, reason: M.deleteBlocked }
            : { allowed: true };
        return (
          <Space size="small" wrap>
            <Button size="small" onClick={() => onEdit(item)} aria-label={`Edit ${row.deliverableName}`}>
              Edit
            </Button>
            {deletable.allowed ? (
              <Popconfirm title={M.deleteConfirm} okText="Delete" onConfirm={() => onDelete(item)}>
                <Button size="small" danger aria-label={`Delete ${row.deliverableName}`}>
                  Delete
                </Button>
              </Popconfirm>
            ) : (
              <PermissionButton
                size="small"
                permission={deletable}
                aria-label={`Delete ${row.deliverableName}`}
              >
                Delete
              </PermissionButton>
            )}
          </Space>
        );
      },
    });
  }

  const milestoneBudgetText = milestone.milestoneRow
    ? budgetText(milestone.milestoneRow.row, projectBudget)
    : '';
  return (
    <section className="deliverables-milestone" aria-label={milestone.label}>
      <header className="deliverables-milestone-header">
        <h3>
          <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
            <span aria-hidden="true">{open ? '▾' : '▸'}</span> {milestone.label}
            {milestone.changeOrder ? (
              <span className="deliverables-co-name"> ({milestone.milestoneName})</span>
            ) : null}
          </button>
        </h3>
        <span className="deliverables-milestone-figures">
          {milestoneBudgetText ? <span>Category budget: {milestoneBudgetText}</span> : null}
          <span>Budget: {formatMoney(milestone.budget)}</span>
          <span>Hours used: {milestone.totals ? milestone.totals.hours : <Loading />}</span>
          <span className={color ? `deliverable-cost--${color}` : undefined}>
            Cost: {milestone.totals ? formatMoney(milestone.totals.cost) : <Loading />}
          </span>
          <BudgetStatusTag status={status} />
        </span>
        {flags.canManage && ownMilestone && milestone.milestoneName ? (
          <Button size="small" onClick={() => onEditMilestone(milestone)}>
            Edit category budget
          </Button>
        ) : null}
      </header>
      <div id={bodyId} hidden={!open}>
        <DataTable<RowWithHours>
          tableId="project-deliverables"
          label={`Deliverables of ${milestone.label}`}
          size="small"
          rowKey={(item) => item.row._id}
          columns={columns}
          dataSource={milestone.children}
          pagination={false}
          locale={{ emptyText: 'No deliverables in this category yet.' }}
          expandable={
            flags.resourceAssignments
              ? {
                  expandedRowRender: (item) => renderAssignments(item),
                  expandRowByClick: false,
                }
              : undefined
          }
        />
      </div>
    </section>
  );
}
