import { type DbOrTx, schema } from '@tally/db';
import { EXPENSE_MESSAGES } from '@tally/domain/projects/financials';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput, conflict, notFound } from '../../../graphql/errors.ts';
import { manageableProject, readableProject } from '../access.ts';
import { recalculateBudgetUsed } from '../budget-tool/budget-used.service.ts';
import { findProject } from '../queries/project.ts';
import type { ProjectRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
export type ExpenseRow = typeof schema.projectExpenses.$inferSelect;

export const MONEY_MESSAGES = {
  ...EXPENSE_MESSAGES,
  deductNotAllowed: 'Deducting expenses from the project budget is not enabled.',
  fieldNotEditable: (field: string) =>
    `The field '${field}' cannot be updated here; only budget and proposedBudget.`,
  budgetRequired: 'Budget is required',
  typeNotSupported: (type: string) =>
    `The type '${type}' is not supported; budget and proposedBudget are numbers.`,
} as const;

/** The fields updateProjectField accepts (M-049). */
export const EDITABLE_PROJECT_FIELDS = ['budget', 'proposedBudget'] as const;
export type EditableProjectField = (typeof EDITABLE_PROJECT_FIELDS)[number];

export interface ExpenseInput {
  name: string;
  amount: number;
  proposedAmount?: number | null | undefined;
  comment: string | null;
  /** YYYY-MM-DD */
  date: string | null;
}

const money = (value: number) => value.toFixed(2);

/** Expenses of many projects, oldest first (one statement). */
export async function findExpensesByProject(
  db: DbOrTx,
  projectIds: readonly string[],
): Promise<Map<string, ExpenseRow[]>> {
  const byProject = new Map<string, ExpenseRow[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .select()
    .from(schema.projectExpenses)
    .where(inArray(schema.projectExpenses.projectId, [...projectIds]))
    .orderBy(asc(schema.projectExpenses.createdAt), asc(schema.projectExpenses.id));
  for (const row of rows) {
    const list = byProject.get(row.projectId) ?? [];
    list.push(row);
    byProject.set(row.projectId, list);
  }
  return byProject;
}

/** getProjectExpenses(projectId): for those who may read the project (M-097). */
export async function getProjectExpenses(
  deps: Deps,
  viewer: Viewer,
  projectId: string,
): Promise<ExpenseRow[]> {
  await readableProject(deps, viewer, projectId);
  return (await findExpensesByProject(deps.db, [projectId])).get(projectId) ?? [];
}

/** Budget used counts expenses only when deductExpenses is on (C-028): refresh it when they change. */
async function refreshBudgetUsed(deps: Deps, viewer: Viewer, project: ProjectRecord['project']) {
  if (project.deductExpenses) await recalculateBudgetUsed(deps, [project.id], viewer);
}

async function expenseOf(db: DbOrTx, expenseId: string): Promise<ExpenseRow> {
  const [row] = await db
    .select()
    .from(schema.projectExpenses)
    .where(eq(schema.projectExpenses.id, expenseId));
  if (!row) throw notFound('Expense');
  return row;
}

export async function addExpense(
  deps: Deps,
  viewer: Viewer,
  projectId: string,
  input: ExpenseInput,
): Promise<ExpenseRow> {
  const { project } = await manageableProject(deps, viewer, projectId);
  const [row] = await deps.db
    .insert(schema.projectExpenses)
    .values({
      projectId,
      name: input.name,
      amount: money(input.amount),
      proposedAmount: input.proposedAmount == null ? null : money(input.proposedAmount),
      comment: input.comment,
      date: input.date,
    })
    .returning();
  await refreshBudgetUsed(deps, viewer, project);
  return row!;
}

export async function updateExpense(
  deps: Deps,
  viewer: Viewer,
  expenseId: string,
  input: ExpenseInput,
): Promise<ExpenseRow> {
  const existing = await expenseOf(deps.db, expenseId);
  const { project } = await manageableProject(deps, viewer, existing.projectId);
  const [row] = await deps.db
    .update(schema.projectExpenses)
    .set({
      name: input.name,
      amount: money(input.amount),
      ...(input.proposedAmount === undefined
        ? {}
        : { proposedAmount: input.proposedAmount === null ? null : money(input.proposedAmount) }),
      comment: input.comment,
      date: input.date,
    })
    .where(eq(schema.projectExpenses.id, expenseId))
    .returning();
  await refreshBudgetUsed(deps, viewer, project);
  return row!;
}

/** Removes an expense; returns its id. */
export async function removeExpense(deps: Deps, viewer: Viewer, expenseId: string): Promise<string> {
  const existing = await expenseOf(deps.db, expenseId);
  const { project } = await manageableProject(deps, viewer, existing.projectId);
  await deps.db.delete(schema.projectExpenses).where(eq(schema.projectExpenses.id, expenseId));
  await refreshBudgetUsed(deps, viewer, project);
  return expenseId;
}

/** deductProjectExpenses(projectId, value): only when allow-deducting-expenses-from-project is on (M-050). */
export async function deductProjectExpenses(
  deps: Deps,
  viewer: Viewer,
  projectId: string,
  value: boolean,
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, projectId);
  if (!record.settings.allowDeductingExpenses) throw conflict(MONEY_MESSAGES.deductNotAllowed);
  await deps.db
    .update(schema.projects)
    .set({ deductExpenses: value })
    .where(eq(schema.projects.id, projectId));
  await recalculateBudgetUsed(deps, [projectId], viewer);
  const project = await findProject(deps.db, projectId);
  return { project: project ?? record.project, canManage: record.canManage };
}

/**
 * updateProjectField(projectId, field, value, type) for the summary's budget and proposedBudget (M-049).
 * budget cannot be cleared (it is required); proposedBudget can (null).
 */
export async function updateProjectField(
  deps: Deps,
  viewer: Viewer,
  projectId: string,
  field: EditableProjectField,
  value: number | null,
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, projectId);
  if (field === 'budget') {
    if (value === null) throw badUserInput({ value: MONEY_MESSAGES.budgetRequired });
    await deps.db
      .update(schema.projects)
      .set({ budget: money(value) })
      .where(eq(schema.projects.id, projectId));
    await recalculateBudgetUsed(deps, [projectId], viewer);
  } else {
    await deps.db
      .update(schema.projects)
      .set({ proposedBudget: value === null ? null : money(value) })
      .where(eq(schema.projects.id, projectId));
  }
  const project = await findProject(deps.db, projectId);
  return { project: project ?? record.project, canManage: record.canManage };
}
