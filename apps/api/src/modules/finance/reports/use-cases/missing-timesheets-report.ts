import type { DbOrTx } from '@tally/db';
import type { IsoDate } from '@tally/domain/shared/dates';
import { findMissingTimesheets } from '../queries/reports.ts';
import { weekEndOf } from '../queries/settings.ts';
import type { MissingTimesheetsReport } from '../records.ts';

/** Missing timesheets by week (F-025, F-026). */
export async function missingTimesheetsReport(db: DbOrTx, date: IsoDate): Promise<MissingTimesheetsReport> {
  const endDate = await weekEndOf(db, date);
  return { endDate, rows: await findMissingTimesheets(db, endDate) };
}
