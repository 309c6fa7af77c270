import { validateConfigurationValue } from '@tally/domain/super-admin/config';
import { Cron } from 'croner';

/**
 * Configuration validation of the reminder keys: the value type, and a cron expression croner (the server's
 * scheduler) accepts. The other key rules are the domain's (`configurationKeyError`).
 */
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
