import type { IsoDate } from './dates.ts';
import { sumHours } from './totals.ts';

export const TIME_OFF_TRANSACTION_TYPES = ['TAKEN', 'RESET', 'EARNED', 'ROLLOVER'] as const;
export type TimeOffTransactionType = (typeof TIME_OFF_TRANSACTION_TYPES)[number];

export interface TimeOffTransaction {
  timeOffType: string;
  date: IsoDate;
  transactionType: TimeOffTransactionType;
  /** TAKEN hours are stored negative (Gap 37); the others positive. */
  hours: number;
}

export interface TimeOffBalance {
  timeOffType: string;
  earned: number;
  rollover: number;
  /** Negative or zero. */
  taken: number;
  /** earned + rollover + taken. */
  remaining: number;
}

/** The hours to store for a transaction: TAKEN is always negative, whatever sign was entered. */
export function storedTimeOffHours(transactionType: TimeOffTransactionType, hours: number): number {
  return transactionType === 'TAKEN' ? -Math.abs(hours) : hours;
}

interface Tally {
  earned: number[];
  rollover: number[];
  taken: number[];
}

const RESET_FIRST: Record<TimeOffTransactionType, number> = { RESET: 0, ROLLOVER: 1, EARNED: 1, TAKEN: 1 };

/**
 * Balances per time-off type from its transactions (already limited to the window of interest).
 * A RESET sets the balance to its hours as of its date (Gap 37): everything before it is dropped and its
 * hours are carried as rollover, so remaining = earned + rollover + taken still holds. On the reset's own
 * date the reset comes first, so that day's other transactions count after it.
 */
export function timeOffBalances(transactions: readonly TimeOffTransaction[]): TimeOffBalance[] {
  const ordered = [...transactions].sort(
    (a, b) => a.date.localeCompare(b.date) || RESET_FIRST[a.transactionType] - RESET_FIRST[b.transactionType],
  );
  const tallies = new Map<string, Tally>();
  for (const transaction of ordered) {
    const tally = tallies.get(transaction.timeOffType) ?? { earned: [], rollover: [], taken: [] };
    tallies.set(transaction.timeOffType, tally);
    switch (transaction.transactionType) {
      case 'RESET':
        tally.earned = [];
        tally.taken = [];
        tally.rollover = [transaction.hours];
        break;
      case 'EARNED':
        tally.earned.push(transaction.hours);
        break;
      case 'ROLLOVER':
        tally.rollover.push(transaction.hours);
        break;
      case 'TAKEN':
        tally.taken.push(storedTimeOffHours('TAKEN', transaction.hours));
        break;
    }
  }
  return [...tallies.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([timeOffType, tally]) => {
      const earned = sumHours(tally.earned);
      const rollover = sumHours(tally.rollover);
      const taken = sumHours(tally.taken);
      return { timeOffType, earned, rollover, taken, remaining: sumHours([earned, rollover, taken]) };
    });
}
