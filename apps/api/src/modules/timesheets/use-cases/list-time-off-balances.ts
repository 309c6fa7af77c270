import { mayReadTimeOffOf } from '@tally/domain/policies/time-off';
import type { IsoDate } from '@tally/domain/shared/dates';
import type { TimeOffBalance } from '@tally/domain/time-off/time-off';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { forbidden } from '../../../graphql/errors.ts';
import { loadTimeOffBalances } from '../queries/time-off.ts';

type Deps = Pick<AppDeps, 'db'>;

/** Every type's balance over [startDate, endDate]. */
export async function listTimeOffBalances(
  deps: Deps,
  viewer: Viewer,
  input: { userId: string; startDate: IsoDate; endDate: IsoDate },
): Promise<TimeOffBalance[]> {
  if (!mayReadTimeOffOf(viewer, input.userId)) throw forbidden();
  return loadTimeOffBalances(deps.db, { userId: input.userId, start: input.startDate, end: input.endDate });
}
