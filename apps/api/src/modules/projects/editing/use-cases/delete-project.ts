import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { conflict } from '../../../../graphql/errors.ts';
import { manageableProject } from '../../access.ts';
import { EDITING_MESSAGES } from '../../messages.ts';
import { deleteProjectRows, hasBookedTime } from '../queries.ts';

/**
 * deleteProject (M-037, M-038): only an archived project, not while editing is locked, and never one with
 * booked time (its timesheets would lose their project). Its documents go with it; the rest cascades.
 */
export async function deleteProject(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  projectId: string,
): Promise<string> {
  const record = await manageableProject(deps, viewer, projectId);
  if (!record.project.archived) throw conflict(EDITING_MESSAGES.onlyArchivedDeleted);
  await deps.db.transaction(async (tx) => {
    if (await hasBookedTime(tx, projectId)) throw conflict(EDITING_MESSAGES.hasTimesheets);
    await deleteProjectRows(tx, projectId);
  });
  return projectId;
}
