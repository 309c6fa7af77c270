import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { manageableProject, rereadProject } from '../../access.ts';
import { updateProjectRow } from '../../queries/project.ts';
import type { ProjectRecord } from '../../records.ts';

/** archiveProject (M-036): toggles the archived state; not while editing is locked. */
export async function archiveProject(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  projectId: string,
  archived: boolean,
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, projectId);
  await updateProjectRow(deps.db, projectId, { archived, updatedAt: deps.clock() });
  return rereadProject(deps, record);
}
