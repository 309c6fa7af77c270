import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { notFound } from '../../../../graphql/errors.ts';
import { manageableProject } from '../../access.ts';
import { findProject } from '../../queries/project.ts';
import type { ProjectRecord } from '../../records.ts';
import { recalculateBudgetUsed } from './recalculate-budget-used.ts';

/** updateBudgetUsed(projectId) (M-039): managers of the project, also while editing is locked; never skipped. */
export async function updateBudgetUsed(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  projectId: string,
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, projectId, { allowWhenLocked: true });
  await recalculateBudgetUsed(deps, [projectId], viewer);
  const project = await findProject(deps.db, projectId);
  if (!project) throw notFound('Project');
  return { project, canManage: record.canManage };
}
