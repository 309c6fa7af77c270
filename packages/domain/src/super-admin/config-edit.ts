import { WEEKDAY_KEYS } from '../timesheets/week.ts';
import {
  CONFIGURATION_VALUE_TYPES,
  type ConfigurationValueType,
  validateConfigurationValue,
} from './config.ts';

/** What the super-admin edit modal sends (S-004): the key itself is read-only. */
export interface ConfigurationEdit {
  value: string;
  description: string;
  valueType: string;
}

export type ConfigurationEditErrors = Partial<Record<keyof ConfigurationEdit, string>>;

export const CONFIGURATION_EDIT_REQUIRED: Readonly<Record<keyof ConfigurationEdit, string>> = {
  value: 'Value is required',
  description: 'Description is required',
  valueType: 'Type is required',
};

/**
 * Keys that ship empty or whose description says what 'Empty' means ('Empty: off', 'Empty: no cut-off'):
 * clearing one switches its feature off, so a blank value is accepted for them (issue 13).
 */
export const CLEARABLE_CONFIGURATION_KEYS: ReadonlySet<string> = new Set([
  'favicon-url',
  'logo-auth-url',
  'logo-topbar-url',
  'logo-timesheet-url',
  'sso-email-domain',
  'calendar-graph-client-id',
  'legacy-cutoff-date',
  'legacy-cutoff-message',
  'legacy-site-url',
  'netsuite-url',
  'change-order-prefix',
]);

export function isConfigurationValueType(value: string): value is ConfigurationValueType {
  return (CONFIGURATION_VALUE_TYPES as readonly string[]).includes(value);
}

/**
 * The rules of the configuration edit (S-004..S-010): value, description and type required (blank counts as
 * missing; a blank value is accepted for a clearable `key`), a known type, and the value valid for that type
 * in the spec's words. Empty object when valid.
 */
export function validateConfigurationEdit(edit: ConfigurationEdit, key?: string): ConfigurationEditErrors {
  const errors: ConfigurationEditErrors = {};
  const value = edit.value.trim();
  const valueType = edit.valueType.trim();
  if (valueType === '') errors.valueType = CONFIGURATION_EDIT_REQUIRED.valueType;
  else if (!isConfigurationValueType(valueType))
    errors.valueType = `Type must be one of ${CONFIGURATION_VALUE_TYPES.join(', ')}`;
  if (value === '') {
    if (!(key !== undefined && CLEARABLE_CONFIGURATION_KEYS.has(key)))
      errors.value = CONFIGURATION_EDIT_REQUIRED.value;
  } else if (isConfigurationValueType(valueType)) {
    const message = validateConfigurationValue(valueType, value);
    if (message) errors.value = message;
  }
  if (edit.description.trim() === '') errors.description = CONFIGURATION_EDIT_REQUIRED.description;
  return errors;
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
 * would stop every timesheet screen (E-020), a bad zone the calendar import. Null when the value is fine or the
 * key has no such rule. (The reminder keys' cron expression is parsed by the server's scheduler.)
 */
export function configurationKeyError(key: string, value: string): string | null {
  const text = value.trim();
  switch (key) {
    case 'week-end-day':
      return (WEEKDAY_KEYS as readonly string[]).includes(text.toLowerCase())
        ? null
        : `Value must be one of ${WEEKDAY_KEYS.join(', ')}`;
    case 'time-zone':
      return isTimeZone(text) ? null : 'Value must be a time zone such as America/New_York';
    default:
      return null;
  }
}
