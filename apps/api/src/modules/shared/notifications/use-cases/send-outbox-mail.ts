import { type WelcomeMailFacts, welcomeMail } from '../../../../mail/welcome-mail.ts';
import { rescheduleOutboxRow } from '../queries.ts';
import type {
  DecidedMailFacts,
  MissingSheetReminder,
  NotificationDeps,
  OutboxRow,
  WaitingApprovalsReminder,
} from '../records.ts';
import { sendMissingSheetReminder } from './send-missing-sheet-reminder.ts';
import { sendTimesheetDecided } from './send-timesheet-decided.ts';
import { sendTimesheetSubmitted } from './send-timesheet-submitted.ts';
import { sendWaitingApprovalsReminder } from './send-waiting-approvals-reminder.ts';

type Deps = NotificationDeps;

/** A mail failing this many times is dropped (logged as an error). */
const MAX_ATTEMPTS = 8;
/** Wait before the next try: 1, 2, 4... minutes, at most an hour. */
const backoffSeconds = (attempts: number) => Math.min(60 * 2 ** (attempts - 1), 3600);

/** The kinds of outbox mail and how each is sent (throwing when it is not). */
const senders: Record<string, (deps: Deps, payload: Record<string, unknown>) => Promise<void>> = {
  'timesheet-decided': (deps, payload) => sendTimesheetDecided(deps, payload as unknown as DecidedMailFacts),
  'timesheet-submitted': (deps, payload) =>
    sendTimesheetSubmitted(deps, payload as unknown as Parameters<typeof sendTimesheetSubmitted>[1]),
  'reminder-missing-sheet': (deps, payload) =>
    sendMissingSheetReminder(deps, payload as unknown as MissingSheetReminder),
  'reminder-waiting-approvals': (deps, payload) =>
    sendWaitingApprovalsReminder(deps, payload as unknown as WaitingApprovalsReminder),
  'user-created': (deps, payload) => deps.mailer.send(welcomeMail(payload as unknown as WelcomeMailFacts)),
};

/** Sends one claimed mail; answers whether its row is done with (sent, or dropped after MAX_ATTEMPTS). */
export async function sendOutboxMail(deps: Deps, row: OutboxRow): Promise<boolean> {
  try {
    const send = senders[row.kind];
    if (!send) throw new Error(`unknown outbox mail kind ${row.kind}`);
    await send(deps, row.payload);
    return true;
  } catch (error) {
    if (row.attempts >= MAX_ATTEMPTS) {
      deps.logger.error(
        { err: error, id: row.id, kind: row.kind },
        'outbox mail dropped after repeated failures',
      );
      return true;
    }
    deps.logger.warn({ err: error, id: row.id, kind: row.kind }, 'outbox mail not sent, will try again');
    await rescheduleOutboxRow(deps.db, row.id, backoffSeconds(row.attempts), String(error));
    return false;
  }
}
