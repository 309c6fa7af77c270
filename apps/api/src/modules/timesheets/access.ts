import type { DbOrTx } from '@tally/db';
import {
  mayEditTimesheetOf,
  mayReadTimesheet,
  statusViewer,
  type TimesheetReadFacts,
} from '@tally/domain/policies/timesheets';
import { isTimesheetReadOnly } from '@tally/domain/timesheets/status';
import type { Viewer } from '../../auth/sessions.ts';
import { badUserInput, conflict, forbidden } from '../../graphql/errors.ts';
import { TIMESHEET_MESSAGES } from './messages.ts';
import { listIndividualApproverEmails } from './queries/approvers.ts';
import type { TimesheetSettings } from './queries/settings.ts';
import type { SheetRecord, TimesheetRecord } from './records.ts';

/** FORBIDDEN unless the viewer may read the sheet (policies/timesheets.ts); approver e-mails load only when needed. */
export async function assertMayRead(db: DbOrTx, viewer: Viewer, record: TimesheetRecord): Promise<void> {
  const facts: TimesheetReadFacts = {
    ownerId: record.sheet.userId,
    supervisorId: record.sheet.supervisorId,
    approverEmails: record.approvals.flatMap((step) => step.approvers.map((approver) => approver.email)),
  };
  if (mayReadTimesheet(viewer, facts)) return;
  const settings = await listIndividualApproverEmails(db, record.sheet.userId);
  if (!mayReadTimesheet(viewer, { ...facts, approverEmails: [...facts.approverEmails, ...settings] })) {
    throw forbidden();
  }
}

export function assertMayEdit(viewer: Viewer, sheet: SheetRecord): void {
  if (!mayEditTimesheetOf(viewer, sheet.userId)) throw forbidden();
}

/** Lines, hours and comments: refused when editing is locked globally or the sheet is read-only. */
export function assertContentWritable(viewer: Viewer, sheet: SheetRecord, settings: TimesheetSettings): void {
  assertMayEdit(viewer, sheet);
  if (settings.lockEditing) throw conflict(TIMESHEET_MESSAGES.lockedGlobally);
  const readOnly = isTimesheetReadOnly({
    status: sheet.status,
    isLocked: sheet.isLocked,
    isSubmitting: false,
    lockEditing: settings.lockEditing,
    viewer: statusViewer(viewer, sheet.userId),
  });
  if (readOnly) throw conflict(TIMESHEET_MESSAGES.readOnly);
}

/** The optional `user` argument of the edit mutations must name the sheet's owner. */
export function assertOwnerArgument(sheet: SheetRecord, user: string | null | undefined): void {
  if (user && user !== sheet.userId) throw badUserInput({ user: TIMESHEET_MESSAGES.wrongUser });
}
