import type { MailMessage } from '../../../mail/mailer.ts';

/** The texts of the timesheet notifications (Gap 32: submit → approvers, approve/decline → employee). */

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
