import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTaxonomy, createTimeOffs } from '../../../test/factories/index.ts';
import type { TestBrowser } from '../../../test/harness.ts';
import { call, useTimesheetWorld } from '../timesheets/timesheets.fixtures.ts';

const TRANSACTIONS = `query($userId: ID!, $startDate: String!, $endDate: String!) {
  timeOffTransactions(userId: $userId, startDate: $startDate, endDate: $endDate) {
    _id userId timeOffType date transactionType hours } }`;
const ADD = `mutation($userId: ID!, $timeOffType: String, $date: String, $transactionType: String, $hours: Float) {
  addTimeOffTransactions(userId: $userId, timeOffType: $timeOffType, date: $date,
    transactionType: $transactionType, hours: $hours) { _id userId timeOffType date transactionType hours } }`;
const HR_BALANCES = `query($startDate: String!, $endDate: String!) { hr { users { _id
  timeOffBalances(startDate: $startDate, endDate: $endDate) { timeOffType earned rollover taken remaining } } } }`;
const REPORT = `query($startDate: String!, $endDate: String!) { finance { timeOffReport(startDate: $startDate,
  endDate: $endDate) { userId name email payrollId timeOffType date transactionType hours } } }`;

interface Balance {
  timeOffType: string;
  earned: number;
  rollover: number;
  taken: number;
  remaining: number;
}

