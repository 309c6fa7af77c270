import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import type { ConfigurationValueType } from '@tally/domain/super-admin/config';
import { asc, eq } from 'drizzle-orm';

const { configurations } = schema;

export interface StoredConfiguration {
  key: string;
  value: string | null;
  description: string | null;
  valueType: ConfigurationValueType;
  updatedAt: Date | null; // null: a catalogue default never stored
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
