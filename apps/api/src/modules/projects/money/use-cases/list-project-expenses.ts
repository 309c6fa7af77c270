import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { readableProject } from '../../access.ts';
import { findExpensesByProject } from '../queries/expenses.ts';
import type { ExpenseRow } from '../records.ts';

/** getProjectExpenses(projectId): for those who may read the project (M-097). */
export async function listProjectExpenses(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  projectId: string,
): Promise<ExpenseRow[]> {
  await readableProject(deps, viewer, projectId);
  return (await findExpensesByProject(deps.db, [projectId])).get(projectId) ?? [];
}
