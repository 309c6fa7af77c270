import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import {
  type ConfigurationValueType,
  readString,
  toConfigurationValues,
} from '@tally/domain/super-admin/config';
import { CONFIGURATION_CATALOGUE } from '@tally/domain/super-admin/config-catalogue';
import { timeZoneOrDefault } from '@tally/domain/timesheets/calendar-events';
import { asc, eq } from 'drizzle-orm';
import { cachedConfiguration, invalidateConfigurationCache } from './cache.ts';
import type { StoredConfiguration } from './records.ts';

const { configurations } = schema;

export async function listConfigurationRows(db: DbOrTx): Promise<{ key: string; value: string | null }[]> {
  return db
    .select({ key: configurations.key, value: configurations.value })
    .from(configurations)
    .orderBy(asc(configurations.key));
}

/** Inserts the catalogue entries missing from the table; stored values are never overwritten. */
export async function insertMissingConfigurationDefaults(db: DbOrTx): Promise<number> {
  const inserted = await db
    .insert(configurations)
    .values(
      CONFIGURATION_CATALOGUE.map((entry) => ({
        key: entry.key,
        value: entry.defaultValue,
        description: entry.description,
        valueType: entry.valueType,
      })),
    )
    .onConflictDoNothing({ target: configurations.key })
    .returning({ key: configurations.key });
  if (inserted.length > 0) invalidateConfigurationCache();
  return inserted.length;
}

const columns = {
  key: configurations.key,
  value: configurations.value,
  description: configurations.description,
  valueType: configurations.valueType,
  updatedAt: configurations.updatedAt,
};

export function listStoredConfigurations(db: DbOrTx): Promise<StoredConfiguration[]> {
  return db.select(columns).from(configurations).orderBy(asc(configurations.key));
}

export async function findStoredConfiguration(db: DbOrTx, key: string): Promise<StoredConfiguration | null> {
  const [row] = await db.select(columns).from(configurations).where(eq(configurations.key, key)).limit(1);
  return row ?? null;
}

/** Writes one entry (inserting a catalogue key that was not stored yet). */
export async function saveConfiguration(
  db: DbOrTx,
  entry: { key: string; value: string; description: string; valueType: ConfigurationValueType },
): Promise<StoredConfiguration> {
  const now = new Date();
  const [row] = await db
    .insert(configurations)
    .values({ ...entry, updatedAt: now })
    .onConflictDoUpdate({
      target: configurations.key,
      set: { value: entry.value, description: entry.description, valueType: entry.valueType, updatedAt: now },
    })
    .returning(columns);
  if (!row) throw new Error('configuration not saved');
  return row;
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
