import { validateConfigurationValue } from '@tally/domain/super-admin/config';
import { WEEKDAY_KEYS } from '@tally/domain/timesheets/week';
import { Cron } from 'croner';

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

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Rules of keys the portal cannot run without reading correctly (beyond their value type): a bad week-end-day
 * would stop every timesheet screen (E-020), a bad cron the reminders, a bad zone the calendar import.
 */
export function keyValueError(key: string, value: string): string | null {
  const text = value.trim();
  switch (key) {
    case 'week-end-day':
      return (WEEKDAY_KEYS as readonly string[]).includes(text.toLowerCase())
        ? null
        : `Value must be one of ${WEEKDAY_KEYS.join(', ')}`;
    case 'time-zone':
      return isTimeZone(text) ? null : 'Value must be a time zone such as America/New_York';
    case 'reminder-email-cron':
    case 'reminder-email-enabled':
      return validateReminderSetting(key, text);
    default:
      return null;
  }
}
