import { canRecall, STATUS_AFTER } from '@tally/domain/timesheets/status';
import { recordAuditEvent } from '../../../auth/audit.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { loadActionContext } from '../access.ts';
import { assertAllowed } from '../guards.ts';
import { deleteApprovalSteps } from '../queries/approvers.ts';
import { addTimelineEvent, resetLineStatuses, setSheetStatus } from '../queries/edit.ts';
import type { TimesheetRecord } from '../records.ts';
import { changeSheet } from './change-sheet.ts';
import { recordSheetStatusChange } from './record-sheet-status-change.ts';

/** Recall (T-085): back to Not Submitted; pending steps go (all steps when finance recalls an approved sheet). */
export async function recallTimesheet(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  timesheetId: string,
): Promise<TimesheetRecord> {
  return changeSheet(deps, viewer, timesheetId, 'status', async ({ tx, sheet }) => {
    assertAllowed(canRecall(await loadActionContext(tx, viewer, sheet)));
    const wasApproved = sheet.status === 'Approved';
    await deleteApprovalSteps(tx, sheet.id, !wasApproved);
    if (wasApproved) await resetLineStatuses(tx, sheet.id, true);
    await setSheetStatus(tx, sheet.id, { status: STATUS_AFTER.recall, approvedAt: null });
    const metadata = wasApproved ? { previousStatus: 'Approved' } : {};
    const now = deps.clock();
    await addTimelineEvent(tx, {
      timesheetId: sheet.id,
      userId: viewer.userId,
      type: 'Recalled',
      date: now,
      metadata,
    });
    await recordSheetStatusChange(tx, {
      type: 'timesheet-recalled',
      sheet,
      statusAfter: STATUS_AFTER.recall,
      byUserId: viewer.userId,
      now,
    });
    // Undoing an approval is a finance correction (F-081, Gap 10): the audit trail keeps who did it.
    if (wasApproved) {
      await recordAuditEvent(tx, {
        type: 'timesheet-approval-recalled',
        now,
        userId: sheet.userId,
        metadata: { byUserId: viewer.userId, timesheetId: sheet.id },
      });
    }
  });
}
