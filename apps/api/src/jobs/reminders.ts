import type { DatabaseKind, Db, DbOrTx } from '@tally/db';
import {
  type ConfigurationValues,
  readBoolean,
  readString,
  toConfigurationValues,
  validateConfigurationValue,
} from '@tally/domain/super-admin/config';
import { timeZoneOrDefault } from '@tally/domain/timesheets/calendar-events';
import { defaultWeekEnd, parseWeekEndDay, previousWeekEnd } from '@tally/domain/timesheets/week';
import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import {
  type NotificationDeps,
  wakeMailOutbox,
  writeReminderMails,
} from '../modules/shared/notifications/index.ts';
import { CONFIGURATION_CACHE_MS } from '../modules/super-admin/configurations/configurations.cache.ts';
import { listConfigurationRows } from '../modules/super-admin/configurations/configurations.queries.ts';
import { recordJobRun } from '../observability/metrics.ts';
import { listMissingSheetRecipients, listWaitingApprovers } from './reminders.queries.ts';

/** pg advisory lock key of the reminders job (any fixed bigint, unique among the jobs). */
export const REMINDERS_LOCK_KEY = 7_420_001;
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

export type ReminderDeps = Omit<NotificationDeps, 'config'> & {
  db: Db;
  databaseKind: DatabaseKind;
  /** reminderCron: REMINDER_CRON, the schedule instead of the reminder-email-cron configuration key. */
  config: NotificationDeps['config'] & { reminderCron?: string | undefined };
};

