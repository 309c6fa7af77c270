import { DELIVERABLE_MESSAGES as M } from '@tally/domain/projects/deliverables';
import type { Viewer } from '../../../auth/sessions.ts';
import { conflict, notFound } from '../../../graphql/errors.ts';
import { manageableProject } from '../access.ts';
import { findDeliverable } from './queries/deliverables.ts';
import type { Deps } from './views.ts';
/** A deliverable the viewer may change: not one shared by all projects (M-076). */
export async function manageableDeliverable(
  deps: Deps,
  viewer: Viewer,
  deliverableId: string,
  options: { allowWhenLocked?: boolean } = {},
) {
  const record = await findDeliverable(deps.db, deliverableId);
  if (!record) throw notFound('Deliverable');
  const access = await manageableProject(deps, viewer, record.deliverable.projectId, options);
  if (record.deliverable.includeInAllProjects) throw conflict(M.includedEverywhere);
  return { record, settings: access.settings };
}
