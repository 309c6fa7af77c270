import { CONFIGURATION_CATALOGUE, configurationEntry } from '@tally/domain/super-admin/config-catalogue';
import { type ConfigurationEdit, validateConfigurationEdit } from '@tally/domain/super-admin/config-edit';
import { WEEKDAY_KEYS } from '@tally/domain/timesheets/week';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput, notFound } from '../../../graphql/errors.ts';
import { validateReminderSetting } from '../../../jobs/reminders.ts';
import {
  findStoredConfiguration,
  listStoredConfigurations,
  type StoredConfiguration,
  saveConfiguration,
} from './configuration-admin.queries.ts';
import { invalidateConfigurationCache } from './configurations.cache.ts';

function catalogueDefault(key: string): StoredConfiguration | null {
  const entry = configurationEntry(key);
  if (!entry) return null;
  return {
    key: entry.key,
    value: entry.defaultValue,
    description: entry.description,
    valueType: entry.valueType,
    updatedAt: null,
  };
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

/**
 * Every configuration entry for the super-admin grid (S-003): the stored rows, plus the catalogue keys not
 * stored yet with their defaults (what the portal reads for them), sorted by key.
 */
export async function listAllConfigurations(deps: Pick<AppDeps, 'db'>): Promise<StoredConfiguration[]> {
  const byKey = new Map<string, StoredConfiguration>();
  for (const entry of CONFIGURATION_CATALOGUE) {
    const fallback = catalogueDefault(entry.key);
    if (fallback) byKey.set(entry.key, fallback);
  }
  for (const row of await listStoredConfigurations(deps.db)) byKey.set(row.key, row);
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * updateConfig (S-004..S-011): value, description and type required (a clearable key may be emptied, which
 * switches its feature off), the value valid for its type. The
 * in-process configuration cache is dropped so every reader sees the new value at once.
 */
export async function updateConfiguration(
  deps: Pick<AppDeps, 'db'>,
  input: { id: string } & ConfigurationEdit,
): Promise<StoredConfiguration> {
  const key = input.id.trim();
  const existing = (await findStoredConfiguration(deps.db, key)) ?? catalogueDefault(key);
  if (!existing) throw notFound('Configuration');
  const errors = validateConfigurationEdit(input, key);
  if (!errors.value && !errors.valueType && input.value.trim() !== '') {
    const keyError = keyValueError(key, input.value);
    if (keyError) errors.value = keyError;
  }
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  const saved = await saveConfiguration(deps.db, {
    key,
    value: input.value.trim(),
    description: input.description.trim(),
    valueType: input.valueType.trim() as StoredConfiguration['valueType'],
  });
  invalidateConfigurationCache();
  return saved;
}
