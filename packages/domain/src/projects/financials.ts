/**
 * Rules of the Project Summary fee grid, the Financials tab and the Export tab (spec part 2 §2, §9).
 */

import { toCsv } from '../shared/csv.ts';
import { addDays, dayOfWeek, endOfMonth, type IsoDate, startOfMonth, startOfYear } from '../shared/dates.ts';
import { formatMoneyExact } from '../shared/money.ts';
import { roundCents } from './cost.ts';
import {
  type BudgetFields,
  type DeliverableLike,
  groupByMilestone,
  milestoneBudget,
} from './deliverables.ts';

/** The summary grid always shows at least this many expense rows (M-043). */
export const MIN_EXPENSE_ROWS = 6;
/** Placeholder rows carry an id of at most this many characters; saved expenses have uuids (M-044). */
export const PLACEHOLDER_ID_MAX_LENGTH = 5;
/** Bar charts fix the bar size when they have fewer than 10 bars (M-107). */
export const FIXED_BAR_SIZE = 50;
export const FIXED_BAR_SIZE_BELOW = 10;
/**
 * Width of the financials grid (M-108, C-064), as its widest: narrower containers get a grid that fits them
 * (columns wrap, the lowest-priority ones step aside) instead of a sideways scroll (issue #14).
 */
export const FINANCIALS_TABLE_WIDTH = 1300;

export const EXPENSE_MESSAGES = {
  nameRequired: 'Name is required',
  amountRequired: 'Amount is required',
  positive: 'Provide a positive value',
  confirmDelete: 'Are you sure you want to delete this expense?',
} as const;

export const FINANCIALS_EMPTY = {
  noProjectBudget: 'No budget set for the project.',
  budgetsNotSet: 'Budgets not set',
  noCost: 'No cost available yet',
  noDeliverableBudget: 'No budget set on any deliverables',
} as const;

export function isPlaceholderId(id: string): boolean {
  return id.length <= PLACEHOLDER_ID_MAX_LENGTH;
}

export interface ExpenseRowFacts {
  id: string;
  name: string;
  amount: number | null;
  proposedAmount: number | null;
}

export interface PlaceholderExpenseRow extends ExpenseRowFacts {
  placeholder: true;
}

/** The fee grid's expense rows: the saved ones, then placeholders ('new1'...) up to MIN_EXPENSE_ROWS. */
export function feeGridExpenseRows<T extends ExpenseRowFacts>(
  expenses: readonly T[],
): (T | PlaceholderExpenseRow)[] {
  const rows: (T | PlaceholderExpenseRow)[] = [...expenses];
  for (let n = 1; rows.length < MIN_EXPENSE_ROWS; n += 1) {
    rows.push({ id: `new${n}`, name: '', amount: null, proposedAmount: null, placeholder: true });
  }
  return rows;
}

/** Proposed and amount are read-only on placeholder rows (M-046). */
export function expenseAmountsEditable(row: { id: string }, canEdit: boolean): boolean {
  return canEdit && !isPlaceholderId(row.id);
}

/** The expense-per-category budget is read-only on placeholders and when the category has no budget (M-047). */
export function categoryBudgetEditable(
  row: { id: string },
  categoryBudget: number | null,
  canEdit: boolean,
): boolean {
  return canEdit && !isPlaceholderId(row.id) && categoryBudget !== null && categoryBudget > 0;
}

/** Refusals of the expense-per-category budget (M-047). */
export const FEE_GRID_MESSAGES = {
  categoryWithoutBudget: 'This category has no budget; set its budget on the Deliverables tab first',
} as const;

export interface FeeGridCategory {
  milestoneName: string;
  /** The category's dollar budget (milestone-level budget, else the sum of its deliverables' budgets). */
  budget: number;
}

/**
 * The fee grid's category columns: one per named milestone, in milestone order, with its dollar budget (the
 * expense-per-category budget is editable only where this is above 0, M-047).
 */
export function feeGridCategories<T extends DeliverableLike & BudgetFields>(
  deliverables: readonly T[],
  projectBudget: number,
): FeeGridCategory[] {
  return groupByMilestone(deliverables)
    .filter((group) => group.milestoneName !== '')
    .map((group) => ({ milestoneName: group.milestoneName, budget: milestoneBudget(group, projectBudget) }));
}

