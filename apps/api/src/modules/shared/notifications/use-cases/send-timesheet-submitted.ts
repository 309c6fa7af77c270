import { isoToDisplay } from '@tally/domain/shared/dates';
import { approverLink, submittedMail } from '../messages.ts';
import type { NotificationDeps, SubmittedMailFacts } from '../records.ts';

/**
 * Tells one approver (chosen at the submit: they had mail on) that the sheet waits for their approval, with a
 * link to the approvals screen. Throws when the mail is not sent (the outbox tries again).
 */
export async function sendTimesheetSubmitted(
  deps: NotificationDeps,
  facts: SubmittedMailFacts & { to: string; firstName: string | null },
): Promise<void> {
  await deps.mailer.send(
    submittedMail(facts.to, facts.firstName, {
      employeeName: facts.employeeName,
      weekEnding: isoToDisplay(facts.endDate),
      link: approverLink(deps),
    }),
  );
}
