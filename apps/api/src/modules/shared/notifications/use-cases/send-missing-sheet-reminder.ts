import { isoToDisplay } from '@tally/domain/shared/dates';
import { missingSheetMail, sheetLink } from '../messages.ts';
import type { MissingSheetReminder, NotificationDeps } from '../records.ts';

/** Throws when the mail is not sent (the outbox tries again). */
export async function sendMissingSheetReminder(
  deps: NotificationDeps,
  reminder: MissingSheetReminder,
): Promise<void> {
  await deps.mailer.send(
    missingSheetMail(reminder.to, reminder.firstName, {
      weekEnding: isoToDisplay(reminder.weekEnd),
      link: sheetLink(deps, reminder.weekEnd),
    }),
  );
}
