import type { DbOrTx } from '@tally/db';
import { fullName } from '@tally/domain/shared/people';
import { insertRecipientMails } from '../queries.ts';
import type { MailSheet, SubmittedMailFacts } from '../records.ts';

/** What the submitted mail needs about the sheet, as it is at the submit. */
export function submittedMailFacts(sheet: MailSheet): SubmittedMailFacts {
  return { employeeName: fullName(sheet.user), endDate: sheet.endDate };
}

/**
 * The submitted mails, in the submit's own transaction: one outbox row per approver address (each once) whose
 * account has mail on. Answers how many were written (wake the outbox after the commit when any were).
 */
export const writeSubmittedMails = (
  tx: DbOrTx,
  approverEmails: readonly string[],
  facts: SubmittedMailFacts,
) => insertRecipientMails(tx, 'timesheet-submitted', approverEmails, { ...facts });
