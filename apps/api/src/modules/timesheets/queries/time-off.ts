import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import type { IsoDate } from '@tally/domain/shared/dates';
import { type TimeOffBalance, timeOffBalances } from '@tally/domain/time-off/time-off';
import { and, eq, gte, lte } from 'drizzle-orm';

const { timeOffTransactions } = schema;

/** Balances per time-off type from the user's transactions dated in [start, end] (one indexed query). */
export async function loadTimeOffBalances(
  db: DbOrTx,
  input: { userId: string; start: IsoDate; end: IsoDate; timeOffType?: string },
): Promise<TimeOffBalance[]> {
  const rows = await db
    .select({
      timeOffType: timeOffTransactions.timeOffType,
      date: timeOffTransactions.date,
      transactionType: timeOffTransactions.transactionType,
      hours: timeOffTransactions.hours,
    })
    .from(timeOffTransactions)
    .where(
      and(
        eq(timeOffTransactions.userId, input.userId),
        gte(timeOffTransactions.date, input.start),
        lte(timeOffTransactions.date, input.end),
        input.timeOffType === undefined ? undefined : eq(timeOffTransactions.timeOffType, input.timeOffType),
      ),
    );
  return timeOffBalances(rows.map((row) => ({ ...row, hours: Number(row.hours) })));
}

export function emptyBalance(timeOffType: string): TimeOffBalance {
  return { timeOffType, earned: 0, rollover: 0, taken: 0, remaining: 0 };
}
