import { sumHours } from '@tally/domain/timesheets/totals';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { findAssignment } from '../queries/picker.ts';

/** me.myDeliverableAssignment: budgeted hours of the viewer on the deliverable and what remains; null without one. */
export async function getMyDeliverableAssignment(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  deliverableId: string,
): Promise<{ budgetedHours: number; remainingHours: number } | null> {
  const assignment = await findAssignment(deps.db, { userId: viewer.userId, deliverableId });
  if (!assignment) return null;
  return {
    budgetedHours: assignment.budgetedHours,
    remainingHours: sumHours([assignment.budgetedHours, -assignment.usedHours]),
  };
}
