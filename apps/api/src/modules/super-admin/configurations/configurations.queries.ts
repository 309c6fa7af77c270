import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { CONFIGURATION_CATALOGUE } from '@tally/domain/super-admin/config-catalogue';
import { asc } from 'drizzle-orm';
import { invalidateConfigurationCache } from './configurations.cache.ts';

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
