import { type DbOrTx, schema } from '@tally/db';
import { type OverrideRule, savedRules } from '@tally/domain/finance/overrides';
import { readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import { eq } from 'drizzle-orm';
import { cachedConfiguration, listConfigurationRows } from '../../../../super-admin/index.ts';

/** The user's saved snapshot overrides (me.settings, F-071) as stored; null when none are saved. */
async function findSavedOverrides(db: DbOrTx, userId: string): Promise<string | null> {
  const [user] = await db
    .select({ settings: schema.users.settings })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  const text = user?.settings.timesheetDailySnapshotOverrides;
  return typeof text === 'string' ? text : null;
}

/** Whether configuration daily-snapshot-overrides is 'true' (F-019, F-024). */
function overridesEnabled(db: DbOrTx): Promise<boolean> {
  return cachedConfiguration(db, 'daily-snapshot-overrides', async () => {
    const values = toConfigurationValues(await listConfigurationRows(db));
    return readString(values, 'daily-snapshot-overrides') === 'true';
  });
}

/**
 * The rules that apply to a user's snapshot rows: their saved overrides (me.settings, F-071) when the
 * configuration turns overrides on, else none.
 */
export async function overrideRulesOf(db: DbOrTx, userId: string): Promise<OverrideRule[]> {
  if (!(await overridesEnabled(db))) return [];
  return savedRules(await findSavedOverrides(db, userId));
}
