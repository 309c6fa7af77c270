import { DELIVERABLE_MESSAGES as M } from '@tally/domain/projects/deliverables';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { conflict, notFound } from '../../../graphql/errors.ts';
import { manageableProject, readableProject } from '../access.ts';
import { findDeliverable } from './queries/deliverables.ts';

type Deps = Pick<AppDeps, 'db'>;

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

/** A deliverable the viewer may read, with its project. */
export async function readableDeliverable(deps: Deps, viewer: Viewer, deliverableId: string) {
  const record = await findDeliverable(deps.db, deliverableId);
  if (!record) throw notFound('Deliverable');
  await readableProject(deps, viewer, record.deliverable.projectId);
  return record;
}
