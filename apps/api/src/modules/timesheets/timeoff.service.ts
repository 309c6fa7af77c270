import type { IsoDate } from '@tally/domain/shared/dates';
import { type TimeOffBalance, timeOffBalances } from '@tally/domain/time-off/time-off';
import { timeOffWindow } from '@tally/domain/timesheets/week';
import { mayReadTimeOffOf } from '../../auth/policies/timesheets.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden } from '../../graphql/errors.ts';
import { emptyBalance, loadTimeOffBalances } from './timeoff.queries.ts';
import type { TimesheetRecord } from './timesheet.records.ts';

type Deps = Pick<AppDeps, 'db'>;

/** One type's balance over [startDate, endDate] (T-078): year start to the day before the week. */
export async function getTimeOffBalance(
  deps: Deps,
  viewer: Viewer,
  input: { userId: string; timeOffType: string; startDate: IsoDate; endDate: IsoDate },
): Promise<TimeOffBalance> {
  if (!mayReadTimeOffOf(viewer, input.userId)) throw forbidden();
  const [balance] = await loadTimeOffBalances(deps.db, {
    userId: input.userId,
    timeOffType: input.timeOffType,
    start: input.startDate,
    end: input.endDate,
  });
  return balance ?? emptyBalance(input.timeOffType);
}

/** Every type's balance over [startDate, endDate]. */
export async function listTimeOffBalances(
  deps: Deps,
  viewer: Viewer,
  input: { userId: string; startDate: IsoDate; endDate: IsoDate },
): Promise<TimeOffBalance[]> {
  if (!mayReadTimeOffOf(viewer, input.userId)) throw forbidden();
  return loadTimeOffBalances(deps.db, { userId: input.userId, start: input.startDate, end: input.endDate });
}

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
