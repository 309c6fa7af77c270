import { type DbOrTx, schema } from '@tally/db';
import { DEFAULT_THRESHOLD } from '@tally/domain/admin/thresholds';
import { eq, sql } from 'drizzle-orm';
import type { ThresholdSetting } from '../records.ts';

const { timesheetThresholds, users } = schema;

/** The stored submit bounds with who set them and when; the defaults (configured false) when none is. */
export async function loadThresholdSetting(db: DbOrTx): Promise<ThresholdSetting> {
  const [row] = await db
    .select({
      min: timesheetThresholds.min,
      max: timesheetThresholds.max,
      updatedAt: timesheetThresholds.updatedAt,
      updatedBy: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
    })
    .from(timesheetThresholds)
    .leftJoin(users, eq(users.id, timesheetThresholds.updatedByUserId))
    .where(eq(timesheetThresholds.id, 1))
    .limit(1);
  if (!row) return { ...DEFAULT_THRESHOLD, configured: false, updatedBy: null, updatedAt: null };
  return {
    min: Number(row.min),
    max: Number(row.max),
    configured: true,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt,
  };
}

/** Writes the one thresholds row (id 1). */
export async function saveThresholdRow(
  db: DbOrTx,
  values: { min: string; max: string; updatedByUserId: string; updatedAt: Date },
): Promise<void> {
  await db
    .insert(timesheetThresholds)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: timesheetThresholds.id, set: values });
}
