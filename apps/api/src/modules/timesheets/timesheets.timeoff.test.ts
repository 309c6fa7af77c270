import { testDatabases } from '@tally/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTimeOffs } from '../../../test/factories/index.ts';
import { TestBrowser } from '../../../test/harness.ts';
import { useTimesheetWorld } from './timesheets.fixtures.ts';

const ONE = `query($u: ID!, $t: String!, $s: String!, $e: String!) {
  timeOffBalance(userId: $u, timeOffType: $t, startDate: $s, endDate: $e) { timeOffType earned rollover taken remaining } }`;
const ALL = `query($u: ID!, $s: String!, $e: String!) {
  timeOffBalances(userId: $u, startDate: $s, endDate: $e) { timeOffType earned rollover taken remaining } }`;

describe.each(testDatabases())('timesheets: time-off balances on $name', (database) => {
  const t = useTimesheetWorld(database, ['employee', 'other', 'hr'], {
    users: [{ email: 'hr@example.com', groups: ['human-resources'] }],
  });

  beforeAll(async () => {
    const userId = t.world.ids.employee;
    await createTimeOffs(t.db, [
      { userId, timeOffType: 'PTO', date: '2023-12-20', transactionType: 'EARNED', hours: '100' },
      { userId, timeOffType: 'PTO', date: '2024-01-01', transactionType: 'ROLLOVER', hours: '16' },
      { userId, timeOffType: 'PTO', date: '2024-02-01', transactionType: 'EARNED', hours: '40' },
      { userId, timeOffType: 'PTO', date: '2024-03-04', transactionType: 'TAKEN', hours: '-8' },
      { userId, timeOffType: 'PTO', date: '2024-09-20', transactionType: 'TAKEN', hours: '-8' },
      { userId, timeOffType: 'Sick Leave', date: '2024-02-01', transactionType: 'EARNED', hours: '24' },
    ]);
  });

  it('sums earned + rollover + taken of the type in the window (year start to the day before the week)', async () => {
    const variables = { u: t.world.ids.employee, t: 'PTO', s: '20240101', e: '20240914' };
    const response = await t.as.employee.graphql<{ timeOffBalance: unknown }>(ONE, variables);
    expect(response.data?.timeOffBalance).toEqual({
      timeOffType: 'PTO',
      earned: 40,
      rollover: 16,
      taken: -8,
      remaining: 48,
    });
    const none = await t.as.employee.graphql<{ timeOffBalance: unknown }>(ONE, {
      ...variables,
      t: 'Jury Duty',
    });
    expect(none.data?.timeOffBalance).toEqual({
      timeOffType: 'Jury Duty',
      earned: 0,
      rollover: 0,
      taken: 0,
      remaining: 0,
    });
  });

  it('lists every type for the user, HR too, but not for another employee or anonymous callers', async () => {
    const variables = { u: t.world.ids.employee, s: '20240101', e: '20241231' };
    const mine = await t.as.employee.graphql<{
      timeOffBalances: { timeOffType: string; remaining: number }[];
    }>(ALL, variables);
    expect(mine.data?.timeOffBalances.map((b) => [b.timeOffType, b.remaining])).toEqual([
      ['PTO', 40],
      ['Sick Leave', 24],
    ]);
    const hr = await t.as.hr.graphql<{ timeOffBalances: unknown[] }>(ALL, variables);
    expect(hr.data?.timeOffBalances).toHaveLength(2);
    const stranger = await t.as.other.graphql(ALL, variables);
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await new TestBrowser(t.app.baseUrl).graphql(ALL, variables);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
