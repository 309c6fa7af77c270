import { type Db, schema } from '@tally/db';
import { eq } from 'drizzle-orm';
import { invalidateConfigurationCache } from '../../src/modules/super-admin/index.ts';

/** Sets (or with null removes) a configuration value, dropping the app's cached configuration. */
export async function setConfiguration(db: Db, key: string, value: string | null): Promise<void> {
  if (value === null) {
    await db.delete(schema.configurations).where(eq(schema.configurations.key, key));
  } else {
    await db
      .insert(schema.configurations)
      .values({ key, value })
      .onConflictDoUpdate({ target: schema.configurations.key, set: { value } });
  }
  invalidateConfigurationCache();
}

/** Sets (or with null removes) the portal-wide submit bounds (timesheet_thresholds row 1). */
export async function setSubmitThreshold(
  db: Db,
  threshold: { min: number; max: number } | null,
): Promise<void> {
  await db.delete(schema.timesheetThresholds);
  if (threshold) {
    await db
      .insert(schema.timesheetThresholds)
      .values({ id: 1, min: String(threshold.min), max: String(threshold.max) });
  }
  invalidateConfigurationCache();
}

export type ConfigurationInput = { key: string } & Partial<typeof schema.configurations.$inferInsert>;

/** A configuration row as stored (no upsert, cache left alone: for tests of loading and listing). */
export async function createConfiguration(db: Db, input: ConfigurationInput): Promise<string> {
  const [row] = await db
    .insert(schema.configurations)
    .values(input)
    .returning({ key: schema.configurations.key });
  return row!.key;
}
