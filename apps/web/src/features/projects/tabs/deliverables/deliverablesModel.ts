import { budgetColor, changeOrderLabels, overBudgetWarning } from '@tally/domain/projects/budget';
import {
  childBudgetsDisabled,
  groupByMilestone,
  milestoneBudget,
  rowBudget,
  sumHours,
  totalDeliverableBudget,
} from '@tally/domain/projects/deliverables';
import { formatMoney } from '@tally/domain/shared/money';
import type {
  DeliverableFieldsFragment,
  DeliverableHoursFieldsFragment,
} from '../../../../graphql/generated/graphql.ts';

export type DeliverableRow = DeliverableFieldsFragment;
export type DeliverableHours = DeliverableHoursFieldsFragment;

/** One row with its hours once loaded (undefined while its milestone is loading, M-077). */
export interface RowWithHours {
  row: DeliverableRow;
  hours: DeliverableHours | undefined;
}

export interface MilestoneView {
  milestoneName: string;
  /** 'CO1', 'CO2'... for change-order categories (M-086), else the milestone name. */
  label: string;
  changeOrder: boolean;
  milestoneRow: RowWithHours | null;
  children: RowWithHours[];
  childBudgetsDisabled: boolean;
  budget: number;
  /** null while any row's hours are loading. */
  totals: { hours: number; cost: number } | null;
  deliverableIds: string[];
}

const budgetFields = (row: DeliverableRow) => ({
  budget: row.budget,
  budgetPercent: row.budgetPercent ?? null,
});

/** Milestone groups in order with their labels, budgets and totals. */
export function buildMilestones(
  rows: readonly DeliverableRow[],
  hours: ReadonlyMap<string, DeliverableHours>,
  projectBudget: number,
  changeOrderPrefix: string | null,
): MilestoneView[] {
  const groups = groupByMilestone(
    rows.map((row) => ({
      ...budgetFields(row),
      deliverableName: row.deliverableName,
      milestoneName: row.milestoneName ?? null,
      row,
    })),
  );
  const labels = changeOrderLabels(
    groups.map((group) => group.milestoneName),
    changeOrderPrefix,
  );
  return groups.map((group) => {
    const withHours = (item: { row: DeliverableRow }): RowWithHours => ({
      row: item.row,
      hours: hours.get(item.row._id),
    });
    const all = [group.milestoneRow, ...group.children].filter((item) => item !== null);
    const loaded = all.map((item) => hours.get(item.row._id));
    const totals = loaded.some((h) => h === undefined)
      ? null
      : sumHours(
          loaded.map((h) => ({
            totalApprovedHours: h?.totalApprovedHours ?? 0,
            totalCost: h?.totalCost ?? 0,
          })),
        );
    const co = labels.get(group.milestoneName);
    return {
      milestoneName: group.milestoneName,
      label: co ?? (group.milestoneName || 'No category'),
      changeOrder: co !== undefined,
      milestoneRow: group.milestoneRow ? withHours(group.milestoneRow) : null,
      children: group.children.map(withHours),
      childBudgetsDisabled: childBudgetsDisabled(group.milestoneRow),
      budget: milestoneBudget(group, projectBudget),
      totals,
      deliverableIds: all.map((item) => item.row._id),
    };
  });
}

/** The rows of the project itself (shared deliverables of other projects do not count toward its budget). */
export function ownRows(rows: readonly DeliverableRow[], projectId: string): DeliverableRow[] {
  return rows.filter((row) => row.projectId === projectId);
}

/** The M-087 warning, or null. */
export function budgetWarning(
  rows: readonly DeliverableRow[],
  projectId: string,
  projectBudget: number,
): string | null {
  const own = ownRows(rows, projectId).map((row) => ({
    ...budgetFields(row),
    deliverableName: row.deliverableName,
    milestoneName: row.milestoneName ?? null,
  }));
  return overBudgetWarning(projectBudget, totalDeliverableBudget(own, projectBudget));
}

/** '$1,000', or '25% ($2,500)' for a percent budget (M-071); '' when none. */
export function budgetText(
  row: Pick<DeliverableRow, 'budget' | 'budgetPercent'>,
  projectBudget: number,
): string {
  if (row.budgetPercent !== null && row.budgetPercent !== undefined && row.budgetPercent > 0) {
    return `${row.budgetPercent}% (${formatMoney(rowBudget(budgetFields(row as DeliverableRow), projectBudget))})`;
  }
  return row.budget > 0 ? formatMoney(row.budget) : '';
}

/** The budget colour of a cost against a budget (C-034); null without a budget. */
export function costColor(cost: number, budget: number): 'green' | 'amber' | 'red' | null {
  if (!(budget > 0)) return null;
  return budgetColor(cost / budget);
}

export function effectiveBudget(row: DeliverableRow, projectBudget: number): number {
  return rowBudget(budgetFields(row), projectBudget);
}

/** A person's display name. */
export function personName(resource: {
  name?: string | null;
  email: string;
  user?: { firstName: string; lastName: string } | null;
}): string {
  if (resource.name) return resource.name;
  if (resource.user) return `${resource.user.firstName} ${resource.user.lastName}`.trim();
  return resource.email;
}

/** Configuration flags read the legacy way: '1' or 'true' (Gap 9). */
export function flagOn(value: string | undefined): boolean {
  return ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());
}

/** YYYYMMDD ↔ YYYY-MM-DD for date inputs. */
export const compactToInput = (value: string | null | undefined) =>
  value && value.length === 8 ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : '';
export const inputToCompact = (value: string) => (value ? value.replaceAll('-', '') : null);
