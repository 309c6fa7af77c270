import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { conflict } from '../../../../graphql/errors.ts';
import { manageableProject } from '../../access.ts';
import { EDITING_MESSAGES } from '../../messages.ts';
import type { ProjectRecord } from '../../records.ts';
import { existingResource } from '../guards.ts';
import { approvedHours, deleteResource } from '../queries.ts';

/** removeResource (M-063): never while the person has approved hours on the project. */
export async function removeResource(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  id: string,
): Promise<ProjectRecord> {
  const resource = await existingResource(deps.db, id);
  const record = await manageableProject(deps, viewer, resource.projectId, { allowWhenLocked: true });
  await deps.db.transaction(async (tx) => {
    const hours = await approvedHours(tx, resource.projectId, resource.userId);
    if (hours > 0) throw conflict(EDITING_MESSAGES.hasApprovedHours(hours));
    await deleteResource(tx, id);
  });
  return { project: record.project, canManage: record.canManage };
}
