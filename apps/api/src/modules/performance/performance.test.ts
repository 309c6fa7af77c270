import { testDatabases } from '@tally/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSheet } from '../../../test/factories/index.ts';
import { TestBrowser } from '../../../test/harness.ts';
import { call, setConfiguration, useTimesheetWorld } from '../timesheets/timesheets.fixtures.ts';

const USERS = `query($startDate: String!, $endDate: String!, $filter: UtilizationFilter, $offset: Int, $limit: Int) {
  performance { users(startDate: $startDate, endDate: $endDate, filter: $filter, offset: $offset, limit: $limit) {
    startDate endDate workingDays holidays hoursAvailable total offset limit
    summary { users underutilized overutilized averageUtilization bands { green orange red } }
    nodes { _id firstName lastName email performance { numOfWeeks timeReported leftOverHours pctUtilized
      hoursAvailable billableTime pctBillable nonBillableTime pctNonBillable holidayTime pctHoliday ptoTime
      pctPtoTime } } } } }`;
const SHEETS = `query($userIds: [ID!]!, $startDate: String!, $endDate: String!) {
  performance { allUserTimesheets(userIds: $userIds, startDate: $startDate, endDate: $endDate) {
    userId startDate endDate status totalHours projectHours projectName clientName } } }`;

interface Page {
  total: number;
  hoursAvailable: number;
  holidays: number;
  summary: { users: number; underutilized: number; overutilized: number; bands: Record<string, number> };
  nodes: { _id: string; firstName: string; performance: Record<string, number | null> }[];
}

