import type { DatabaseKind, Db, DbOrTx } from '@tally/db';
import { timeZoneOrDefault } from '@tally/domain/calendar-events';
import {
  type ConfigurationValues,
  readBoolean,
  readString,
  toConfigurationValues,
  validateConfigurationValue,
} from '@tally/domain/config';
import { isoToCompact, isoToDisplay } from '@tally/domain/dates';
import { defaultWeekEnd, parseWeekEndDay, previousWeekEnd } from '@tally/domain/week';
import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { listConfigurationRows } from '../modules/configurations/configurations.queries.ts';
import { missingSheetMail, waitingApprovalsMail } from './reminders.mails.ts';
import { listMissingSheetRecipients, listWaitingApprovers } from './reminders.queries.ts';

/** pg advisory lock key of the reminders job (any fixed bigint, unique among the jobs). */
export const REMINDERS_LOCK_KEY = 7_420_001;
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

export interface ReminderDeps {
  db: Db;
  databaseKind: DatabaseKind;
  config: Pick<AppConfig, 'publicUrl'>;
  mailer: Mailer;
  logger: Logger;
}

export type ReminderOutcome =
  | { ran: false; reason: 'disabled' | 'locked' }
  | { ran: true; weekEnd: string; employees: number; approvers: number };

/** Configuration validation of the reminder keys: the value type, and a cron expression croner accepts. */
export function validateReminderSetting(key: string, value: string): string | null {
  if (key === 'reminder-email-cron') {
    try {
      new Cron(value.trim(), { paused: true }).stop();
      return null;
    } catch {
      return 'Value must be a cron expression (minute hour day month weekday)';
    }
  }
  if (key === 'reminder-email-enabled') return validateConfigurationValue('Boolean', value);
  return null;
}

/** The calendar date of a moment in the given zone. */
function dateIn(moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

/** The last week that ended before today (today in the configured zone, weeks per week-end-day). */
export function lastCompletedWeekEnd(values: ConfigurationValues, now: Date): string {
  const today = dateIn(now, timeZoneOrDefault(readString(values, 'time-zone')));
  return previousWeekEnd(defaultWeekEnd(today, parseWeekEndDay(readString(values, 'week-end-day'))));
}

async function sendAll(deps: ReminderDeps, messages: readonly MailMessage[]): Promise<void> {
  const results = await Promise.allSettled(messages.map((message) => deps.mailer.send(message)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected')
      deps.logger.warn({ err: result.reason, to: messages[index]?.to }, 'reminder not sent');
  }
}

async function remind(deps: ReminderDeps, db: DbOrTx, values: ConfigurationValues, now: Date) {
  const weekEnd = lastCompletedWeekEnd(values, now);
  const employees = await listMissingSheetRecipients(db, weekEnd);
  const approvers = await listWaitingApprovers(db, new Date(now.getTime() - TWO_DAYS_MS));
  const sheetFacts = {
    weekEnding: isoToDisplay(weekEnd),
    link: `${deps.config.publicUrl}/user/timesheets/${isoToCompact(weekEnd)}`,
  };
  const queueLink = `${deps.config.publicUrl}/project-management/timesheets?view=pending`;
  await sendAll(deps, [
    ...employees.map((r) => missingSheetMail(r.email, r.firstName, sheetFacts)),
    ...approvers.map((r) => waitingApprovalsMail(r.email, r.firstName, { count: r.count, link: queueLink })),
  ]);
  return { ran: true as const, weekEnd, employees: employees.length, approvers: approvers.length };
}

/**
 * Sends the reminders once. On PostgreSQL inside pg_try_advisory_xact_lock, so only one API instance
 * sends them (a second concurrent run does nothing); PGlite is one process, so it runs directly.
 */
export async function runReminders(deps: ReminderDeps, now: Date): Promise<ReminderOutcome> {
  const values = toConfigurationValues(await listConfigurationRows(deps.db));
  if (!readBoolean(values, 'reminder-email-enabled')) return { ran: false, reason: 'disabled' };
  if (deps.databaseKind === 'pglite') return remind(deps, deps.db, values, now);
  return deps.db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${REMINDERS_LOCK_KEY}) as locked`,
    );
    if (!lock.rows[0]?.locked) return { ran: false, reason: 'locked' } as const;
    return remind(deps, tx, values, now);
  });
}

/** Schedules the reminders with the cron and time zone read from configuration now (read again at each start). */
export async function scheduleReminders(deps: ReminderDeps): Promise<Cron | null> {
  const values = toConfigurationValues(await listConfigurationRows(deps.db));
  const pattern = readString(values, 'reminder-email-cron').trim();
  const invalid = validateReminderSetting('reminder-email-cron', pattern);
  if (invalid) {
    deps.logger.error(
      { pattern },
      'reminder-email-cron is not a valid cron expression; reminders not scheduled',
    );
    return null;
  }
  return new Cron(
    pattern,
    {
      protect: true,
      timezone: timeZoneOrDefault(readString(values, 'time-zone')),
      catch: (error) => deps.logger.error({ err: error }, 'reminders failed'),
    },
    async () => {
      const outcome = await runReminders(deps, new Date());
      if (outcome.ran) deps.logger.info(outcome, 'reminders sent');
    },
  );
}
