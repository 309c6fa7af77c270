import type { AppDeps } from '../../../deps.ts';

/** What sending a notification needs (the outbox worker and the reminders job pass it too). */
export type NotificationDeps = Pick<AppDeps, 'db' | 'mailer' | 'logger'> & {
  config: Pick<AppDeps['config'], 'publicUrl'>;
};

/** A row of mail_outbox as a worker claims it. */
export type OutboxRow = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
};

export interface Recipient {
  email: string;
  firstName: string | null;
  /** False when the account turned e-mail notifications off (users.settings.emailNotifications). */
  wantsMail: boolean;
}

/** A user as a mail names them. */
export interface MailPerson {
  id: string;
  firstName: string;
  lastName: string;
  imageUrl: string | null;
}

/** What the mails need of a timesheet (its owner, its week): any area's sheet row has it. */
export interface MailSheet {
  userId: string;
  endDate: string;
  user: { firstName: string; lastName: string };
}

/** What the submitted mail needs about the sheet, kept in each approver's outbox row (as at the submit). */
export interface SubmittedMailFacts {
  employeeName: string;
  endDate: string;
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
