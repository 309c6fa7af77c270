import { CONFIGURATION_DEFAULTS, type ConfigurationDefault, type ConfigurationKey } from './config.ts';
import { CONFIGURATION_DESCRIPTIONS } from './config-descriptions.ts';

/** A configuration key as super-admins see it: type, default and what it means. Server-side only. */
export interface ConfigurationEntry extends ConfigurationDefault {
  description: string;
}

export const CONFIGURATION_CATALOGUE: readonly ConfigurationEntry[] = CONFIGURATION_DEFAULTS.map((entry) => ({
  ...entry,
  description: CONFIGURATION_DESCRIPTIONS[entry.key as ConfigurationKey] ?? '',
}));

const byKey = new Map(CONFIGURATION_CATALOGUE.map((entry) => [entry.key, entry]));

export function configurationEntry(key: string): ConfigurationEntry | undefined {
  return byKey.get(key);
}
