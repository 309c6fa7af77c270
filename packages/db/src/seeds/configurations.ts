import { CONFIGURATION_CATALOGUE } from '@tally/domain/super-admin/config-catalogue';
import type { DbOrTx } from '../client.ts';
import { configurations, timesheetThresholds } from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';

/**
 * Every known configuration key with its default value, and the weekly hours range 0–80.
 * Rows already there (the API adds missing defaults at boot) are kept.
 */
export async function insertConfigurations(
  db: DbOrTx,
  overrides: Record<string, string> = {},
): Promise<void> {
  await bulkInsert(
    db,
    configurations,
    CONFIGURATION_CATALOGUE.map((entry) => ({
      key: entry.key,
      value: overrides[entry.key] ?? entry.defaultValue,
      description: entry.description,
      valueType: entry.valueType,
    })),
    { onConflictDoNothing: true },
  );
  await db.insert(timesheetThresholds).values({ id: 1, min: '0', max: '80' }).onConflictDoNothing();
}
