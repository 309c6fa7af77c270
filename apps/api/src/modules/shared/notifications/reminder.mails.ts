import type { MailMessage } from '../../../mail/mailer.ts';
import { greeting } from './notifications.mails.ts';

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
