import { DELIVERABLE_MESSAGES as M } from '@tally/domain/projects/deliverables';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { conflict } from '../../../../graphql/errors.ts';
import { manageableDeliverable } from '../access.ts';
import { deleteDeliverable, findDeliverableUse } from '../queries/deliverables.ts';
import { dropEmptyMilestone } from '../queries/milestones.ts';

type Deps = Pick<AppDeps, 'db'>;

/**
 * removeDeliverable (M-082): refused when approved hours exist (M-083) or when any timesheet still references
 * the deliverable (its hours would be orphaned).
 */
export async function removeDeliverable(deps: Deps, viewer: Viewer, deliverableId: string): Promise<string> {
  const { record } = await manageableDeliverable(deps, viewer, deliverableId, { allowWhenLocked: true });
  await deps.db.transaction(async (tx) => {
    const use = await findDeliverableUse(tx, deliverableId);
    if (use.approved) throw conflict(M.deleteBlocked);
    if (use.entries) throw conflict(M.deleteBlockedByEntries);
    await deleteDeliverable(tx, deliverableId);
    await dropEmptyMilestone(tx, record.deliverable.milestoneId);
  });
  return deliverableId;
}
