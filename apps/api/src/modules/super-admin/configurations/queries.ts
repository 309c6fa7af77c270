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
import type { StoredConfiguration } from './records.ts';

/**
 * The configuration reads, and the one in-process cache of portal-wide settings that nearly every request
 * reads (configuration rows, the timesheet submit thresholds): read through once per database and kept for a
 * short while. Writes made by this process call `invalidateConfigurationCache()` (the configurations
 * module's writes do; test fixtures that write these tables directly must too). Changes made elsewhere
 * (another instance, SQL by an administrator) show after at most `CONFIGURATION_CACHE_MS`.
 */
export const CONFIGURATION_CACHE_MS = 10_000;

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

let entries = new WeakMap<object, Map<string, Entry>>();

/** The cached value of `key` for this database, loaded by `load` when missing or expired. */
export function cachedConfiguration<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  let byKey = entries.get(db);
  if (!byKey) {
    byKey = new Map();
    entries.set(db, byKey);
  }
  const now = Date.now();
  const hit = byKey.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  const entry = { value, expires: now + CONFIGURATION_CACHE_MS };
  byKey.set(key, entry);
  // A failed read is not kept: the next caller tries again.
  value.catch(() => {
    if (byKey.get(key) === entry) byKey.delete(key);
  });
  return value;
}

/** Forget every cached setting (call after writing configurations or thresholds). */
export function invalidateConfigurationCache(): void {
  entries = new WeakMap();
}

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