describe.each(testDatabases())('time off on $name', (database) => {
  const t = useTimesheetWorld(database, ['hr', 'employee', 'admin', 'finance', 'pm'] as const, {
    users: [{ email: 'hr@example.com', firstName: 'Hana', groups: ['human-resources'] }],
    prepare: (db) => createTaxonomy(db, 'Time Off', ['PTO', 'Sick Leave']),
  });
  const year = { startDate: '20260101', endDate: '20261231' };

  beforeEach(async () => {
    await t.db.delete(schema.timeOffTransactions);
    await createTimeOffs(t.db, [
      {
        userId: t.world.ids.employee,
        timeOffType: 'PTO',
        date: '2026-01-01',
        transactionType: 'EARNED',
        hours: '120',
      },
      {
        userId: t.world.ids.employee,
        timeOffType: 'PTO',
        date: '2026-01-01',
        transactionType: 'ROLLOVER',
        hours: '16',
      },
      {
        userId: t.world.ids.employee,
        timeOffType: 'PTO',
        date: '2026-03-02',
        transactionType: 'TAKEN',
        hours: '-8',
      },
      {
        userId: t.world.ids.employee,
        timeOffType: 'PTO',
        date: '2025-06-01',
        transactionType: 'TAKEN',
        hours: '-4',
      },
      {
        userId: t.world.ids.other,
        timeOffType: 'PTO',
        date: '2026-02-01',
        transactionType: 'EARNED',
        hours: '40',
      },
    ]);
  });

  const balancesOf = async (browser: TestBrowser, userId: string) => {
    const { data, error } = await call<{ users: { _id: string; timeOffBalances: Balance[] }[] }>(
      browser,
      HR_BALANCES,
      year,
    );
    expect(error).toBeUndefined();
    return data?.users.find((user) => user._id === userId)?.timeOffBalances ?? [];
  };

  describe('timeOffTransactions (U-010)', () => {
    it('gives the user their own transactions of the range, by date, TAKEN negative', async () => {
      const { data, error } = await call<Record<string, unknown>[]>(t.as.employee, TRANSACTIONS, {
        userId: t.world.ids.employee,
        ...year,
      });
      expect(error).toBeUndefined();
      expect(data!.map(({ _id, userId, ...rest }) => rest)).toEqual([
        { timeOffType: 'PTO', date: '20260101', transactionType: 'ROLLOVER', hours: 16 },
        { timeOffType: 'PTO', date: '20260101', transactionType: 'EARNED', hours: 120 },
        { timeOffType: 'PTO', date: '20260302', transactionType: 'TAKEN', hours: -8 },
      ]);
    });

    it('gives them through me.timeOffTransactions too', async () => {
      const { data, error } = await call<{ timeOffTransactions: unknown[] }>(
        t.as.employee,
        `query($startDate: String!, $endDate: String!) { me { timeOffTransactions(startDate: $startDate,
          endDate: $endDate) { date transactionType hours } } }`,
        year,
      );
      expect(error).toBeUndefined();
      expect(data!.timeOffTransactions).toHaveLength(3);
    });

    it("refuses another user's transactions to an employee or a project manager, not to HR or admin", async () => {
      const variables = { userId: t.world.ids.other, ...year };
      for (const browser of [t.as.employee, t.as.pm]) {
        expect((await call(browser, TRANSACTIONS, variables)).error?.extensions?.code).toBe('FORBIDDEN');
      }
      for (const browser of [t.as.hr, t.as.admin]) {
        const { data, error } = await call<unknown[]>(browser, TRANSACTIONS, variables);
        expect(error).toBeUndefined();
        expect(data).toHaveLength(1);
      }
    });

    it('names the bad date', async () => {
      const { error } = await call(t.as.employee, TRANSACTIONS, {
        userId: t.world.ids.employee,
        startDate: '2026-01-01',
        endDate: '20261231',
      });
      expect(error?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { startDate: expect.any(String) },
      });
    });
  });

  describe('hr.users with timeOffBalances (H-015)', () => {
    it('gives every user their balances for the range: earned + rollover + taken', async () => {
      expect(await balancesOf(t.as.hr, t.world.ids.employee)).toEqual([
        { timeOffType: 'PTO', earned: 120, rollover: 16, taken: -8, remaining: 128 },
      ]);
      expect(await balancesOf(t.as.hr, t.world.ids.pm)).toEqual([]);
    });

    it('is for human resources only', async () => {
      expect((await call(t.as.employee, HR_BALANCES, year)).error?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('addTimeOffTransactions (H-016)', () => {
    it('adds a TAKEN transaction as negative hours and the balance follows', async () => {
      const { data, error } = await call<Record<string, unknown>>(t.as.hr, ADD, {
        userId: t.world.ids.employee,
        timeOffType: 'pto',
        date: '20260410',
        transactionType: 'TAKEN',
        hours: 7.5,
      });
      expect(error).toBeUndefined();
      expect(data).toMatchObject({
        timeOffType: 'PTO',
        date: '20260410',
        transactionType: 'TAKEN',
        hours: -7.5,
      });
      expect(await balancesOf(t.as.hr, t.world.ids.employee)).toEqual([
        { timeOffType: 'PTO', earned: 120, rollover: 16, taken: -15.5, remaining: 120.5 },
      ]);
      const mine = await call<unknown[]>(t.as.employee, TRANSACTIONS, {
        userId: t.world.ids.employee,
        ...year,
      });
      expect(mine.data).toHaveLength(4);
    });

    it('lets admins add too, but not the employee, finance or a project manager', async () => {
      const variables = {
        userId: t.world.ids.employee,
        timeOffType: 'Sick Leave',
        date: '20260410',
        transactionType: 'EARNED',
        hours: 8,
      };
      for (const browser of [t.as.employee, t.as.finance, t.as.pm]) {
        expect((await call(browser, ADD, variables)).error?.extensions?.code).toBe('FORBIDDEN');
      }
      expect((await call(t.as.admin, ADD, variables)).error).toBeUndefined();
      expect(await t.db.select().from(schema.timeOffTransactions)).toHaveLength(6);
    });

    it.each([
      [{ timeOffType: 'Vacation' }, 'timeOffType', "Not a type of the 'Time Off' taxonomy"],
      [{ timeOffType: ' ' }, 'timeOffType', 'Select a time-off type'],
      [{ date: '2026-04-10' }, 'date', 'Enter the date as YYYYMMDD'],
      [{ date: '20260231' }, 'date', 'Enter the date as YYYYMMDD'],
      [
        { transactionType: 'GRANTED' },
        'transactionType',
        'Transaction type must be one of TAKEN, RESET, EARNED, ROLLOVER',
      ],
      [{ hours: 1.1 }, 'hours', 'Hours must be in steps of 0.25'],
      [{ hours: 0 }, 'hours', 'Hours must be greater than 0'],
      [{ hours: null }, 'hours', 'Hours are required'],
    ])('refuses %o naming %s, writing nothing', async (change, field, message) => {
      const { error } = await call(t.as.hr, ADD, {
        userId: t.world.ids.employee,
        timeOffType: 'PTO',
        date: '20260410',
        transactionType: 'EARNED',
        hours: 8,
        ...change,
      });
      expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: message } });
      expect(await t.db.select().from(schema.timeOffTransactions)).toHaveLength(5);
    });
  });

  describe('finance.timeOffReport (F-028)', () => {
    it('lists the transactions of the range per user and type for finance', async () => {
      const { data, error } = await call<{ timeOffReport: Record<string, unknown>[] }>(
        t.as.finance,
        REPORT,
        year,
      );
      expect(error).toBeUndefined();
      expect(
        data!.timeOffReport.map((row) => [row.name, row.email, row.date, row.transactionType, row.hours]),
      ).toEqual([
        ['Erin Employee', 'employee@example.com', '20260101', 'ROLLOVER', 16],
        ['Erin Employee', 'employee@example.com', '20260101', 'EARNED', 120],
        ['Erin Employee', 'employee@example.com', '20260302', 'TAKEN', -8],
        ['Otto Other', 'other@example.com', '20260201', 'EARNED', 40],
      ]);
    });

    it('refuses a range over a year', async () => {
      const { error } = await call(t.as.finance, REPORT, { startDate: '20240101', endDate: '20261231' });
      expect(error?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { endDate: 'The selected date range is too large.' },
      });
    });

    it('is for finance only', async () => {
      expect((await call(t.as.hr, REPORT, year)).error?.extensions?.code).toBe('FORBIDDEN');
    });
  });
});
