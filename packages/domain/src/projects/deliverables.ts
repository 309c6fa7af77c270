/**
 * Deliverables grouped by milestone (spec part 2 §2 'Deliverables tab', M-068..M-096).
 * A deliverable whose name equals its milestone name is the milestone-level row: it holds the milestone budget,
 * and while that budget is set the budgets of the milestone's other deliverables are disabled.
 */
import { deliverableBudget } from './budget.ts';
import { type AppliedRate, describeCost, roundCents } from './cost.ts';

export const DELIVERABLE_STATUSES = ['Not Started', 'In Progress', 'Completed'] as const;
export type DeliverableStatusName = (typeof DELIVERABLE_STATUSES)[number];

/** Badge colours (M-070, C-037). */
export const DELIVERABLE_STATUS_COLORS: Record<DeliverableStatusName, 'gray' | 'blue' | 'green'> = {
  'Not Started': 'gray',
  'In Progress': 'blue',
  Completed: 'green',
};

export function deliverableStatusColor(status: string): 'gray' | 'blue' | 'green' {
  return DELIVERABLE_STATUS_COLORS[status as DeliverableStatusName] ?? 'gray';
}

export const DELIVERABLE_MESSAGES = {
  required: 'Required',
  startDateRequired: 'Start Date is required',
  invalidStatus: 'Status must be Not Started, In Progress or Completed',
  negative: 'Provide a positive value',
  percentTooHigh: 'Must be 100 or less',
  invalidDate: 'Invalid date',
  endBeforeStart: 'End Date must be on or after Start Date',
  childBudgetDisabled: 'The milestone has a budget: budgets of its deliverables are disabled.',
  deleteBlocked: 'Cannot delete deliverable. Approved hours have already been submitted to it.',
  deleteBlockedByEntries:
    'Cannot delete deliverable. Hours have been entered against it on timesheets that are not approved yet.',
  deleteConfirm: 'Are you sure you want to delete this deliverable?',
  updated: 'Successfully updated deliverable.',
  added: 'Successfully added deliverable.',
  deleted: 'Deliverable deleted.',
  includedEverywhere: 'This deliverable is shared by all projects and cannot be changed here.',
  hoursNumber: 'Hours must be a number',
  hoursStep: 'Hours must be in steps of 0.25',
  hoursNegative: 'Hours cannot be negative',
  resourceNotOnProject: 'The resource is not on this project',
  alreadyAssigned: 'The resource is already assigned to this deliverable',
  notAssigned: 'Not assigned',
  addResourcesHidden: 'Resources come from the accounting system: they cannot be added here.',
  removeResourceConfirm: 'Are you sure you want to remove this resource from the deliverable?',
  noAssignments: 'No resources assigned to this deliverable.',
  noResources: 'No resources found',
  loadResourcesFailed: 'Error loading resources',
  loading: 'Loading...',
  noApprovedHours: 'No approved hours yet.',
} as const;

export interface DeliverableLike {
  deliverableName: string;
  milestoneName: string | null;
}

/** The milestone-level row: its name equals its milestone's name (M-069). */
export function isMilestoneLevel(deliverable: DeliverableLike): boolean {
  return deliverable.milestoneName !== null && deliverable.deliverableName === deliverable.milestoneName;
}

export interface MilestoneGroup<T extends DeliverableLike> {
  /** The milestone's name ('' for deliverables without a milestone). */
  milestoneName: string;
  /** The milestone-level row holding the milestone budget, when there is one. */
  milestoneRow: T | null;
  /** The other deliverables of the milestone, in their order. */
  children: T[];
}

/** Groups deliverables by milestone in the order the milestones first appear (M-068). */
export function groupByMilestone<T extends DeliverableLike>(deliverables: readonly T[]): MilestoneGroup<T>[] {
  const groups = new Map<string, MilestoneGroup<T>>();
  for (const deliverable of deliverables) {
    const name = deliverable.milestoneName ?? '';
    let group = groups.get(name);
    if (!group) {
      group = { milestoneName: name, milestoneRow: null, children: [] };
      groups.set(name, group);
    }
    if (isMilestoneLevel(deliverable) && group.milestoneRow === null) group.milestoneRow = deliverable;
    else group.children.push(deliverable);
  }
  return [...groups.values()];
}

export interface BudgetFields {
  budget: number | null;
  budgetPercent: number | null;
}

