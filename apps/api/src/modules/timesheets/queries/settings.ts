import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { readBoolean, readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import {
  type LegacyCutoff,
  legacyCutoffFromConfig,
  resolveSubmitThreshold,
  type SubmitThreshold,
} from '@tally/domain/timesheets/submit';
import { parseWeekEndDay, type WeekDay } from '@tally/domain/timesheets/week';
import { eq } from 'drizzle-orm';
import { cachedConfiguration, listConfigurationRows } from '../../super-admin/index.ts';

/** The configuration the timesheet rules read, loaded once per use case. */
export interface TimesheetSettings {
  weekEndDay: WeekDay;
  /** netsuite-enabled is 'true': editing is locked globally. */
  lockEditing: boolean;
  legacyCutoff: LegacyCutoff | null;
}

export async function loadTimesheetSettings(db: DbOrTx): Promise<TimesheetSettings> {
  const values = toConfigurationValues(await listConfigurationRows(db));
  return {
    weekEndDay: parseWeekEndDay(readString(values, 'week-end-day')),
    lockEditing: readBoolean(values, 'netsuite-enabled'),
    legacyCutoff: legacyCutoffFromConfig(
      readString(values, 'legacy-cutoff-date'),
      readString(values, 'legacy-cutoff-message'),
    ),
  };
}

/** The portal-wide submit bounds (timesheet_thresholds row 1), defaults min 0 / max 80 when unset (Gap 39). */
export async function loadSubmitThreshold(db: DbOrTx): Promise<SubmitThreshold> {
  const [row] = await db
    .select({ min: schema.timesheetThresholds.min, max: schema.timesheetThresholds.max })
    .from(schema.timesheetThresholds)
    .where(eq(schema.timesheetThresholds.id, 1))
    .limit(1);
  return resolveSubmitThreshold(row ? { min: Number(row.min), max: Number(row.max) } : null);
}

/**
 * The settings through the in-process configuration cache (super-admin/configurations/queries.ts): for reads and for the
 * checks of an edit, on the database itself (not a transaction). A change shows at once in this process
 * (writers invalidate) and within the cache's lifetime elsewhere.
 */
export function cachedTimesheetSettings(db: DbOrTx): Promise<TimesheetSettings> {
  return cachedConfiguration(db, 'timesheet-settings', () => loadTimesheetSettings(db));
}

/** The submit bounds through the same cache. */
export function cachedSubmitThreshold(db: DbOrTx): Promise<SubmitThreshold> {
  return cachedConfiguration(db, 'submit-threshold', () => loadSubmitThreshold(db));
}
