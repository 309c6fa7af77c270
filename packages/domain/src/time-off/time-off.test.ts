import { describe, expect, it } from 'vitest';
import {
  groupTimeOffReport,
  isTimeOffTransactionType,
  storedTimeOffHours,
  TIME_OFF_MESSAGES,
  TIME_OFF_TRANSACTION_TYPES,
  type TimeOffBalance,
  type TimeOffTransaction,
  type TimeOffTransactionType,
  timeOffBalances,
  timeOffHoursError,
  timeOffYears,
  yearRange,
} from './time-off.ts';

const tx = (
  date: string,
  transactionType: TimeOffTransaction['transactionType'],
  hours: number,
  timeOffType = 'PTO',
): TimeOffTransaction => ({ timeOffType, date, transactionType, hours });

const balance = (earned: number, rollover: number, taken: number, remaining: number, timeOffType = 'PTO') =>
  ({ timeOffType, earned, rollover, taken, remaining }) satisfies TimeOffBalance;

describe('time-off balance = earned + rollover + taken', () => {
  it.each<[string, TimeOffTransaction[], TimeOffBalance[]]>([
    ['no transactions', [], []],
    [
      'earned only',
      [tx('2024-01-15', 'EARNED', 6.67), tx('2024-02-15', 'EARNED', 6.67)],
      [balance(13.34, 0, 0, 13.34)],
    ],
    [
      'earned, rollover and taken (stored negative)',
      [tx('2024-01-01', 'ROLLOVER', 16), tx('2024-01-15', 'EARNED', 8), tx('2024-03-04', 'TAKEN', -8)],
      [balance(8, 16, -8, 16)],
    ],
    [
      'taken entered positive is still taken',
      [tx('2024-01-15', 'EARNED', 8), tx('2024-03-04', 'TAKEN', 4)],
      [balance(8, 0, -4, 4)],
    ],
    [
      'taken beyond what was earned goes negative',
      [tx('2024-03-04', 'TAKEN', -12)],
      [balance(0, 0, -12, -12)],
    ],
    [
      'a reset drops everything before it and carries its hours as rollover',
      [
        tx('2024-01-15', 'EARNED', 40),
        tx('2024-02-01', 'TAKEN', -8),
        tx('2024-06-01', 'RESET', 20),
        tx('2024-07-01', 'TAKEN', -4),
      ],
      [balance(0, 20, -4, 16)],
    ],
    [
      'a reset counts first on its own date, whatever the input order',
      [tx('2024-06-01', 'EARNED', 8), tx('2024-06-01', 'RESET', 0), tx('2024-06-01', 'TAKEN', -2)],
      [balance(8, 0, -2, 6)],
    ],
    [
      'the latest of two resets wins',
      [tx('2024-09-01', 'RESET', 5), tx('2024-03-01', 'RESET', 50), tx('2024-05-01', 'TAKEN', -10)],
      [balance(0, 5, 0, 5)],
    ],
    [
      'types are kept apart and listed by name',
      [
        tx('2024-01-15', 'EARNED', 8, 'Sick'),
        tx('2024-01-15', 'EARNED', 16),
        tx('2024-06-01', 'RESET', 2, 'Sick'),
      ],
      [balance(16, 0, 0, 16), balance(0, 2, 0, 2, 'Sick')],
    ],
  ])('%s', (_label, transactions, expected) => {
    expect(timeOffBalances(transactions)).toEqual(expected);
  });
});

describe('stored hours of a transaction', () => {
  it.each([
    ['TAKEN', 8, -8],
    ['TAKEN', -8, -8],
    ['EARNED', 8, 8],
    ['ROLLOVER', 4, 4],
    ['RESET', 0, 0],
  ] as const)('%s of %d is stored as %d', (type, hours, stored) => {
    expect(storedTimeOffHours(type, hours)).toBe(stored);
  });
});

describe('adding a transaction (H-016)', () => {
  it.each<[TimeOffTransactionType, number | null, string | null]>([
    ['EARNED', 8, null],
    ['EARNED', 0.25, null],
    ['TAKEN', 7.5, null],
    ['ROLLOVER', 16, null],
    ['RESET', 0, null],
    ['RESET', 40, null],
    ['EARNED', null, TIME_OFF_MESSAGES.hoursRequired],
    ['EARNED', Number.NaN, TIME_OFF_MESSAGES.hoursRequired],
    ['EARNED', 0, TIME_OFF_MESSAGES.hoursPositive],
    ['TAKEN', -8, TIME_OFF_MESSAGES.hoursPositive],
    ['RESET', -1, TIME_OFF_MESSAGES.hoursNegative],
    ['EARNED', 1.1, TIME_OFF_MESSAGES.hoursStep],
    ['TAKEN', 0.3, TIME_OFF_MESSAGES.hoursStep],
    ['EARNED', 10000, TIME_OFF_MESSAGES.hoursTooMany],
  ])('%s of %s hours → %s', (type, hours, message) => {
    expect(timeOffHoursError(type, hours)).toBe(message);
  });

  it('knows the four transaction types (U-011)', () => {
    expect(TIME_OFF_TRANSACTION_TYPES).toEqual(['TAKEN', 'RESET', 'EARNED', 'ROLLOVER']);
    expect(isTimeOffTransactionType('TAKEN')).toBe(true);
    expect(isTimeOffTransactionType('taken')).toBe(false);
  });
});

describe('the year selector (U-009)', () => {
  it('offers the current year and the 9 before, newest first', () => {
    expect(timeOffYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
    expect(yearRange(2024)).toEqual({ start: '2024-01-01', end: '2024-12-31' });
  });
});

describe('the finance time-off report (F-028)', () => {
  const row = (
    userId: string,
    type: string,
    date: string,
    transactionType: TimeOffTransactionType,
    hours: number,
  ) => ({
    userId,
    name: userId === 'u1' ? 'Erin Employee' : 'Otto Other',
    email: null,
    payrollId: userId === 'u1' ? 'P-1' : null,
    timeOffType: type,
    date,
    transactionType,
    hours,
  });

  it('groups per user and type with earned, rollover, taken and net', () => {
    const groups = groupTimeOffReport([
      row('u1', 'PTO', '2026-01-01', 'EARNED', 120),
      row('u1', 'PTO', '2026-01-01', 'ROLLOVER', 16),
      row('u1', 'PTO', '2026-03-02', 'TAKEN', -8),
      row('u1', 'Sick Leave', '2026-04-01', 'TAKEN', -4),
      row('u2', 'PTO', '2026-01-01', 'RESET', 0),
    ]);
    expect(
      groups.map(({ key, earned, rollover, taken, reset, net, transactions }) => [
        key,
        earned,
        rollover,
        taken,
        reset,
        net,
        transactions.length,
      ]),
    ).toEqual([
      ['u1|PTO', 120, 16, -8, 0, 128, 3],
      ['u1|Sick Leave', 0, 0, -4, 0, -4, 1],
      ['u2|PTO', 0, 0, 0, 0, 0, 1],
    ]);
  });
});
