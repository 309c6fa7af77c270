import type { Db, DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { validateCronDescription, validateCronShape } from '@tally/domain/admin/admin-jobs';
import { readBoolean, readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import { timeZoneOrDefault } from '@tally/domain/timesheets/calendar-events';
import { Cron } from 'croner';
import { eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../../auth/sessions.ts';
import { badUserInput, conflict } from '../../../graphql/errors.ts';
import {
  invalidateConfigurationCache,
  listConfigurationRows,
  validateReminderSetting,
} from '../../super-admin/index.ts';

const { configurations, scheduledJobs, users } = schema;

/** The scheduled_jobs row of the reminders job (its wording, who set it); the cron itself is configuration. */
export const REMINDER_JOB_NAME = 'reminder-email';
export const SCHEDULE_CHANGED =
  'The reminder schedule was changed by someone else since you opened it. Reload to see it.';

export interface ReminderSchedule {
  cronExpression: string;
  cronDescription: string | null;
  enabled: boolean;
  timeZone: string;
  nextRuns: Date[];
  updatedBy: string | null;
  updatedAt: Date | null;
}

function nextRuns(pattern: string, timeZone: string, now: Date): Date[] {
  try {
    const cron = new Cron(pattern, { paused: true, timezone: timeZone });
    const runs = cron.nextRuns(3, now);
    cron.stop();
    return runs;
  } catch {
    return [];
  }
}

/** The reminders job's schedule: cron and on/off from configuration, its wording from scheduled_jobs. */
export async function loadReminderSchedule(db: Db, now: Date): Promise<ReminderSchedule> {
  const values = toConfigurationValues(await listConfigurationRows(db));
  const cronExpression = readString(values, 'reminder-email-cron').trim();
  const timeZone = timeZoneOrDefault(readString(values, 'time-zone'));
  const [job] = await db
    .select({
      description: scheduledJobs.description,
      cron: scheduledJobs.cronExpression,
      updatedAt: scheduledJobs.updatedAt,
      updatedBy: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
    })
    .from(scheduledJobs)
    .leftJoin(users, eq(users.id, scheduledJobs.updatedByUserId))
    .where(eq(scheduledJobs.name, REMINDER_JOB_NAME))
    .limit(1);
  // The wording describes the cron it was saved with; after an edit of the key elsewhere it no longer applies.
  const described = job && job.cron === cronExpression;
  return {
    cronExpression,
    cronDescription: described ? job.description : null,
    enabled: readBoolean(values, 'reminder-email-enabled'),
    timeZone,
    nextRuns: nextRuns(cronExpression, timeZone, now),
    updatedBy: job?.updatedBy ?? null,
    updatedAt: job?.updatedAt ?? null,
  };
}

async function setConfigurationValue(db: DbOrTx, key: string, value: string): Promise<void> {
  await db
    .insert(configurations)
    .values({ key, value })
    .onConflictDoUpdate({ target: configurations.key, set: { value, updatedAt: new Date() } });
}

/**
 * reminderEmailJob(cronExpression, cronDescription, currentScheduler) (D-060): sets configuration
 * reminder-email-cron (which the reminders job reads; every instance reschedules within 10 s) with the
 * human wording, and optionally turns the job on or off. currentScheduler is the expression the form showed:
 * when someone changed it meanwhile, nothing is written (CONFLICT).
 */
export async function saveReminderSchedule(
  deps: { db: Db; clock: () => Date },
  viewer: Viewer,
  input: {
    cronExpression: string;
    cronDescription: string;
    currentScheduler: string | null;
    enabled: boolean | null;
  },
): Promise<ReminderSchedule> {
  const cronExpression = input.cronExpression.trim().replace(/\s+/g, ' ');
  const cronDescription = input.cronDescription.trim();
  const errors: Record<string, string> = {};
  const cronError =
    validateCronShape(cronExpression) ?? validateReminderSetting('reminder-email-cron', cronExpression);
  if (cronError) errors.cronExpression = cronError;
  const descriptionError = validateCronDescription(cronDescription);
  if (descriptionError) errors.cronDescription = descriptionError;
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ value: configurations.value })
      .from(configurations)
      .where(eq(configurations.key, 'reminder-email-cron'))
      .for('update');
    const stored = readString(
      toConfigurationValues(current ? [{ key: 'reminder-email-cron', value: current.value }] : []),
      'reminder-email-cron',
    );
    if (input.currentScheduler !== null && stored.trim() !== input.currentScheduler.trim()) {
      throw conflict(SCHEDULE_CHANGED);
    }
    await setConfigurationValue(tx, 'reminder-email-cron', cronExpression);
    if (input.enabled !== null) {
      await setConfigurationValue(tx, 'reminder-email-enabled', String(input.enabled));
    }
    const job = {
      cronExpression,
      description: cronDescription,
      updatedByUserId: viewer.userId,
      updatedAt: new Date(),
    };
    await tx
      .insert(scheduledJobs)
      .values({ name: REMINDER_JOB_NAME, ...job })
      .onConflictDoUpdate({ target: scheduledJobs.name, set: job });
  });
  invalidateConfigurationCache();
  return loadReminderSchedule(deps.db, deps.clock());
}
