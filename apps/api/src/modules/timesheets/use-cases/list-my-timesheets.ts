import type { IsoDate } from '@tally/domain/shared/dates';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { loadTimesheetsEndingBetween } from '../queries/loader.ts';
import type { TimesheetRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The viewer's sheets whose week ends in [startDate, endDate] (the my-timesheets list), oldest first. */
export async function listMyTimesheets(
  deps: Deps,
  viewer: Viewer,
  input: { startDate: IsoDate; endDate: IsoDate },
): Promise<TimesheetRecord[]> {
  return loadTimesheetsEndingBetween(deps.db, viewer.userId, input.startDate, input.endDate);
}
