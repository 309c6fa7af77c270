import { mayReadTimeOffOf } from '@tally/domain/policies/time-off';
import type { IsoDate } from '@tally/domain/shared/dates';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { forbidden } from '../../../graphql/errors.ts';
import { listTransactions } from '../queries.ts';
import type { TimeOffTransactionRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db'>;

/** timeOffTransactions(userId, startDate, endDate) (U-010): the user themselves, HR, finance or admin. */
export async function listTimeOffTransactions(
  deps: Deps,
  viewer: Viewer,
  input: { userId: string; startDate: IsoDate; endDate: IsoDate },
): Promise<TimeOffTransactionRecord[]> {
  if (!mayReadTimeOffOf(viewer, input.userId)) throw forbidden();
  return listTransactions(deps.db, { userId: input.userId, start: input.startDate, end: input.endDate });
}
