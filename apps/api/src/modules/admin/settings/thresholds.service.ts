import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { DEFAULT_THRESHOLD, validateThreshold } from '@tally/domain/admin/thresholds';
import { eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput } from '../../../graphql/errors.ts';
import { invalidateConfigurationCache } from '../../super-admin/index.ts';

const { timesheetThresholds, users } = schema;

/** The submit bounds with who set them and when (D-059); `configured` is false when none is stored. */
export interface ThresholdSetting {
  min: number;
  max: number;
  configured: boolean;
  updatedBy: string | null;
  updatedAt: Date | null;
}

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

/** timesheetThreshold(min, max) (D-059): 0 ≤ min ≤ max ≤ 120; the submit checks use the new bounds at once. */
export async function saveThreshold(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  input: { min: number; max: number },
): Promise<ThresholdSetting> {
  const errors = validateThreshold(input.min, input.max);
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  const values = {
    min: String(input.min),
    max: String(input.max),
    updatedByUserId: viewer.userId,
    updatedAt: new Date(),
  };
  await deps.db
    .insert(timesheetThresholds)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: timesheetThresholds.id, set: values });
  invalidateConfigurationCache();
  return loadThresholdSetting(deps.db);
}
