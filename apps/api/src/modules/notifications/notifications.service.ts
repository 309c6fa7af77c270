import { isoToCompact, isoToDisplay } from '@tally/domain/dates';
import type { AppDeps } from '../../deps.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { fullName, type TimesheetRecord } from '../timesheets/timesheet.records.ts';
import { approvedMail, declinedMail, submittedMail } from './notifications.mails.ts';
import { findOwnerRecipient, findPerson, listRecipients } from './notifications.queries.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger'>;

/** Mail is a courtesy: a failure is logged and never undoes the action that triggered it. */
async function sendAll(deps: Deps, messages: readonly MailMessage[]): Promise<void> {
  const results = await Promise.allSettled(messages.map((message) => deps.mailer.send(message)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') {
      deps.logger.warn({ err: result.reason, to: messages[index]?.to }, 'timesheet notification not sent');
    }
  }
}

/** The approvals screen, pending view, where the sheet waits. */
const approverLink = (deps: Deps) => `${deps.config.publicUrl}/project-management/timesheets?view=pending`;

/** Tells every approver of a pending step that the sheet was submitted (each address once). */
export async function notifyTimesheetSubmitted(deps: Deps, record: TimesheetRecord): Promise<void> {
  try {
    const emails = record.approvals
      .filter((step) => step.status === 'Approval Pending')
      .flatMap((step) => step.approvers.map((approver) => approver.email));
    const recipients = await listRecipients(deps.db, emails);
    const facts = {
      employeeName: fullName(record.sheet.user),
      weekEnding: isoToDisplay(record.sheet.endDate),
      link: approverLink(deps),
    };
    await sendAll(
      deps,
      recipients
        .filter((recipient) => recipient.wantsMail)
        .map((recipient) => submittedMail(recipient.email, recipient.firstName, facts)),
    );
  } catch (error) {
    deps.logger.warn({ err: error }, 'submitted notifications failed');
  }
}

const inFlight = new Set<Promise<void>>();

/**
 * Starts a notification without making the action wait for it (after the commit; the answer does not wait
 * for the recipient lookup nor the SMTP server). The task logs its own failures.
 */
export function notifyInBackground(task: () => Promise<void>): void {
  const running: Promise<void> = task().finally(() => inFlight.delete(running));
  inFlight.add(running);
}

/** Resolves once every notification started so far is sent or has failed (tests, shutdown). */
export async function notificationsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** What the decision mail needs, kept in the outbox row (facts as they were at the decision). */
export interface DecidedMailFacts {
  userId: string;
  endDate: string;
  employeeName: string;
  decision: 'Approved' | 'Declined';
  comments: string | null;
  /** The user who decided (a decline names them). */
  decidedBy: string;
}

export function decidedMailFacts(
  sheet: TimesheetRecord['sheet'],
  outcome: Pick<DecidedMailFacts, 'decision' | 'comments' | 'decidedBy'>,
): DecidedMailFacts {
  return { userId: sheet.userId, endDate: sheet.endDate, employeeName: fullName(sheet.user), ...outcome };
}

/**
 * Tells the employee that the sheet was approved (every step) or declined (with the comments and who
 * declined), unless they turned mail off. Throws when the mail is not sent (the outbox tries again).
 */
export async function sendTimesheetDecided(deps: Deps, facts: DecidedMailFacts): Promise<void> {
  const owner = await findOwnerRecipient(deps.db, facts.userId);
  if (!owner?.wantsMail) return;
  const sheetFacts = {
    employeeName: facts.employeeName,
    weekEnding: isoToDisplay(facts.endDate),
    link: `${deps.config.publicUrl}/user/timesheets/${isoToCompact(facts.endDate)}`,
  };
  const decider = facts.decision === 'Declined' ? await findPerson(deps.db, facts.decidedBy) : null;
  const declinedBy = decider ? fullName(decider) : 'Your approver';
  const message =
    facts.decision === 'Approved'
      ? approvedMail(owner.email, owner.firstName, sheetFacts)
      : declinedMail(owner.email, owner.firstName, { ...sheetFacts, declinedBy, comments: facts.comments });
  await deps.mailer.send(message);
}
