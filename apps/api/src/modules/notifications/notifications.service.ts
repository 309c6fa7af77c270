import { isoToCompact, isoToDisplay } from '@tally/domain/dates';
import type { AppDeps } from '../../deps.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { fullName, type PersonRecord, type TimesheetRecord } from '../timesheets/timesheet.records.ts';
import { approvedMail, declinedMail, submittedMail } from './notifications.mails.ts';
import { findOwnerRecipient, listRecipients } from './notifications.queries.ts';

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

const employeeLink = (deps: Deps, record: Pick<TimesheetRecord, 'sheet'>) =>
  `${deps.config.publicUrl}/user/timesheets/${isoToCompact(record.sheet.endDate)}`;

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

/**
 * Tells the employee that the sheet was approved (every step) or declined (with the comments and who
 * declined). Needs only the sheet and its owner from the record.
 */
export async function notifyTimesheetDecided(
  deps: Deps,
  record: Pick<TimesheetRecord, 'sheet'>,
  outcome: { decision: 'Approved' | 'Declined'; comments: string | null; decidedBy: PersonRecord | null },
): Promise<void> {
  try {
    const owner = await findOwnerRecipient(deps.db, record.sheet.userId);
    if (!owner?.wantsMail) return;
    const facts = {
      employeeName: fullName(record.sheet.user),
      weekEnding: isoToDisplay(record.sheet.endDate),
      link: employeeLink(deps, record),
    };
    const declinedBy = outcome.decidedBy ? fullName(outcome.decidedBy) : 'Your approver';
    const message =
      outcome.decision === 'Approved'
        ? approvedMail(owner.email, owner.firstName, facts)
        : declinedMail(owner.email, owner.firstName, { ...facts, declinedBy, comments: outcome.comments });
    await sendAll(deps, [message]);
  } catch (error) {
    deps.logger.warn({ err: error }, 'decision notification failed');
  }
}
