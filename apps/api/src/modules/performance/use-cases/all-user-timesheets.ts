import type { IsoDate } from '@tally/domain/shared/dates';
import type { AppDeps } from '../../../deps.ts';
import { listUserTimesheets } from '../queries.ts';
import type { UserTimesheetRow } from '../records.ts';

/** allUserTimesheets(userIds): the people's sheets overlapping the range, a row per project. */
export function allUserTimesheets(
  deps: Pick<AppDeps, 'db'>,
  input: { userIds: readonly string[]; start: IsoDate; end: IsoDate },
): Promise<UserTimesheetRow[]> {
  return listUserTimesheets(deps.db, input.userIds, input.start, input.end);
}
