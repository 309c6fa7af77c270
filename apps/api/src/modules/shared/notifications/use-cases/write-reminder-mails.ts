import type { DbOrTx } from '@tally/db';
import { insertOutboxMails } from '../queries.ts';
import type { MissingSheetReminder, WaitingApprovalsReminder } from '../records.ts';

/** The reminders of one run, in the run's own transaction (one statement per kind); answers how many rows. */
export async function writeReminderMails(
  tx: DbOrTx,
  reminders: { missingSheets: MissingSheetReminder[]; waitingApprovals: WaitingApprovalsReminder[] },
): Promise<number> {
  const missing = await insertOutboxMails(tx, 'reminder-missing-sheet', reminders.missingSheets);
  const waiting = await insertOutboxMails(tx, 'reminder-waiting-approvals', reminders.waitingApprovals);
  return missing + waiting;
}
