import type { Tx } from '@tally/db';
import { approverCancelDecision, isApproverOf } from '@tally/domain/policies/approvals';
import { mayEditTimesheetOf } from '@tally/domain/policies/timesheets';
import { canCancel, STATUS_AFTER } from '@tally/domain/timesheets/status';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { conflict, forbidden, notFound } from '../../../graphql/errors.ts';
import { loadActionContext, toSteps } from '../access.ts';
import { assertAllowed } from '../guards.ts';
import { listApprovals } from '../queries/activity.ts';
import { deleteApprovalSteps } from '../queries/approvers.ts';
import { addTimelineEvent, setSheetStatus } from '../queries/edit.ts';
import { findSheetsByIds, lockSheet } from '../queries/sheets.ts';
import type { SheetRecord, TimesheetRecord } from '../records.ts';
import { changeSheet } from './change-sheet.ts';
import { getTimesheetById } from './get-timesheet-by-id.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
interface CancelInput {
  timesheetId: string;
  comments?: string | null;
}

/**
 * Cancel (L-011, C-006; P-016): Cancelled, pending steps removed, optional comments on the timeline (Gap 33).
 * The owner, finance and admin by the sheet's status rule; an approver of a step not approved yet from the
 * approvals screen, acting for the owner.
 */
export async function cancelTimesheet(
  deps: Deps,
  viewer: Viewer,
  input: CancelInput,
): Promise<TimesheetRecord> {
  const [sheet] = await findSheetsByIds(deps.db, [input.timesheetId]);
  if (!sheet) throw notFound('Timesheet');
  if (mayEditTimesheetOf(viewer, sheet.userId)) {
    return changeSheet(deps, viewer, input.timesheetId, 'status', async ({ tx, sheet }) => {
      assertAllowed(canCancel(await loadActionContext(tx, viewer, sheet)));
      await writeCancelled(tx, deps, viewer, sheet, input);
    });
  }
  await deps.db.transaction(async (tx) => {
    const locked = await lockSheet(tx, input.timesheetId);
    if (!locked) throw notFound('Timesheet');
    const steps = toSteps(await listApprovals(tx, [locked.id]));
    if (!isApproverOf(viewer, steps)) throw forbidden();
    const decision = approverCancelDecision(viewer, { ownerId: locked.userId, status: locked.status, steps });
    if (!decision) throw forbidden();
    if (!decision.allowed) throw conflict(decision.reason);
    await writeCancelled(tx, deps, viewer, locked, input);
  });
  return getTimesheetById(deps, input.timesheetId);
}

async function writeCancelled(tx: Tx, deps: Deps, viewer: Viewer, sheet: SheetRecord, input: CancelInput) {
  await deleteApprovalSteps(tx, sheet.id, true);
  await setSheetStatus(tx, sheet.id, { status: STATUS_AFTER.cancel });
  const comments = input.comments?.trim();
  await addTimelineEvent(tx, {
    timesheetId: sheet.id,
    userId: viewer.userId,
    type: 'Cancelled',
    date: deps.clock(),
    metadata: comments ? { comments } : {},
  });
}
