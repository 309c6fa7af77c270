import { mayReadTimeOffOf } from '@tally/domain/policies/time-off';
import { type TimeOffBalance, timeOffBalances } from '@tally/domain/time-off/time-off';
import { timeOffWindow } from '@tally/domain/timesheets/week';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { loadTimeOffBalances } from '../queries/time-off.ts';
import type { TimesheetRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db'>;

/**
 * The owner's balances as of the day before the sheet's week (what the submit rule compares against), from the
 * transactions loaded with the sheet when there (the week page), else read.
 */
export async function sheetTimeOffBalances(
  deps: Deps,
  viewer: Viewer,
  record: TimesheetRecord,
): Promise<TimeOffBalance[]> {
  const { sheet } = record;
  if (!mayReadTimeOffOf(viewer, sheet.userId)) return [];
  if (record.timeOffTransactions) return timeOffBalances(record.timeOffTransactions);
  const window = timeOffWindow(sheet.endDate);
  return loadTimeOffBalances(deps.db, { userId: sheet.userId, start: window.start, end: window.end });
}
