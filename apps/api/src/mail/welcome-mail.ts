import { productName } from '@tally/domain/shell/titles';
import type { MailMessage } from './mailer.ts';

/** What the outbox keeps of a new account's welcome mail (createUser with notify, D-013). */
export interface WelcomeMailFacts {
  to: string;
  firstName: string | null;
  companyShortName: string;
  signInLink: string;
  /** The admin typed a password (told to the person by the admin, never mailed). */
  passwordSet: boolean;
  resetLink: string;
}

export function welcomeMail(facts: WelcomeMailFacts): MailMessage {
  const product = productName(facts.companyShortName);
  return {
    to: facts.to,
    subject: `Your ${product} account`,
    text: [
      facts.firstName ? `Hello ${facts.firstName},` : 'Hello,',
      '',
      `An account of the ${product} has been created for you (${facts.to}).`,
      facts.passwordSet
        ? 'Sign in with this address and the password your administrator gives you:'
        : 'Sign in with your company account:',
      '',
      facts.signInLink,
      '',
      facts.passwordSet
        ? `To choose a password of your own, use the password reset page: ${facts.resetLink}`
        : `To sign in with a password instead, set one on the password reset page: ${facts.resetLink}`,
    ].join('\n'),
  };
}
