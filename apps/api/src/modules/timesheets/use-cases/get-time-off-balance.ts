import { mayReadTimeOffOf } from '@tally/domain/policies/time-off';
import type { IsoDate } from '@tally/domain/shared/dates';
import type { TimeOffBalance } from '@tally/domain/time-off/time-off';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { forbidden } from '../../../graphql/errors.ts';
import { emptyBalance, loadTimeOffBalances } from '../queries/time-off.ts';

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
