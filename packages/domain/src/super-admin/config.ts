/**
 * Configuration values: every key the portal reads, with its value type and default (config-catalogue.ts adds
 * what each means, for the server).
 * Values are stored as text (configurations table); the typed readers below interpret them.
 * Customer-specific behaviour (legacy cut-off, old site, vaccine dates) lives here as data, not code.
 */
import { CONFIGURATION_ENTRIES } from './config-entries.ts';

export const CONFIGURATION_VALUE_TYPES = ['String', 'Number', 'Boolean', 'Json', 'Url', 'Email'] as const;
export type ConfigurationValueType = (typeof CONFIGURATION_VALUE_TYPES)[number];

/** A key's type and default: all the browser needs to read values. */
export interface ConfigurationDefault {
  key: string;
  valueType: ConfigurationValueType;
  defaultValue: string;
  /** Readable without a session (branding on the sign-in page, the single-sign-on domain). */
  public: boolean;
}

export type ConfigurationKey = (typeof CONFIGURATION_ENTRIES)[number]['key'];

export const CONFIGURATION_DEFAULTS: readonly ConfigurationDefault[] = CONFIGURATION_ENTRIES.map((entry) => ({
  ...entry,
  public: 'public' in entry && entry.public,
}));

/** key → stored text (null when the stored value is null). */
export type ConfigurationValues = Readonly<Record<string, string | null | undefined>>;

const byKey = new Map<string, ConfigurationDefault>(
  CONFIGURATION_DEFAULTS.map((entry) => [entry.key, entry]),
);

export function isPublicConfigurationKey(key: string): boolean {
  return byKey.get(key)?.public ?? false;
}

export function toConfigurationValues(
  rows: readonly { key: string; value: string | null }[],
): ConfigurationValues {
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

function rawValue(values: ConfigurationValues, key: ConfigurationKey): string {
  const stored = values[key];
  return stored ?? byKey.get(key)?.defaultValue ?? '';
}

export function readString(values: ConfigurationValues, key: ConfigurationKey): string {
  return rawValue(values, key).trim();
}

const TRUE_TEXTS = new Set(['true', '1', 'yes', 'on']);
const FALSE_TEXTS = new Set(['false', '0', 'no', 'off', '']);

/** Flags accept the legacy encodings '1'/'true' (ACCEPTANCE Gap 9); anything unreadable falls back to the default. */
export function readBoolean(values: ConfigurationValues, key: ConfigurationKey): boolean {
  const text = readString(values, key).toLowerCase();
  if (TRUE_TEXTS.has(text)) return true;
  if (FALSE_TEXTS.has(text)) return false;
  return TRUE_TEXTS.has((byKey.get(key)?.defaultValue ?? '').toLowerCase());
}

export function readNumber(values: ConfigurationValues, key: ConfigurationKey): number {
  const parsed = Number(readString(values, key));
  if (readString(values, key) !== '' && Number.isFinite(parsed)) return parsed;
  return Number(byKey.get(key)?.defaultValue ?? 0);
}

export function readJson(values: ConfigurationValues, key: ConfigurationKey): unknown {
  try {
    return JSON.parse(readString(values, key));
  } catch {
    return JSON.parse(byKey.get(key)?.defaultValue || 'null');
  }
}

/** A JSON list of strings, or a comma-separated list (older entries were stored that way). */
export function readStringList(values: ConfigurationValues, key: ConfigurationKey): string[] {
  const text = readString(values, key);
  if (text.startsWith('[')) {
    const parsed = readJson(values, key);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  }
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export const CONFIGURATION_VALUE_MESSAGES: Readonly<
  Record<Exclude<ConfigurationValueType, 'String'>, string>
> = {
  Email: 'Value must be a valid email address',
  Number: 'Value must be a valid number',
  Json: 'Value must be json format',
  Boolean: 'Value must be true or false',
  Url: 'Value must be a valid URL',
};

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The super-admin edit rules (S-006..S-010). Empty values are allowed (they switch a feature off);
 * root-relative paths count as URLs because the portal serves its own default logos.
 */
export function validateConfigurationValue(valueType: ConfigurationValueType, value: string): string | null {
  const text = value.trim();
  if (text === '' || valueType === 'String') return null;
  switch (valueType) {
    case 'Email':
      return text.includes('@') ? null : CONFIGURATION_VALUE_MESSAGES.Email;
    case 'Number':
      return Number.isFinite(Number(text)) ? null : CONFIGURATION_VALUE_MESSAGES.Number;
    case 'Boolean':
      return text === 'true' || text === 'false' ? null : CONFIGURATION_VALUE_MESSAGES.Boolean;
    case 'Url':
      return isHttpUrl(text) || /^\/(?!\/)/.test(text) ? null : CONFIGURATION_VALUE_MESSAGES.Url;
    case 'Json':
      try {
        JSON.parse(text);
        return null;
      } catch {
        return CONFIGURATION_VALUE_MESSAGES.Json;
      }
  }
}
