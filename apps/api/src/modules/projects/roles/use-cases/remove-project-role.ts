import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { manageableProject } from '../../access.ts';
import type { ProjectRecord } from '../../records.ts';
import { existingRole } from '../guards.ts';
import { deleteRole } from '../queries.ts';

/** removeProjectRole (M-056): refused while editing is locked. */
export async function removeProjectRole(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  input: { projectId: string; indexId: string },
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, input.projectId);
  const role = await existingRole(deps.db, input.projectId, input.indexId);
  await deleteRole(deps.db, role.id);
  return { project: record.project, canManage: record.canManage };
}
