import { mayAddTimeOffTransactions } from '@tally/domain/policies/time-off';
import type { IsoDate } from '@tally/domain/shared/dates';
import {
  storedTimeOffHours,
  TIME_OFF_MESSAGES,
  type TimeOffTransactionType,
} from '@tally/domain/time-off/time-off';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput, forbidden, notFound } from '../../../graphql/errors.ts';
import { insertTransaction, timeOffTypeNames, userExists } from '../queries.ts';
import type { TimeOffTransactionRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db'>;

/**
 * addTimeOffTransactions (H-016): one transaction of a type of the 'Time Off' taxonomy (U-013). Hours are
 * entered positive; TAKEN is stored negative (Gap 37).
 */
export async function addTimeOffTransaction(
  deps: Deps,
  viewer: Viewer,
  input: {
    userId: string;
    timeOffType: string;
    date: IsoDate;
    transactionType: TimeOffTransactionType;
    hours: number;
  },
): Promise<TimeOffTransactionRecord> {
  if (!mayAddTimeOffTransactions(viewer)) throw forbidden();
  const types = await timeOffTypeNames(deps.db);
  const timeOffType = types.find((name) => name.toLowerCase() === input.timeOffType.toLowerCase());
  if (!timeOffType) throw badUserInput({ timeOffType: TIME_OFF_MESSAGES.typeUnknown });
  if (!(await userExists(deps.db, input.userId))) throw notFound('User');
  return insertTransaction(deps.db, {
    userId: input.userId,
    timeOffType,
    date: input.date,
    transactionType: input.transactionType,
    hours: storedTimeOffHours(input.transactionType, input.hours),
  });
}
