import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { manageableProject } from '../../access.ts';
import type { ProjectRecord } from '../../records.ts';
import { existingRole, refuseDuplicateName, uniqueName } from '../guards.ts';
import { updateRoleAndTeam } from '../queries.ts';
import type { RoleInput } from './add-project-role.ts';

/**
 * updateProjectRole (M-055): indexId is the role's _id. A renamed role is renamed on the team as well, so
 * that the people keep their rate.
 */
export async function updateProjectRole(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  input: RoleInput & { indexId: string },
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, input.projectId, { allowWhenLocked: true });
  const role = await existingRole(deps.db, input.projectId, input.indexId);
  await refuseDuplicateName(deps.db, input.projectId, input.name, role.id);
  await uniqueName(() =>
    updateRoleAndTeam(deps.db, input.projectId, role, { name: input.name, rate: input.rate.toFixed(2) }),
  );
  return { project: record.project, canManage: record.canManage };
}