/** The schedule: REMINDER_CRON when set, else the configured reminder-email-cron. */
function patternOf(deps: ReminderDeps, values: ConfigurationValues): string {
  return deps.config.reminderCron ?? readString(values, 'reminder-email-cron').trim();
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

/** Writes the run's reminders to the mail outbox, in the caller's transaction. */
async function remind(tx: DbOrTx, values: ConfigurationValues, now: Date) {
  const weekEnd = lastCompletedWeekEnd(values, now);
  const employees = await listMissingSheetRecipients(tx, weekEnd);
  const approvers = await listWaitingApprovers(tx, new Date(now.getTime() - TWO_DAYS_MS));
  await writeReminderMails(tx, {
    missingSheets: employees.map((r) => ({ to: r.email, firstName: r.firstName, weekEnd })),
    waitingApprovals: approvers.map((r) => ({ to: r.email, firstName: r.firstName, count: r.count })),
  });
  return { ran: true as const, weekEnd, employees: employees.length, approvers: approvers.length };
}

/**
 * Runs the reminders once: the mails go to the outbox in one transaction with the lists they come from (all or
 * none), and the outbox sends them after the commit, retrying failures. On PostgreSQL the transaction holds
 * pg_try_advisory_xact_lock, so only one API instance writes them (a concurrent run does nothing); PGlite is
 * one process.
 */
export async function runReminders(
  deps: ReminderDeps,
  now: Date,
  minGapSeconds = 0,
): Promise<ReminderOutcome> {
  const values = toConfigurationValues(await listConfigurationRows(deps.db));
  if (!readBoolean(values, 'reminder-email-enabled')) {
    recordJobRun('reminders', 'disabled');
    return { ran: false, reason: 'disabled' };
  }
  const outcome = await deps.db.transaction(async (tx): Promise<ReminderOutcome> => {
    if (deps.databaseKind === 'postgres') {
      const lock = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${REMINDERS_LOCK_KEY}) as locked`,
      );
      if (!lock.rows[0]?.locked) return { ran: false, reason: 'locked' };
    }
    if (minGapSeconds > 0 && !(await claimRun(tx, now, minGapSeconds)))
      return { ran: false, reason: 'locked' };
    return remind(tx, values, now);
  });
  recordJobRun('reminders', outcome.ran ? 'ran' : outcome.reason);
  if (outcome.ran && outcome.employees + outcome.approvers > 0) wakeMailOutbox(deps);
  return outcome;
}

/**
 * The scheduled_jobs row that records when the reminders last ran (any instance); apart from the schedule's own
 * row ('reminder-email', reminder-schedule.service.ts), whose wording and editor a run must not touch.
 */
const RUNS_ROW = 'reminder-email:last-run';

/**
 * Every instance's cron fires at the same moment; the advisory lock keeps them from running together, and this
 * from running one after the other: the run is taken only when none ran in the last `minGapSeconds` (half
 * the schedule's period), recorded in the run's own transaction.
 */
async function claimRun(tx: DbOrTx, now: Date, minGapSeconds: number): Promise<boolean> {
  const claimed = await tx.execute<{ name: string }>(sql`
    insert into scheduled_jobs (name, cron_expression, last_run_at) values (${RUNS_ROW}, '', ${now.toISOString()})
    on conflict (name) do update set last_run_at = excluded.last_run_at
    where scheduled_jobs.last_run_at is null
      or scheduled_jobs.last_run_at <= excluded.last_run_at - make_interval(secs => ${minGapSeconds})
    returning name`);
  return claimed.rows.length > 0;
}

/** Half the time between two runs of the schedule (at least a second): the gap claimRun keeps. */
function minGapOf(cron: Cron): number {
  const [first, second] = cron.nextRuns(2);
  if (!first || !second) return 1;
  return Math.max(1, (second.getTime() - first.getTime()) / 2000);
}

/**
 * Schedules the reminders with the cron (REMINDER_CRON, or configuration) and the time zone read from
 * configuration now (read again at each start).
 */
export async function scheduleReminders(deps: ReminderDeps): Promise<Cron | null> {
  const values = toConfigurationValues(await listConfigurationRows(deps.db));
  const pattern = patternOf(deps, values);
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
      catch: (error) => {
        recordJobRun('reminders', 'failed');
        deps.logger.error({ err: error }, 'reminders failed');
      },
    },
    async (cron: Cron) => {
      const outcome = await runReminders(deps, new Date(), minGapOf(cron));
      if (outcome.ran) deps.logger.info(outcome, 'reminders sent');
      // Every instance fires; the others say so, so an operator sees the run was taken once.
      else if (outcome.reason === 'locked') deps.logger.info('reminders left to the instance that ran them');
    },
  );
}

/** What a schedule depends on: a change of either reschedules. */
async function scheduleKey(deps: ReminderDeps): Promise<string> {
  const values = toConfigurationValues(await listConfigurationRows(deps.db));
  return `${patternOf(deps, values)}|${readString(values, 'time-zone')}`;
}

/**
 * How often each instance reads the schedule again: the configuration cache's lifetime, the delay after which
 * every other configuration change shows on every instance (a minute made a new cron wait for up to a minute
 * and then for its next match, on the saving instance too).
 */
export const RESCHEDULE_CHECK_MS = CONFIGURATION_CACHE_MS;

/**
 * Schedules the reminders and keeps the schedule in step with configuration: every RESCHEDULE_CHECK_MS each
 * instance reads reminder-email-cron and time-zone again and reschedules when they changed (reminderEmailJob,
 * D-060, or the configuration grid), so no restart is needed. stop() ends both.
 */
export async function watchReminderSchedule(
  deps: ReminderDeps,
  intervalMs = RESCHEDULE_CHECK_MS,
): Promise<{ stop(): void; current(): Cron | null }> {
  let key = await scheduleKey(deps);
  let cron = await scheduleReminders(deps);
  let checking = false;
  const timer = setInterval(async () => {
    if (checking) return;
    checking = true;
    try {
      const next = await scheduleKey(deps);
      if (next !== key) {
        cron?.stop();
        cron = await scheduleReminders(deps);
        key = next;
        deps.logger.info({ schedule: next }, 'reminders rescheduled');
      }
    } catch (error) {
      deps.logger.error({ err: error }, 'reading the reminder schedule failed');
    } finally {
      checking = false;
    }
  }, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      cron?.stop();
    },
    current: () => cron,
  };
}
