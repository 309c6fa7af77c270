import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import {
  type ManualSubmitInput,
  submitTimesheet as submit,
  submitManualTimesheet as submitManual,
} from '../../timesheets/status.service.ts';
import type { TimesheetRecord } from '../../timesheets/timesheet.records.ts';
import { wakeMailOutbox, writeSubmittedMails } from './mail-outbox.ts';
import { submittedMailFacts } from './notifications.service.ts';

/**
 * submitTimesheet of the timesheets module, writing the approvers' mails to the outbox in the submit's
 * transaction; the outbox worker sends them after the commit (the answer never waits for the SMTP server).
 */
export async function submitTimesheet(
  deps: AppDeps,
  viewer: Viewer,
  timesheetId: string,
): Promise<TimesheetRecord> {
  let mails = 0;
  const record = await submit(deps, viewer, timesheetId, async ({ tx, sheet, steps }) => {
    const approvers = steps.flatMap((step) => step.canApprove);
    mails = await writeSubmittedMails(tx, approvers, submittedMailFacts(sheet));
  });
  if (mails > 0) wakeMailOutbox(deps);
  return record;
}

/**
 * submitManualTimesheet (F-080): with the regular approval process the approvers' mails go to the outbox in
 * the submit's transaction, as for the employee's submit; without it no mail is written at all.
 */
export async function submitManualTimesheet(
  deps: AppDeps,
  viewer: Viewer,
  input: ManualSubmitInput,
): Promise<TimesheetRecord> {
  let mails = 0;
  const record = await submitManual(deps, viewer, input, async ({ tx, sheet, steps }) => {
    const approvers = steps.flatMap((step) => step.canApprove);
    mails = await writeSubmittedMails(tx, approvers, submittedMailFacts(sheet));
  });
  if (mails > 0) wakeMailOutbox(deps);
  return record;
}
