import type { DbOrTx } from '@tally/db';
import {
  isPublicConfigurationKey,
  readString,
  toConfigurationValues,
} from '@tally/domain/super-admin/config';
import { CONFIGURATION_CATALOGUE } from '@tally/domain/super-admin/config-catalogue';
import { timeZoneOrDefault } from '@tally/domain/timesheets/calendar-events';
import type { AppDeps } from '../../../deps.ts';
import { cachedConfiguration } from './configurations.cache.ts';
import { listConfigurationRows } from './configurations.queries.ts';

export interface ConfigurationItem {
  key: string;
  value: string | null;
}

/**
 * The configuration entries a caller may read: everything for a signed-in user, the public ones
 * (branding, single-sign-on domain) for anyone. Catalogue defaults fill keys not stored yet.
 */
export async function listConfigurations(
  deps: Pick<AppDeps, 'db'>,
  signedIn: boolean,
): Promise<ConfigurationItem[]> {
  const stored = new Map((await listConfigurationRows(deps.db)).map((row) => [row.key, row.value]));
  const items = new Map<string, string | null>();
  for (const entry of CONFIGURATION_CATALOGUE) items.set(entry.key, entry.defaultValue);
  for (const [key, value] of stored) items.set(key, value);
  return [...items]
    .filter(([key]) => signedIn || isPublicConfigurationKey(key))
    .map(([key, value]) => ({ key, value }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** The company short name (branding: page titles, mails), read through the configuration cache. */
export function companyShortName(db: DbOrTx): Promise<string> {
  return cachedConfiguration(db, 'company-short-name', async () =>
    readString(toConfigurationValues(await listConfigurationRows(db)), 'company-short-name'),
  );
}

/** The firm's time zone (configuration time-zone, America/New_York when unset or unknown), cached. */
export function configuredTimeZone(db: DbOrTx): Promise<string> {
  return cachedConfiguration(db, 'time-zone', async () =>
    timeZoneOrDefault(readString(toConfigurationValues(await listConfigurationRows(db)), 'time-zone')),
  );
}
