import { isoToCompact } from '@tally/domain/shared/dates';
import type { MailMessage } from '../../../mail/mailer.ts';
import type { NotificationDeps } from './records.ts';

/** The texts of the timesheet notifications (Gap 32: submit → approvers, approve/decline → employee). */

type LinkDeps = Pick<NotificationDeps, 'config'>;

/** The employee's sheet of the week ending `endDate`. */
export const sheetLink = (deps: LinkDeps, endDate: string) =>
  `${deps.config.publicUrl}/user/timesheets/${isoToCompact(endDate)}`;

/** The approvals screen, pending view, where the sheet waits. */
export const approverLink = (deps: LinkDeps) =>
  `${deps.config.publicUrl}/project-management/timesheets?view=pending`;

interface SheetFacts {
  employeeName: string;
  /** Week ending as MM/DD/YYYY. */
  weekEnding: string;
  link: string;
}

export const greeting = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');

export function submittedMail(to: string, firstName: string | null, sheet: SheetFacts): MailMessage {
  return {
    to,
    subject: `Timesheet submitted for approval: ${sheet.employeeName}, week ending ${sheet.weekEnding}`,
    text: [
      greeting(firstName),
      '',
      `${sheet.employeeName} submitted the timesheet for the week ending ${sheet.weekEnding}. It is waiting for your approval:`,
      '',
      sheet.link,
    ].join('\n'),
  };
}

export function approvedMail(to: string, firstName: string | null, sheet: SheetFacts): MailMessage {
  return {
    to,
    subject: `Timesheet approved: week ending ${sheet.weekEnding}`,
    text: [
      greeting(firstName),
      '',
      `Your timesheet for the week ending ${sheet.weekEnding} was approved.`,
      '',
      sheet.link,
    ].join('\n'),
  };
}

export function declinedMail(
  to: string,
  firstName: string | null,
  sheet: SheetFacts & { declinedBy: string; comments: string | null },
): MailMessage {
  return {
    to,
    subject: `Timesheet declined: week ending ${sheet.weekEnding}`,
    text: [
      greeting(firstName),
      '',
      `${sheet.declinedBy} declined your timesheet for the week ending ${sheet.weekEnding}.`,
      ...(sheet.comments ? ['', `Comments: ${sheet.comments}`] : []),
      '',
      'Correct it and submit it again:',
      sheet.link,
    ].join('\n'),
  };
}

/** The reminders (jobs/reminders.ts). */

export function missingSheetMail(
  to: string,
  firstName: string | null,
  facts: { weekEnding: string; link: string },
): MailMessage {
  return {
    to,
    subject: `Reminder: timesheet for the week ending ${facts.weekEnding}`,
    text: [
      greeting(firstName),
      '',
      `Your timesheet for the week ending ${facts.weekEnding} has not been submitted yet. Please complete and submit it:`,
      '',
      facts.link,
    ].join('\n'),
  };
}

export function waitingApprovalsMail(
  to: string,
  firstName: string | null,
  facts: { count: number; link: string },
): MailMessage {
  const sheets = facts.count === 1 ? '1 timesheet has' : `${facts.count} timesheets have`;
  return {
    to,
    subject: `Reminder: ${sheets.replace(/ ha(s|ve)$/, '')} waiting for your approval`,
    text: [
      greeting(firstName),
      '',
      `${sheets} been waiting for your approval for more than two days:`,
      '',
      facts.link,
    ].join('\n'),
  };
}
