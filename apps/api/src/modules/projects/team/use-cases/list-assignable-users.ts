import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { manageableProject } from '../../access.ts';
import { findAssignableUsers } from '../queries.ts';

/** assignableUsers: active accounts for the resource form's picker, for the project's managers. */
export async function listAssignableUsers(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  projectId: string,
  search: string | null | undefined,
) {
  await manageableProject(deps, viewer, projectId, { allowWhenLocked: true });
  return findAssignableUsers(deps.db, search?.trim().toLowerCase() ?? '');
}
