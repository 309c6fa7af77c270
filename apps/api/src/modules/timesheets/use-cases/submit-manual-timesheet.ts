import { canSubmitManually, STATUS_AFTER, statusAfterManualSubmit } from '@tally/domain/timesheets/status';
import { recordAuditEvent } from '../../../auth/audit.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { submittedMailFacts, wakeMailOutbox, writeSubmittedMails } from '../../shared/notifications/index.ts';
import { assertOwnerArgument, loadActionContext } from '../access.ts';
import { assertAllowed } from '../guards.ts';
import { approveAllSteps } from '../queries/approvers.ts';
import { addTimelineEvent, setSheetStatus } from '../queries/edit.ts';
import type { TimesheetRecord } from '../records.ts';
import { changeSheet, type SheetChange } from './change-sheet.ts';
import { checkAndPlanSubmit } from './check-and-plan-submit.ts';
import { recordSheetStatusChange } from './record-sheet-status-change.ts';
import { routeSubmittedSheet } from './route-submitted-sheet.ts';

export interface ManualSubmitInput {
  timesheetId: string;
  regularApproval: boolean;
  /** The sheet's owner, as the finance screen names it (BAD_USER_INPUT when it names someone else). */
  user: string;
}

/**
 * Finance's submission of another user's sheet (F-080, F-082): the same checks as the employee's submit. With
 * the regular approval process it is that submit (pending steps; the approvers' mails in the outbox, in the
 * submit's transaction). Without it the steps are recorded as approved by the finance user, the lines lock,
 * the sheet is Approved at once and the timeline names the finance user; no mail is written. Either way the
 * audit trail records who acted for whom.
 */
export async function submitManualTimesheet(
  deps: AppDeps,
  viewer: Viewer,
  input: ManualSubmitInput,
): Promise<TimesheetRecord> {
  let mails = 0;
  const record = await changeSheet(deps, viewer, input.timesheetId, 'status', async (change: SheetChange) => {
    const { tx, sheet } = change;
    assertOwnerArgument(sheet, input.user);
    const context = await loadActionContext(tx, viewer, sheet);
    assertAllowed(canSubmitManually({ ...context, regularApproval: input.regularApproval }));
    const plan = await checkAndPlanSubmit(deps, change);
    const now = deps.clock();
    const manual = { onBehalfOf: sheet.userId, regularApproval: input.regularApproval };
    await routeSubmittedSheet(tx, viewer, sheet, plan, now, manual);
    if (input.regularApproval) {
      const approvers = plan.steps.flatMap((step) => step.canApprove);
      mails = await writeSubmittedMails(tx, approvers, submittedMailFacts(sheet));
    } else {
      await approveAllSteps(tx, sheet.id, { userId: viewer.userId, at: now });
      await setSheetStatus(tx, sheet.id, { status: statusAfterManualSubmit(false), approvedAt: now });
      await addTimelineEvent(tx, {
        timesheetId: sheet.id,
        userId: viewer.userId,
        type: 'Approved',
        date: now,
        metadata: manual,
      });
      await recordSheetStatusChange(tx, {
        type: 'timesheet-approved',
        sheet: { ...sheet, status: STATUS_AFTER.submit },
        statusAfter: statusAfterManualSubmit(false),
        byUserId: viewer.userId,
        now,
        metadata: manual,
      });
    }
    await recordAuditEvent(tx, {
      type: 'timesheet-submitted-manually',
      now,
      userId: sheet.userId,
      metadata: { byUserId: viewer.userId, timesheetId: sheet.id, regularApproval: input.regularApproval },
    });
  });
  if (mails > 0) wakeMailOutbox(deps);
  return record;
}
