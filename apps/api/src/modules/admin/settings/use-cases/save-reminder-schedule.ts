import type { Db } from '@tally/db';
import { validateCronDescription, validateCronShape } from '@tally/domain/admin/admin-jobs';
import { readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import type { Viewer } from '../../../../auth/sessions.ts';
import { badUserInput, conflict } from '../../../../graphql/errors.ts';
import { invalidateConfigurationCache, validateReminderSetting } from '../../../super-admin/index.ts';
import { REMINDER_JOB_NAME, SCHEDULE_CHANGED } from '../messages.ts';
import {
  lockStoredConfiguration,
  saveScheduledJob,
  setConfigurationValue,
} from '../queries/reminder-schedule.ts';
import type { ReminderSchedule } from '../records.ts';
import { loadReminderSchedule } from './load-reminder-schedule.ts';

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
    const current = await lockStoredConfiguration(tx, 'reminder-email-cron');
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
    await saveScheduledJob(tx, REMINDER_JOB_NAME, job);
  });
  invalidateConfigurationCache();
  return loadReminderSchedule(deps.db, deps.clock());
}
