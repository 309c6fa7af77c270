import { isoToCompact, isoToDisplay } from '@tally/domain/shared/dates';
import type { AppDeps } from '../../../deps.ts';
import { fullName, type TimesheetRecord } from '../../timesheets/timesheet.records.ts';
import { approvedMail, declinedMail, submittedMail } from './notifications.mails.ts';
import { findOwnerRecipient, findPerson } from './notifications.queries.ts';
import { missingSheetMail, waitingApprovalsMail } from './reminder.mails.ts';

/** What sending a notification needs (the outbox worker and the reminders job pass it too). */
export type NotificationDeps = Pick<AppDeps, 'db' | 'mailer' | 'logger'> & {
  config: Pick<AppDeps['config'], 'publicUrl'>;
};
type Deps = NotificationDeps;

/** The employee's sheet of the week ending `endDate`. */
const sheetLink = (deps: Deps, endDate: string) =>
  `${deps.config.publicUrl}/user/timesheets/${isoToCompact(endDate)}`;

/** The approvals screen, pending view, where the sheet waits. */
const approverLink = (deps: Deps) => `${deps.config.publicUrl}/project-management/timesheets?view=pending`;

/** What the submitted mail needs about the sheet, kept in each approver's outbox row (as at the submit). */
export interface SubmittedMailFacts {
  employeeName: string;
  endDate: string;
}

export function submittedMailFacts(sheet: TimesheetRecord['sheet']): SubmittedMailFacts {
  return { employeeName: fullName(sheet.user), endDate: sheet.endDate };
}

/**
 * Tells one approver (chosen at the submit: they had mail on) that the sheet waits for their approval, with a
 * link to the approvals screen. Throws when the mail is not sent (the outbox tries again).
 */
export async function sendTimesheetSubmitted(
  deps: Deps,
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

/** A reminder to a user whose sheet of the week ending `weekEnd` is missing or not submitted. */
export interface MissingSheetReminder {
  to: string;
  firstName: string | null;
  weekEnd: string;
}

/** A reminder to an approver with `count` sheets waiting more than two days. */
export interface WaitingApprovalsReminder {
  to: string;
  firstName: string | null;
  count: number;
}

/** Throws when the mail is not sent (the outbox tries again). */
export async function sendMissingSheetReminder(deps: Deps, reminder: MissingSheetReminder): Promise<void> {
  await deps.mailer.send(
    missingSheetMail(reminder.to, reminder.firstName, {
      weekEnding: isoToDisplay(reminder.weekEnd),
      link: sheetLink(deps, reminder.weekEnd),
    }),
  );
}

/** Throws when the mail is not sent (the outbox tries again). */
export async function sendWaitingApprovalsReminder(
  deps: Deps,
  reminder: WaitingApprovalsReminder,
): Promise<void> {
  await deps.mailer.send(
    waitingApprovalsMail(reminder.to, reminder.firstName, {
      count: reminder.count,
      link: approverLink(deps),
    }),
  );
}
