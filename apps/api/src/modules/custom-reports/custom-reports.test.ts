import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { defaultTableState, type SavedReport } from '@tally/domain/custom-reports/saved-reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/harness.ts';

const READ = '{ me { _id settings { timesheetDailySnapshotReports } } }';
const SAVE = `mutation($id: ID!, $input: UserSettingsInput!) {
  updateUserSettings(id: $id, input: $input) { settings { timesheetDailySnapshotReports emailNotifications } } }`;

type Settings = { settings: { timesheetDailySnapshotReports: string; emailNotifications?: boolean } };
const A = '0b0a8f55-4a4c-4d38-9d5c-9f0c1e2a0001';
const B = '0b0a8f55-4a4c-4d38-9d5c-9f0c1e2a0002';

const report = (id: string, name: string, tableState: Partial<SavedReport['tableState']> = {}) => ({
  id,
  name,
  createdAt: '',
  updatedAt: '',
  tableState: { ...defaultTableState(), ...tableState },
});

describe.each(testDatabases())('saved custom reports (F-055) on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let financeId: string;
  let otherId: string;
  let finance: TestBrowser;
  let other: TestBrowser;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    app = await startTestApp(db);
    financeId = await createUser(db, { email: 'fin@example.com', groups: ['finance'] });
    otherId = await createUser(db, { email: 'other@example.com' });
    finance = new TestBrowser(app.baseUrl);
    await finance.signIn('fin@example.com', 'password123');
    other = new TestBrowser(app.baseUrl);
    await other.signIn('other@example.com', 'password123');
  });
  afterAll(async () => {
    await app.close();
    await close();
  });
  beforeEach(async () => {
    await db.delete(schema.savedReports);
  });

  const save = (browser: TestBrowser, id: string, reports: unknown, extra: Record<string, unknown> = {}) =>
    browser.graphql<{ updateUserSettings: Settings }>(SAVE, {
      id,
      input: {
        timesheetDailySnapshotReports: typeof reports === 'string' ? reports : JSON.stringify(reports),
        ...extra,
      },
    });
  const read = async (browser: TestBrowser) => {
    const { data, errors } = await browser.graphql<{ me: Settings }>(READ);
    expect(errors).toBeUndefined();
    return JSON.parse(data?.me.settings.timesheetDailySnapshotReports ?? 'null') as SavedReport[];
  };

  it('starts empty, stores the list in saved_reports and answers it newest first', async () => {
    expect(await read(finance)).toEqual([]);
    const first = await save(finance, financeId, [report(A, 'By project', { grouping: ['project'] })]);
    expect(first.errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const { data, errors } = await save(
      finance,
      financeId,
      [report(A, 'By project', { grouping: ['project'] }), report(B, '  Approved only ', {})],
      { emailNotifications: false },
    );
    expect(errors).toBeUndefined();
    expect(data?.updateUserSettings.settings.emailNotifications).toBe(false);
    const list = await read(finance);
    expect(list.map((r) => [r.id, r.name])).toEqual([
      [B, 'Approved only'],
      [A, 'By project'],
    ]);
    expect(list[1]?.tableState.grouping).toEqual(['project']);
    expect(list[0]!.updatedAt > list[1]!.updatedAt).toBe(true);
    const rows = await db
      .select()
      .from(schema.savedReports)
      .where(eq(schema.savedReports.ownerUserId, financeId));
    expect(rows).toHaveLength(2);
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, financeId));
    expect(user?.settings).not.toHaveProperty('timesheetDailySnapshotReports');
  });

  it('updates a changed report (its updatedAt moves, createdAt stays) and deletes one left out', async () => {
    await save(finance, financeId, [report(A, 'One'), report(B, 'Two')]);
    const [before] = (await read(finance)).filter((r) => r.id === A);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await save(finance, financeId, [report(A, 'One renamed', { sorting: [{ id: 'hours', desc: true }] })]);
    const list = await read(finance);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: A, name: 'One renamed', createdAt: before?.createdAt });
    expect(list[0]!.updatedAt > before!.updatedAt).toBe(true);
    expect(list[0]?.tableState.sorting).toEqual([{ id: 'hours', desc: true }]);
    await save(finance, financeId, []);
    expect(await read(finance)).toEqual([]);
  });

  it('keeps each user to their own reports: an id another user owns becomes a new report', async () => {
    await save(finance, financeId, [report(A, 'Mine')]);
    const { errors } = await save(other, otherId, [report(A, 'Theirs'), report('not-a-uuid', 'Other')]);
    expect(errors).toBeUndefined();
    const theirs = await read(other);
    expect(theirs.map((r) => r.name).sort()).toEqual(['Other', 'Theirs']);
    expect(theirs.every((r) => r.id !== A)).toBe(true);
    expect((await read(finance)).map((r) => [r.id, r.name])).toEqual([[A, 'Mine']]);
    await save(other, otherId, []);
    expect((await read(finance)).map((r) => r.name)).toEqual(['Mine']);
  });

  it.each([
    ['not JSON', 'nope', 'input.timesheetDailySnapshotReports'],
    ['a blank name', [report(A, '   ')], 'input.timesheetDailySnapshotReports.0.name'],
    ['a duplicate name', [report(A, 'X'), report(B, ' x ')], 'input.timesheetDailySnapshotReports.1.name'],
    [
      'an unknown column',
      [report(A, 'X', { columnOrder: ['password'] })],
      'input.timesheetDailySnapshotReports.0.tableState.columnOrder.0',
    ],
    [
      'a bad filter operator',
      [
        report(A, 'X', {
          columnFilters: [{ id: 'hours', value: { operator: 'regex' as never, value: '.' } }],
        }),
      ],
      'input.timesheetDailySnapshotReports.0.tableState.columnFilters.0.value.operator',
    ],
  ])('refuses %s with BAD_USER_INPUT naming the field, writing nothing', async (_case, reports, field) => {
    await save(finance, financeId, [report(B, 'Kept')]);
    const { errors } = await save(finance, financeId, reports);
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys((errors?.[0]?.extensions?.fields as object) ?? {})).toContain(field);
    expect((await read(finance)).map((r) => r.name)).toEqual(['Kept']);
  });

  it("refuses another user's id and anonymous callers", async () => {
    const forbidden = await save(finance, otherId, [report(A, 'X')]);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await new TestBrowser(app.baseUrl).graphql(READ);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
