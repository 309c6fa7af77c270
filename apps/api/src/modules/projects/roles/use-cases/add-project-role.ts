import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { manageableProject } from '../../access.ts';
import type { ProjectRecord } from '../../records.ts';
import { refuseDuplicateName, uniqueName } from '../guards.ts';
import { insertRole } from '../queries.ts';

export interface RoleInput {
  projectId: string;
  name: string;
  rate: number;
}

/** addProjectRole (M-055); allowed while editing is locked (only removal is locked, M-042). */
export async function addProjectRole(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  input: RoleInput,
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, input.projectId, { allowWhenLocked: true });
  await refuseDuplicateName(deps.db, input.projectId, input.name);
  await uniqueName(() =>
    insertRole(deps.db, { projectId: input.projectId, name: input.name, rate: input.rate.toFixed(2) }),
  );
  return { project: record.project, canManage: record.canManage };
}
