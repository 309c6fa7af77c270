import { schema } from '@tally/db';
import { countingStatements, testDatabases } from '@tally/db/testing';
import { addDays, type IsoDate } from '@tally/domain/shared/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLineItem, createTimesheet } from '../../../test/factories/index.ts';
import type { TestBrowser } from '../../../test/harness.ts';
import { submittedSheet } from '../approvals/approvals.fixtures.ts';
import { call, compact, useTimesheetWorld } from '../timesheets/timesheets.fixtures.ts';
import { listFinanceTimesheets } from './queries.ts';

const LIST = `query($startDate: String!, $endDate: String!, $queryString: String, $status: [String!], $name: String,
  $offset: Int, $limit: Int) {
  finance { timesheets(startDate: $startDate, endDate: $endDate, queryString: $queryString, status: $status,
    name: $name, offset: $offset, limit: $limit) {
    total
    timesheets { _id userId firstName lastName email startDate endDate status totalHours projects attachmentCount
      approvalsRequired { _id status approvers { email name } } }
  } } }`;

interface Row {
  _id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  startDate: string;
  endDate: string;
  status: string;
  totalHours: number;
  projects: string[];
  attachmentCount: number;
  approvalsRequired: { status: string; approvers: { email: string; name: string | null }[] }[];
}
interface Page {
  total: number;
  timesheets: Row[];
}

