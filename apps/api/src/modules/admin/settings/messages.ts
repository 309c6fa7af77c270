/** The scheduled_jobs row of the reminders job (its wording, who set it); the cron itself is configuration. */
export const REMINDER_JOB_NAME = 'reminder-email';
export const SCHEDULE_CHANGED =
  'The reminder schedule was changed by someone else since you opened it. Reload to see it.';
