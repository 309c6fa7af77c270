import { productName } from '@tally/domain/shell/titles';
import type { MailMessage } from './mailer.ts';

export function resetPasswordMail(input: {
  to: string;
  firstName: string;
  link: string;
  companyShortName: string;
}): MailMessage {
  const product = productName(input.companyShortName);
  return {
    to: input.to,
    subject: `Reset your ${product} password`,
    text: [
      `Hello ${input.firstName},`,
      '',
      `Someone asked to reset the password of your ${product} account.`,
      'Open this link within one hour to choose a new password (it works once):',
      '',
      input.link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays unchanged.',
    ].join('\n'),
  };
}
