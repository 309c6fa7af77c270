import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { manageableProject } from '../../access.ts';
import { existingExpense, refreshBudgetUsed } from '../guards.ts';
import { deleteExpense } from '../queries/expenses.ts';

/** Removes an expense; returns its id. */
export async function removeExpense(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  expenseId: string,
): Promise<string> {
  const existing = await existingExpense(deps.db, expenseId);
  const { project } = await manageableProject(deps, viewer, existing.projectId);
  await deleteExpense(deps.db, expenseId);
  await refreshBudgetUsed(deps, viewer, project);
  return expenseId;
}
