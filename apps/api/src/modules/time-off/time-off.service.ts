import type { IsoDate } from '@tally/domain/shared/dates';
import {
  storedTimeOffHours,
  TIME_OFF_MESSAGES,
  type TimeOffTransactionType,
} from '@tally/domain/time-off/time-off';
import { mayAddTimeOffTransactions, mayReadTimeOffOf } from '../../auth/policies/timesheets.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { badUserInput, forbidden, notFound } from '../../graphql/errors.ts';
import {
  insertTransaction,
  listTransactions,
  type TimeOffTransactionRecord,
  timeOffTypeNames,
  userExists,
} from './time-off.queries.ts';

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
