import type { Tx } from '@tally/db';
import { STATUS_AFTER } from '@tally/domain/timesheets/status';
import type { Viewer } from '../../../auth/sessions.ts';
import { deleteApprovalSteps, insertApprovalSteps } from '../queries/approvers.ts';
import { addTimelineEvent, resetLineStatuses, setSheetStatus } from '../queries/edit.ts';
import type { SheetRecord } from '../records.ts';
import type { SubmitPlan } from './check-and-plan-submit.ts';
import { recordSheetStatusChange } from './record-sheet-status-change.ts';

/**
 * Writes a submit's regular routing, in its transaction: the planned pending steps, line states cleared,
 * Submitted-Pending, the Submitted timeline event and the History entry (with its webhook).
 */
export async function routeSubmittedSheet(
  tx: Tx,
  viewer: Viewer,
  sheet: SheetRecord,
  plan: SubmitPlan,
  now: Date,
  extraMetadata: Record<string, unknown> = {},
): Promise<void> {
  await deleteApprovalSteps(tx, sheet.id, false);
  await insertApprovalSteps(tx, sheet.id, plan.steps);
  await resetLineStatuses(tx, sheet.id, true);
  await setSheetStatus(tx, sheet.id, { status: STATUS_AFTER.submit, submittedAt: now, approvedAt: null });
  const metadata = plan.warnings.length > 0 ? { warnings: plan.warnings } : {};
  await addTimelineEvent(tx, {
    timesheetId: sheet.id,
    userId: viewer.userId,
    type: 'Submitted',
    date: now,
    metadata: { ...metadata, ...extraMetadata },
  });
  await recordSheetStatusChange(tx, {
    type: 'timesheet-submitted',
    sheet,
    statusAfter: STATUS_AFTER.submit,
    byUserId: viewer.userId,
    now,
    metadata: extraMetadata,
  });
}
