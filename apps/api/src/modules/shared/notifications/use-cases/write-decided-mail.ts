import { fullName } from '@tally/domain/shared/people';
import type { DecidedMailFacts, MailSheet } from '../records.ts';

/** The facts of a decision mail, as they are at the decision (kept in the outbox row). */
export function decidedMailFacts(
  sheet: MailSheet,
  outcome: Pick<DecidedMailFacts, 'decision' | 'comments' | 'decidedBy'>,
): DecidedMailFacts {
  return { userId: sheet.userId, endDate: sheet.endDate, employeeName: fullName(sheet.user), ...outcome };
}

/** The outbox row of a decision mail (kind, payload JSON), for the decision's own statement (outboxInsertSql). */
export const decidedMailRow = (facts: DecidedMailFacts) => ({
  kind: 'timesheet-decided',
  payloadJson: JSON.stringify(facts),
});
