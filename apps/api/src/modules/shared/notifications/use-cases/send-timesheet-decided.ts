import { isoToDisplay } from '@tally/domain/shared/dates';
import { fullName } from '@tally/domain/shared/people';
import { approvedMail, declinedMail, sheetLink } from '../messages.ts';
import { findOwnerRecipient, findPerson } from '../queries.ts';
import type { DecidedMailFacts, NotificationDeps } from '../records.ts';

/**
 * Tells the employee that the sheet was approved (every step) or declined (with the comments and who
 * declined), unless they turned mail off. Throws when the mail is not sent (the outbox tries again).
 */
export async function sendTimesheetDecided(deps: NotificationDeps, facts: DecidedMailFacts): Promise<void> {
  const owner = await findOwnerRecipient(deps.db, facts.userId);
  if (!owner?.wantsMail) return;
  const sheetFacts = {
    employeeName: facts.employeeName,
    weekEnding: isoToDisplay(facts.endDate),
    link: sheetLink(deps, facts.endDate),
  };
  const decider = facts.decision === 'Declined' ? await findPerson(deps.db, facts.decidedBy) : null;
  const declinedBy = decider ? fullName(decider) : 'Your approver';
  const message =
    facts.decision === 'Approved'
      ? approvedMail(owner.email, owner.firstName, sheetFacts)
      : declinedMail(owner.email, owner.firstName, { ...sheetFacts, declinedBy, comments: facts.comments });
  await deps.mailer.send(message);
}
