import { mayManageProject, mayReadProject } from '@tally/domain/policies/projects';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, forbidden, notFound } from '../../graphql/errors.ts';
import { findProject, findProjectAccess, findProjectsAccess } from './queries/project.ts';
import { loadProjectSettings, type ProjectSettings } from './queries/settings.ts';
import type { ProjectRecord } from './records.ts';

export const PROJECT_MESSAGES = {
  lockedGlobally: 'Editing is locked while the accounting integration is enabled.',
} as const;

/** The project when the viewer may read it; NOT_FOUND when it does not exist, FORBIDDEN otherwise. */
export async function readableProject(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  projectId: string,
): Promise<ProjectRecord> {
  const access = await findProjectAccess(deps.db, projectId, viewer);
  if (!access) throw notFound('Project');
  if (!mayReadProject(viewer, access)) throw forbidden();
  return { project: access.project, canManage: mayManageProject(viewer, access) };
}

/** The project as it is after a sync the viewer was allowed to run, with what they may do to it. */
export async function projectAfterSync(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  projectId: string,
): Promise<ProjectRecord> {
  const access = await findProjectAccess(deps.db, projectId, viewer);
  if (!access) throw notFound('Project');
  return { project: access.project, canManage: mayManageProject(viewer, access) };
}

/** The projects of `projectIds` the viewer may read, in the order asked; the others are left out. */
export async function readableProjects(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  projectIds: readonly string[],
): Promise<ProjectRecord[]> {
  const found = new Map(
    (await findProjectsAccess(deps.db, projectIds, viewer)).map((access) => [access.project.id, access]),
  );
  return [...new Set(projectIds)].flatMap((id) => {
    const access = found.get(id);
    if (!access || !mayReadProject(viewer, access)) return [];
    return [{ project: access.project, canManage: mayManageProject(viewer, access) }];
  });
}

/** The project when the viewer may manage it; also refuses while editing is locked unless `allowWhenLocked`. */
export async function manageableProject(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  projectId: string,
  options: { allowWhenLocked?: boolean } = {},
): Promise<ProjectRecord & { settings: ProjectSettings }> {
  const record = await readableProject(deps, viewer, projectId);
  if (!record.canManage) throw forbidden();
  const settings = await loadProjectSettings(deps.db);
  if (settings.lockEditing && !options.allowWhenLocked) throw conflict(PROJECT_MESSAGES.lockedGlobally);
  return { ...record, settings };
}

/** The project as it is after a change the viewer made, keeping what they may do. */
export async function rereadProject(
  deps: Pick<AppDeps, 'db'>,
  record: ProjectRecord,
): Promise<ProjectRecord> {
  const project = await findProject(deps.db, record.project.id);
  return { project: project ?? record.project, canManage: record.canManage };
}
