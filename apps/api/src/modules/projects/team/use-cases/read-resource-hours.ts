import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { readableProject } from '../../access.ts';
import { approvedHours, findBudgetedHours } from '../queries.ts';

/** projectResourceHours (M-067): a person's budgeted and approved hours on a project, for its readers. */
export async function readResourceHours(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  projectId: string,
  userId: string,
): Promise<{ budgetedHours: number | null; totalApprovedHours: number }> {
  await readableProject(deps, viewer, projectId);
  return {
    budgetedHours: await findBudgetedHours(deps.db, projectId, userId),
    totalApprovedHours: await approvedHours(deps.db, projectId, userId),
  };
}
