import { vi } from 'vitest';

/** Fake answers of the time-off operations for component tests. */
export const BALANCES = [
  { __typename: 'TimeOffBalance', timeOffType: 'PTO', earned: 120, rollover: 16, taken: -8, remaining: 128 },
  {
    __typename: 'TimeOffBalance',
    timeOffType: 'Sick Leave',
    earned: 40,
    rollover: 0,
    taken: 0,
    remaining: 40,
  },
];

export const TRANSACTIONS = [
  {
    __typename: 'TimeOffTransaction',
    _id: 't1',
    timeOffType: 'PTO',
    date: '20260101',
    transactionType: 'EARNED',
    hours: 120,
  },
  {
    __typename: 'TimeOffTransaction',
    _id: 't2',
    timeOffType: 'PTO',
    date: '20260302',
    transactionType: 'TAKEN',
    hours: -8,
  },
];

export function timeOffHandlers(balances = BALANCES, transactions = TRANSACTIONS) {
  const TimeOffBalances = vi.fn(() => ({ body: { data: { timeOffBalances: balances } } }));
  const TimeOffTransactions = vi.fn(() => ({ body: { data: { timeOffTransactions: transactions } } }));
  const TimeOffTypes = vi.fn(() => ({
    body: {
      data: {
        taxonomy: {
          __typename: 'Taxonomy',
          _id: 'tx-1',
          terms: [
            { __typename: 'TaxonomyTerm', _id: 'term-1', name: 'PTO' },
            { __typename: 'TaxonomyTerm', _id: 'term-2', name: 'Sick Leave' },
          ],
        },
      },
    },
  }));
  return { TimeOffBalances, TimeOffTransactions, TimeOffTypes };
}

export const tableRows = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')]
    .filter(
      (row) =>
        !row.classList.contains('ant-table-measure-row') && !row.classList.contains('ant-table-placeholder'),
    )
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
