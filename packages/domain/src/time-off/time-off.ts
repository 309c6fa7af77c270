import type { IsoDate } from '../shared/dates.ts';
import { sumHours } from '../timesheets/totals.ts';

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

/** Hours of one transaction: quarter steps, at most this many either way (the column holds 8 digits). */
export const MAX_TIME_OFF_HOURS = 9999.75;

/** The add-transaction form's messages (H-016), shown under the field they name. */
export const TIME_OFF_MESSAGES = {
  typeRequired: 'Select a time-off type',
  typeUnknown: "Not a type of the 'Time Off' taxonomy",
  transactionType: `Transaction type must be one of ${TIME_OFF_TRANSACTION_TYPES.join(', ')}`,
  dateRequired: 'Date is required',
  date: 'Enter the date as YYYYMMDD',
  hoursRequired: 'Hours are required',
  hoursStep: 'Hours must be in steps of 0.25',
  hoursPositive: 'Hours must be greater than 0',
  hoursNegative: 'Hours cannot be negative',
  hoursTooMany: `Hours cannot be more than ${MAX_TIME_OFF_HOURS}`,
} as const;

export function isTimeOffTransactionType(value: string): value is TimeOffTransactionType {
  return (TIME_OFF_TRANSACTION_TYPES as readonly string[]).includes(value);
}

/**
 * Why the hours of a new transaction are refused, or null. Hours are entered as a positive amount (TAKEN is
 * stored negative by storedTimeOffHours); a RESET may be 0 (the balance starts again from nothing).
 */
export function timeOffHoursError(
  transactionType: TimeOffTransactionType,
  hours: number | null,
): string | null {
  if (hours === null || !Number.isFinite(hours)) return TIME_OFF_MESSAGES.hoursRequired;
  if (transactionType === 'RESET' ? hours < 0 : hours <= 0) {
    return transactionType === 'RESET' ? TIME_OFF_MESSAGES.hoursNegative : TIME_OFF_MESSAGES.hoursPositive;
  }
  if (hours > MAX_TIME_OFF_HOURS) return TIME_OFF_MESSAGES.hoursTooMany;
  const quarters = hours * 4;
  if (Math.abs(quarters - Math.round(quarters)) > 1e-9) return TIME_OFF_MESSAGES.hoursStep;
  return null;
}

/** The years the balance and transaction views offer (U-009): the current year and the 9 before, newest first. */
export function timeOffYears(currentYear: number, count = 10): number[] {
  return Array.from({ length: count }, (_, index) => currentYear - index);
}

/** The whole calendar year, YYYY-MM-DD. */
export function yearRange(year: number): { start: IsoDate; end: IsoDate } {
  const y = String(year).padStart(4, '0');
  return { start: `${y}-01-01`, end: `${y}-12-31` };
}

/** Report name of the finance time-off export (C-047 pattern). */
export const TIME_OFF_REPORT = 'TimeOffReport';
export const TIME_OFF_REPORT_EMPTY = 'No time-off transactions for that range';

/** One transaction of the finance time-off report (F-028): per user and type. */
export interface TimeOffReportRow {
  name: string;
  email: string | null;
  payrollId: string | null;
  timeOffType: string;
  /** YYYY-MM-DD. */
  date: IsoDate;
  transactionType: TimeOffTransactionType;
  hours: number;
}

/** Totals per user and type over the report's rows (earned, rollover, taken, net). */
export interface TimeOffReportGroup {
  key: string;
  name: string;
  email: string | null;
  payrollId: string | null;
  timeOffType: string;
  earned: number;
  rollover: number;
  taken: number;
  reset: number;
  net: number;
  transactions: TimeOffReportRow[];
}

/** Groups rows (already sorted by user, type, date) per user and type, keeping their order. */
export function groupTimeOffReport(
  rows: readonly (TimeOffReportRow & { userId: string })[],
): TimeOffReportGroup[] {
  const groups = new Map<string, TimeOffReportGroup>();
  for (const row of rows) {
    const key = `${row.userId}|${row.timeOffType}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        name: row.name,
        email: row.email,
        payrollId: row.payrollId,
        timeOffType: row.timeOffType,
        earned: 0,
        rollover: 0,
        taken: 0,
        reset: 0,
        net: 0,
        transactions: [],
      };
      groups.set(key, group);
    }
    group.transactions.push(row);
    const field = ({ EARNED: 'earned', ROLLOVER: 'rollover', TAKEN: 'taken', RESET: 'reset' } as const)[
      row.transactionType
    ];
    group[field] = sumHours([group[field], row.hours]);
  }
  for (const group of groups.values()) group.net = sumHours([group.earned, group.rollover, group.taken]);
  return [...groups.values()];
}

const _csvDate = (iso: IsoDate) => {
  const [year, month, day] = iso.split('-');
  return `${month}-${day}-${year}`;
};