/** Whether a budget (dollars or percent) is set. */
export function hasBudget(fields: BudgetFields): boolean {
  return (fields.budget ?? 0) > 0 || (fields.budgetPercent ?? 0) > 0;
}

/** Child budgets are disabled while the milestone-level row has a budget (M-072). */
export function childBudgetsDisabled(milestoneRow: BudgetFields | null): boolean {
  return milestoneRow !== null && hasBudget(milestoneRow);
}

/** A milestone-level entry with neither budget nor percent is removed (M-073). */
export function milestoneEntryRemoved(fields: BudgetFields): boolean {
  return !hasBudget(fields);
}

/** The dollar budget of one row: its amount, or its percent of the project budget (M-071). */
export function rowBudget(fields: BudgetFields, projectBudget: number): number {
  return deliverableBudget(
    { budget: fields.budget ?? 0, budgetPercent: fields.budgetPercent ?? null },
    projectBudget,
  );
}

/**
 * The budget of a milestone group: the milestone-level budget when set, otherwise the sum of its deliverables'
 * budgets (disabled deliverables still count: their budget was allotted).
 */
export function milestoneBudget<T extends DeliverableLike & BudgetFields>(
  group: MilestoneGroup<T>,
  projectBudget: number,
): number {
  if (group.milestoneRow && hasBudget(group.milestoneRow))
    return rowBudget(group.milestoneRow, projectBudget);
  return roundCents(group.children.reduce((sum, child) => sum + rowBudget(child, projectBudget), 0));
}

/** The sum of the deliverable budgets the over-budget warning compares with the project budget (M-087). */
export function totalDeliverableBudget<T extends DeliverableLike & BudgetFields>(
  deliverables: readonly T[],
  projectBudget: number,
): number {
  return roundCents(
    groupByMilestone(deliverables).reduce((sum, group) => sum + milestoneBudget(group, projectBudget), 0),
  );
}

export interface HoursFields {
  totalApprovedHours: number | null;
  totalCost: number | null;
  budgetedHours?: number | null;
}

/** Totals of hours and cost over rows; null while any row's hours are still loading. */
export function sumHours(rows: readonly HoursFields[]): { hours: number; cost: number } | null {
  let hours = 0;
  let cost = 0;
  for (const row of rows) {
    if (row.totalApprovedHours === null || row.totalCost === null) return null;
    hours += row.totalApprovedHours;
    cost += row.totalCost;
  }
  return { hours: Math.round(hours * 100) / 100, cost: roundCents(cost) };
}

/**
 * Assigned hours as typed (M-092): numeric, steps of 0.25, empty becomes 0.
 * Returns the hours or the message to show.
 */
export function parseAssignedHours(
  text: string | number | null | undefined,
): { hours: number } | { error: string } {
  if (text === null || text === undefined) return { hours: 0 };
  const raw = typeof text === 'number' ? String(text) : text.trim();
  if (raw === '') return { hours: 0 };
  const hours = Number(raw);
  if (!Number.isFinite(hours)) return { error: DELIVERABLE_MESSAGES.hoursNumber };
  return checkAssignedHours(hours);
}

export function checkAssignedHours(hours: number): { hours: number } | { error: string } {
  if (!Number.isFinite(hours)) return { error: DELIVERABLE_MESSAGES.hoursNumber };
  if (hours < 0) return { error: DELIVERABLE_MESSAGES.hoursNegative };
  if (Math.abs(hours * 4 - Math.round(hours * 4)) > 1e-9) return { error: DELIVERABLE_MESSAGES.hoursStep };
  return { hours };
}

export interface CostLine extends AppliedRate {
  person: string;
  hours: number;
  cost: number;
}

/**
 * The "how was this computed" text of a deliverable's cost: hours × rate (rule) per person, then the total.
 * e.g. 'Erin Employee: 10 h × $120 (rate of the person's role on the project) = $1200'.
 */
export function costExplanation(lines: readonly CostLine[]): string {
  if (lines.length === 0) return DELIVERABLE_MESSAGES.noApprovedHours;
  const sorted = [...lines].sort((a, b) => a.person.localeCompare(b.person));
  const parts = sorted.map((line) => `${line.person}: ${describeCost(line.hours, line)} = $${line.cost}`);
  if (sorted.length > 1) {
    const total = roundCents(sorted.reduce((sum, line) => sum + line.cost, 0));
    parts.push(`Total: $${total}`);
  }
  return parts.join('\n');
}
