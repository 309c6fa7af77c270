import type { ConfigurationValueType } from '@tally/domain/super-admin/config';
import { configurationEntry } from '@tally/domain/super-admin/config-catalogue';

/** A configuration row as the super-admin grid shows it. */
export interface StoredConfiguration {
  key: string;
  value: string | null;
  description: string | null;
  valueType: ConfigurationValueType;
  updatedAt: Date | null; // null: a catalogue default never stored
}

/** A configuration entry a caller may read (the public query `configurations`). */
export interface ConfigurationItem {
  key: string;
  value: string | null;
}

/** A catalogue key as the grid shows it before it is stored: its default, never updated. */
export function catalogueDefault(key: string): StoredConfiguration | null {
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
