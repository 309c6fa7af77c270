import { mayManageProject } from '@tally/domain/policies/projects';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../graphql/errors.ts';
import type { ProjectRecord } from '../../projects/index.ts';
import { findProjectAccess } from '../../projects/index.ts';

/** The project as it is after a sync, with what the viewer may do to it. */
export async function projectAfterSync(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  projectId: string,
): Promise<ProjectRecord> {
  const access = await findProjectAccess(deps.db, projectId, viewer);
  if (!access) throw notFound('Project');
  return { project: access.project, canManage: mayManageProject(viewer, access) };
}
