import { describe, expect, it } from 'vitest';
import {
  storedTimeOffHours,
  type TimeOffBalance,
  type TimeOffTransaction,
  timeOffBalances,
} from './timeoff.ts';

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