/** Sum of the expense budgets of one category column (the fee grid's totals row). */
export function categoryExpenseTotal(expenses: readonly { budget: number | null }[]): number {
  return roundCents(expenses.reduce((sum, expense) => sum + (expense.budget ?? 0), 0));
}

export type FeeGridNameChange =
  | { kind: 'create'; name: string }
  | { kind: 'delete' }
  | { kind: 'rename'; name: string }
  | { kind: 'none' };

/**
 * What a name typed in the fee grid does: a name on a placeholder creates an expense with amount 0 (M-045);
 * clearing the name of a saved expense deletes it (M-048); clearing a placeholder does nothing.
 */
export function feeGridNameChange(row: { id: string; name: string }, typed: string): FeeGridNameChange {
  const name = typed.trim();
  if (isPlaceholderId(row.id)) return name === '' ? { kind: 'none' } : { kind: 'create', name };
  if (name === '') return { kind: 'delete' };
  return name === row.name ? { kind: 'none' } : { kind: 'rename', name };
}

export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

/**
 * Default range of the Financials tab (M-104, ACCEPTANCE gap 38): from the project's earliest task date when
 * it has one (its whole life), otherwise from the start of the year; to today (or the earliest task date when
 * that lies in the future, so the range is never empty).
 */
export function financialsDefaultRange(today: IsoDate, earliestTaskDate: IsoDate | null): DateRange {
  const start = earliestTaskDate ?? startOfYear(today);
  return { start, end: start > today ? start : today };
}

/** The current ISO week, Monday to Sunday: the Export tab's default range (M-112, C-045). */
export function currentIsoWeek(today: IsoDate): DateRange {
  const fromMonday = (dayOfWeek(today) + 6) % 7;
  const start = addDays(today, -fromMonday);
  return { start, end: addDays(start, 6) };
}

/** Bar size for a chart with `bars` bars: 50 below 10 bars, otherwise left to the chart (M-107). */
export function barSize(bars: number): number | undefined {
  return bars < FIXED_BAR_SIZE_BELOW ? FIXED_BAR_SIZE : undefined;
}

/** The range cut at month boundaries, so that each request covers at most one month (M-110). */
export function monthChunks({ start, end }: DateRange): DateRange[] {
  const chunks: DateRange[] = [];
  let from = start;
  while (from <= end) {
    const monthEnd = endOfMonth(from);
    const to = monthEnd < end ? monthEnd : end;
    chunks.push({ start: from, end: to });
    from = startOfMonth(from, 1);
  }
  return chunks;
}

/** Merges rows fetched in several pages by their id; later copies replace earlier ones (M-110). */
export function mergeById<T extends { id: string }>(pages: readonly (readonly T[])[]): T[] {
  const byId = new Map<string, T>();
  for (const page of pages) for (const row of page) byId.set(row.id, row);
  return [...byId.values()];
}

export interface FinancialsCsvFacts {
  projectName: string;
  range: DateRange;
  budget: number;
  cost: number;
  expenses: number;
  budgetUsed: number;
  remaining: number;
  contributors: readonly { name: string; hours: number; rate: number; cost: number; rateRule: string }[];
  deliverables: readonly { name: string; budget: number; hours: number; cost: number }[];
}

const hoursText = (hours: number) => String(Math.round(hours * 100) / 100);

/** The financials export (M-111): the totals, then approved hours per contributor and per deliverable. */
export function financialsCsv(facts: FinancialsCsvFacts, costLabel = 'Cost'): string {
  return toCsv([
    ['Project', facts.projectName],
    ['From', facts.range.start],
    ['To', facts.range.end],
    ['Budget', formatMoneyExact(facts.budget)],
    [costLabel, formatMoneyExact(facts.cost)],
    ['Expenses', formatMoneyExact(facts.expenses)],
    ['Budget Used', `${Math.round(facts.budgetUsed * 10000) / 100}%`],
    ['Remaining', formatMoneyExact(facts.remaining)],
    [],
    ['Contributor', 'Approved Hours', 'Rate', costLabel, 'Rate Rule'],
    ...facts.contributors.map((c) => [
      c.name,
      hoursText(c.hours),
      formatMoneyExact(c.rate),
      formatMoneyExact(c.cost),
      c.rateRule,
    ]),
    [],
    ['Deliverable', 'Budget', 'Approved Hours', costLabel],
    ...facts.deliverables.map((d) => [
      d.name,
      formatMoneyExact(d.budget),
      hoursText(d.hours),
      formatMoneyExact(d.cost),
    ]),
  ]);
}
