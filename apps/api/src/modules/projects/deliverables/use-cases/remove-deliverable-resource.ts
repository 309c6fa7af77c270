import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { notFound } from '../../../../graphql/errors.ts';
import { manageableDeliverable } from '../access.ts';
import { deleteAssignment } from '../queries/assignments.ts';
import type { DeliverableView } from '../records.ts';
import { loadDeliverableView } from './load-deliverable-view.ts';

type Deps = Pick<AppDeps, 'db'>;

/** removeDeliverableResource (M-094). */
export async function removeDeliverableResource(
  deps: Deps,
  viewer: Viewer,
  deliverableId: string,
  resourceId: string,
): Promise<DeliverableView> {
  const { record } = await manageableDeliverable(deps, viewer, deliverableId, { allowWhenLocked: true });
  if (!(await deleteAssignment(deps.db, deliverableId, resourceId))) throw notFound('Assignment');
  return loadDeliverableView(deps.db, record);
}
