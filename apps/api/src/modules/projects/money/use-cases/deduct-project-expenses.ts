import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { conflict } from '../../../../graphql/errors.ts';
import { manageableProject, rereadProject } from '../../access.ts';
import { recalculateBudgetUsed } from '../../budget-tool/use-cases/recalculate-budget-used.ts';
import { updateProjectRow } from '../../queries/project.ts';
import type { ProjectRecord } from '../../records.ts';
import { MONEY_MESSAGES } from '../messages.ts';

/** deductProjectExpenses(projectId, value): only when allow-deducting-expenses-from-project is on (M-050). */
export async function deductProjectExpenses(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  projectId: string,
  value: boolean,
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, projectId);
  if (!record.settings.allowDeductingExpenses) throw conflict(MONEY_MESSAGES.deductNotAllowed);
  await updateProjectRow(deps.db, projectId, { deductExpenses: value });
  await recalculateBudgetUsed(deps, [projectId], viewer);
  return rereadProject(deps, record);
}
