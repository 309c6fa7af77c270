import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { readableDeliverable } from '../access.ts';
import { findAssignments } from '../queries/deliverables.ts';
import type { AssignmentRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db'>;

/** getResourcesByDeliverableId (M-096). */
export async function listDeliverableResources(
  deps: Deps,
  viewer: Viewer,
  deliverableId: string,
): Promise<AssignmentRecord[]> {
  await readableDeliverable(deps, viewer, deliverableId);
  return (await findAssignments(deps.db, [deliverableId])).get(deliverableId) ?? [];
}
