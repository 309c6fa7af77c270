/**
 * Saved custom reports through the spec's settings contract (F-055): `updateUserSettings(id, input)` takes
 * `timesheetDailySnapshotReports` as serialized text and `me.settings.timesheetDailySnapshotReports` answers it.
 * They live in the saved_reports table (one row per report), not in the users row: every request reads the
 * users row, and a table keeps each report's own timestamps.
 */
import { MAX_SAVED_REPORTS, savedReportsSchema } from '@tally/domain/custom-reports/saved-reports';
import { z } from 'zod';

/** Room for 200 reports of every column's state. */
export const SAVED_REPORTS_MAX_TEXT = 1_000_000;

/** The setting's text: JSON of the list, each report's shape checked (BAD_USER_INPUT naming the part at fault). */
export const savedReportsText = z
  .string()
  .max(SAVED_REPORTS_MAX_TEXT)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'Saved reports must be JSON text' });
      return z.NEVER;
    }
  })
  .pipe(savedReportsSchema);

export { MAX_SAVED_REPORTS };