describe.each(testDatabases())('finance.timesheets on $name', (database) => {
  const t = useTimesheetWorld(database, ['employee', 'pm', 'admin', 'finance', 'other'] as const);
  /** The week before this one: the list's default range. */
  let lastWeek: IsoDate;
  let submitted: string;
  let other: string;
  let older: string;

  const list = async (browser: TestBrowser, variables: Record<string, unknown>) => {
    const { data, error } = await call<{ timesheets: Page }>(browser, LIST, variables);
    return { data: data?.timesheets ?? null, error };
  };
  const week = (end: IsoDate) => ({ startDate: compact(addDays(end, -6)), endDate: compact(end) });

  beforeAll(async () => {
    lastWeek = addDays(t.world.weekEnd, -7);
    // Erin's sheet of last week, submitted through the API (approval steps pm@ main, admin@ backup).
    submitted = await submittedSheet(t.as.employee, t.world, lastWeek);
    // Otto's Approved sheet of last week and Erin's Approved sheet of two weeks ago, written directly.
    other = await createTimesheet(t.db, {
      userId: t.world.ids.other,
      endDate: lastWeek,
      status: 'Approved',
      totalHours: '12.5',
    });
    older = await createTimesheet(t.db, {
      userId: t.world.ids.employee,
      endDate: addDays(lastWeek, -7),
      status: 'Approved',
      totalHours: '40',
    });
    await createLineItem(t.db, {
      timesheetId: other,
      projectId: t.world.hidden,
      deliverableId: t.world.deliverables.travel,
    });
    await t.db
      .insert(schema.timesheetAttachments)
      .values([{ timesheetId: other, url: 'https://files.example.com/receipt.pdf', description: 'Receipt' }]);
    const [expense] = await t.db
      .insert(schema.timesheetExpenses)
      .values({ timesheetId: other, description: 'Taxi', amount: '20' })
      .returning({ id: schema.timesheetExpenses.id });
    await t.db.insert(schema.timesheetExpenseAttachments).values([
      { expenseId: expense!.id, url: 'https://files.example.com/taxi-1.pdf' },
      { expenseId: expense!.id, url: 'https://files.example.com/taxi-2.pdf' },
    ]);
  });

  it('lists a week’s Submitted-Pending sheets with person, week, approvers, projects and hours', async () => {
    const { data, error } = await list(t.as.finance, { ...week(lastWeek), status: 'Submitted-Pending' });
    expect(error).toBeUndefined();
    expect(data!.total).toBe(1);
    const [row] = data!.timesheets;
    expect(row).toMatchObject({
      _id: submitted,
      firstName: 'Erin',
      lastName: 'Employee',
      email: 'employee@example.com',
      startDate: compact(addDays(lastWeek, -6)),
      endDate: compact(lastWeek),
      status: 'Submitted-Pending',
      totalHours: 41,
      projects: ['Apollo', 'Internal'],
      attachmentCount: 0,
    });
    expect(row!.approvalsRequired.flatMap((step) => step.approvers.map((a) => a.email))).toContain(
      'pm@example.com',
    );
    expect(row?.approvalsRequired[0]?.approvers[0]).toEqual({ email: 'pm@example.com', name: 'Pat Manager' });
  });

  it('keeps every status when none is given, by person then week, and counts files of both kinds', async () => {
    const { data } = await list(t.as.finance, {
      startDate: compact(addDays(lastWeek, -13)),
      endDate: compact(lastWeek),
    });
    expect(data!.timesheets.map((row) => row._id)).toEqual([older, submitted, other]);
    expect(data!.timesheets.find((row) => row._id === other)?.attachmentCount).toBe(3);
  });

  it('filters by several statuses', async () => {
    const { data } = await list(t.as.finance, {
      startDate: compact(addDays(lastWeek, -13)),
      endDate: compact(lastWeek),
      status: ['Approved'],
    });
    expect(data!.timesheets.map((row) => row._id).sort()).toEqual([older, other].sort());
    const both = await list(t.as.finance, { ...week(lastWeek), status: ['Approved', 'Submitted-Pending'] });
    expect(both.data!.total).toBe(2);
  });

  it('includes sheets ending on either edge of the range and leaves out the days beyond', async () => {
    const onEnd = await list(t.as.finance, { startDate: compact(lastWeek), endDate: compact(lastWeek) });
    expect(onEnd.data!.timesheets.map((row) => row._id).sort()).toEqual([submitted, other].sort());
    const onStart = await list(t.as.finance, {
      startDate: compact(lastWeek),
      endDate: compact(addDays(lastWeek, 6)),
    });
    expect(onStart.data!.total).toBe(2);
    const dayAfter = await list(t.as.finance, {
      startDate: compact(addDays(lastWeek, 1)),
      endDate: compact(addDays(lastWeek, 7)),
    });
    expect(dayAfter.data).toEqual({ total: 0, timesheets: [] });
    const dayBefore = await list(t.as.finance, {
      startDate: compact(addDays(lastWeek, -6)),
      endDate: compact(addDays(lastWeek, -1)),
    });
    expect(dayBefore.data!.total).toBe(0);
  });

  it.each([
    ['name', 'erin emp', ['submitted']],
    ['e-mail', 'OTHER@example', ['other']],
    ['project', 'apollo', ['submitted']],
    ['project code', 'APL', ['submitted']],
    ['client', 'acme', ['submitted']],
    ['deliverable', 'travel', ['other']],
    ['nothing', 'no such thing', []],
    ['a literal %', '%', []],
  ])('searches by %s', async (_what, queryString, expected) => {
    const { data, error } = await list(t.as.finance, { ...week(lastWeek), queryString });
    expect(error).toBeUndefined();
    const ids = { submitted, other } as Record<string, string>;
    expect(data!.timesheets.map((row) => row._id).sort()).toEqual(expected.map((key) => ids[key]).sort());
  });

  it('filters on the resource name only with name', async () => {
    const { data } = await list(t.as.finance, { ...week(lastWeek), name: 'otto' });
    expect(data!.timesheets.map((row) => row._id)).toEqual([other]);
    const byEmail = await list(t.as.finance, { ...week(lastWeek), name: 'example.com' });
    expect(byEmail.data!.total).toBe(0);
  });

  it('pages with offset and limit and still counts every match', async () => {
    const range = { startDate: compact(addDays(lastWeek, -13)), endDate: compact(lastWeek) };
    const first = await list(t.as.finance, { ...range, limit: 2 });
    expect(first.data!.total).toBe(3);
    expect(first.data!.timesheets.map((row) => row._id)).toEqual([older, submitted]);
    const second = await list(t.as.finance, { ...range, limit: 2, offset: 2 });
    expect(second.data).toMatchObject({ total: 3, timesheets: [{ _id: other }] });
    const beyond = await list(t.as.finance, { ...range, limit: 2, offset: 10 });
    expect(beyond.data).toEqual({ total: 3, timesheets: [] });
  });

  it('answers a page in one statement whatever the number of sheets', async () => {
    const counting = countingStatements(t.db);
    const page = await listFinanceTimesheets(counting.db, {
      startDate: addDays(lastWeek, -13),
      endDate: lastWeek,
      queryString: 'e',
      statuses: [],
      name: '',
      offset: 0,
      limit: 50,
    });
    expect(page.rows.length).toBe(3);
    expect(counting.count()).toBe(1);
  });

  it.each([
    [{ startDate: '2026-01-01', endDate: '20260107' }, 'startDate'],
    [{ startDate: '20260108', endDate: '20260107' }, 'endDate'],
    [{ startDate: '20260101', endDate: '20260107', status: 'Pending' }, 'status.0'],
    [{ startDate: '20260101', endDate: '20260107', limit: 500 }, 'limit'],
    [{ startDate: '20260101', endDate: '20260107', offset: -1 }, 'offset'],
  ])('refuses bad input %o naming %s', async (variables, field) => {
    const { data, error } = await list(t.as.finance, variables);
    expect(data).toBeNull();
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys((error?.extensions?.fields as Record<string, string>) ?? {})).toContain(field);
  });

  it.each([
    'employee',
    'pm',
    'admin',
    'other',
  ] as const)('refuses %s, who is not in finance', async (actor) => {
    const { data, error } = await list(t.as[actor], week(lastWeek));
    expect(data).toBeNull();
    expect(error?.extensions?.code).toBe('FORBIDDEN');
  });
});