describe.each(testDatabases())('performance on $name', (database) => {
  const t = useTimesheetWorld(database, ['admin', 'boss', 'employee', 'pm', 'finance'] as const, {
    users: [{ email: 'boss@example.com', firstName: 'Bea', lastName: 'Boss', groups: ['senior-management'] }],
  });

  /** An `status` sheet of `userId` for the week of `monday`: per line a deliverable and hours per day offset. */
  async function sheet(
    userId: string,
    monday: string,
    status: 'Approved' | 'Submitted-Pending' | 'Not Submitted',
    lines: { projectId: string; deliverableId: string; days: Record<number, string> }[],
  ) {
    const total = lines.flatMap((l) => Object.values(l.days)).reduce((sum, h) => sum + Number(h), 0);
    await createSheet(t.db, {
      userId,
      startDate: monday,
      status,
      totalHours: String(total),
      lines: lines.map(({ projectId, deliverableId, days }) => ({
        projectId,
        deliverableId,
        days: Object.entries(days).map(([day, hours]) => ({ day: Number(day), hours })),
      })),
    });
  }

  beforeAll(async () => {
    const apollo = (deliverableId: string, days: Record<number, string>) => ({
      projectId: t.world.project,
      deliverableId,
      days,
    });
    const internal = (deliverableId: string, days: Record<number, string>) => ({
      projectId: t.world.internal,
      deliverableId,
      days,
    });
    const week = { 0: '8', 1: '8', 2: '8', 3: '8', 4: '8' };
    const long = { 0: '9', 1: '9', 2: '9', 3: '9', 4: '9' };
    // February 2026: 20 weekdays, one configured holiday (Monday the 16th): 152 hours available.
    const { design, code, pto, admin } = t.world.deliverables;
    await sheet(t.world.ids.employee, '2026-02-02', 'Approved', [
      apollo(design, { 0: '8', 1: '8', 2: '8', 3: '8' }),
      internal(pto, { 4: '8' }),
    ]);
    await sheet(t.world.ids.employee, '2026-02-09', 'Approved', [apollo(design, week)]);
    await sheet(t.world.ids.employee, '2026-02-16', 'Submitted-Pending', [apollo(design, week)]);
    await sheet(t.world.ids.employee, '2026-02-23', 'Approved', [internal(admin, week)]);
    for (const monday of ['2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23']) {
      await sheet(t.world.ids.pm, monday, 'Approved', [apollo(code, long)]);
    }
    await sheet(t.world.ids.finance, '2026-01-05', 'Not Submitted', []);
    await setConfiguration(
      t.db,
      'holidays',
      JSON.stringify([
        { date: '2026-02-16', name: "Presidents' Day" },
        { date: '2026-02-21', name: 'A Saturday' },
      ]),
    );
  }, 60_000);

  it('computes every figure from approved hours, whole months from approved_hours (X-009..X-011)', async () => {
    const { data, error } = await call<{ users: Page }>(t.as.admin, USERS, {
      startDate: '20260201',
      endDate: '20260228',
    });
    expect(error).toBeUndefined();
    const page = data!.users;
    expect(page).toMatchObject({ hoursAvailable: 152, holidays: 1, total: 3 });
    expect(page.nodes.map((n) => n.firstName)).toEqual(['Erin', 'Fin', 'Pat']);
    const [erin, fin, pat] = page.nodes;
    expect(erin!.performance).toEqual({
      numOfWeeks: 4,
      timeReported: 120,
      leftOverHours: 32,
      pctUtilized: 78.95,
      hoursAvailable: 152,
      billableTime: 72,
      pctBillable: 47.37,
      nonBillableTime: 40,
      pctNonBillable: 26.32,
      holidayTime: 8,
      pctHoliday: 5,
      ptoTime: 8,
      pctPtoTime: 5.26,
    });
    expect(fin!.performance).toMatchObject({ timeReported: 0, pctUtilized: 0 });
    expect(pat!.performance).toMatchObject({ timeReported: 180, billableTime: 180, pctUtilized: 118.42 });
    expect(page.summary).toEqual({
      users: 3,
      underutilized: 2,
      overutilized: 1,
      averageUtilization: 65.79,
      bands: { green: 0, orange: 0, red: 3 },
    });
  });

  it('sums the days of a partial month from the entries of approved sheets', async () => {
    const { data } = await call<{ users: Page }>(t.as.boss, USERS, {
      startDate: '20260202',
      endDate: '20260206',
    });
    const erin = (data as { users: Page }).users.nodes.find((n) => n._id === t.world.ids.employee)!;
    expect(erin.performance).toMatchObject({
      hoursAvailable: 40,
      timeReported: 40,
      pctUtilized: 100,
      billableTime: 32,
      pctBillable: 80,
      ptoTime: 8,
      nonBillableTime: 0,
    });
  });

  it('filters Underutilized (< 90 %) and Overutilized (> 110 %) before paging (X-007, X-008)', async () => {
    const range = { startDate: '20260201', endDate: '20260228' };
    const under = await call<{ users: Page }>(t.as.admin, USERS, { ...range, filter: 'UNDERUTILIZED' });
    expect(under.data!.users.nodes.map((n) => n.firstName)).toEqual(['Erin', 'Fin']);
    const over = await call<{ users: Page }>(t.as.admin, USERS, { ...range, filter: 'OVERUTILIZED' });
    expect(over.data!.users.nodes.map((n) => n.firstName)).toEqual(['Pat']);
    const second = await call<{ users: Page }>(t.as.admin, USERS, { ...range, offset: 1, limit: 1 });
    expect(second.data!.users).toMatchObject({ total: 3 });
    expect(second.data!.users.nodes.map((n) => n.firstName)).toEqual(['Fin']);
  });

  it('lists the people’s sheets in the range, a row per project, every status (X-015)', async () => {
    const { data, error } = await call<{ allUserTimesheets: unknown[] }>(t.as.admin, SHEETS, {
      userIds: [t.world.ids.employee],
      startDate: '20260201',
      endDate: '20260215',
    });
    expect(error).toBeUndefined();
    expect(data!.allUserTimesheets).toEqual([
      {
        userId: t.world.ids.employee,
        startDate: '20260209',
        endDate: '20260215',
        status: 'Approved',
        totalHours: 40,
        projectHours: 40,
        projectName: 'Apollo',
        clientName: 'Acme Corp',
      },
      expect.objectContaining({ endDate: '20260208', projectName: 'Apollo', projectHours: 32 }),
      expect.objectContaining({
        endDate: '20260208',
        projectName: 'Internal',
        projectHours: 8,
        clientName: null,
      }),
    ]);
  });

  it.each([
    [{ startDate: '20260301', endDate: '20260201' }, 'endDate', 'End date needs to be after the start date'],
    [{ startDate: '20250101', endDate: '20260201' }, 'endDate', 'The selected date range is too large.'],
    [{ startDate: '2026-02-01', endDate: '20260201' }, 'startDate', 'Enter a date as YYYYMMDD'],
    [{ startDate: '20260201', endDate: '20260228', limit: 501 }, 'limit', 'Limit must be at most 500'],
  ])('refuses %o naming %s', async (variables, field, message) => {
    const { data, error } = await call(t.as.admin, USERS, variables);
    expect(data).toBeNull();
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((error?.extensions?.fields as Record<string, string>)[field]).toBe(message);
  });

  it.each([
    'employee',
    'pm',
    'finance',
  ] as const)('refuses %s (senior management and admins only, X-002)', async (actor) => {
    const range = { startDate: '20260201', endDate: '20260228' };
    expect((await call(t.as[actor], USERS, range)).error?.extensions?.code).toBe('FORBIDDEN');
    const sheets = await call(t.as[actor], SHEETS, { ...range, userIds: [t.world.ids.employee] });
    expect(sheets.error?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses anonymous callers', async () => {
    const anonymous = new TestBrowser(t.app.baseUrl);
    const { error } = await call(anonymous, USERS, { startDate: '20260201', endDate: '20260228' });
    expect(error?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
