import type { Db } from '@tally/db';
import { readBoolean, readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import { timeZoneOrDefault } from '@tally/domain/timesheets/calendar-events';
import { Cron } from 'croner';
import { listConfigurationRows } from '../../../super-admin/index.ts';
import { findReminderJob } from '../queries/reminder-schedule.ts';
import type { ReminderSchedule } from '../records.ts';

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
  const job = await findReminderJob(db);
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
