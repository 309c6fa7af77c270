import type { Db } from '@tally/db';
import { seedScale } from '@tally/db/seeds';
import { testDatabases } from '@tally/db/testing';
import { afterAll, beforeAll, describe } from 'vitest';
import { startTestApp, type TestApp, TestBrowser } from '../../../../../test/harness.ts';
import { call, ignoreErrorsOfClosingConnections } from '../../../timesheets/timesheets.fixtures.ts';

/** The scale seed's company at a small size: 12 people, three weeks ending 2026-11-22, real approvals. */
export const SCALE = { users: 12, weeks: 3, today: '2026-11-18', start: '20261102', end: '20261122' };

export interface ScaleWorld {
  db: Db;
  app: TestApp;
  /** admin@example.com: admin, super-admin and finance. */
  finance: TestBrowser;
  /** user1@example.com: an employee. */
  employee: TestBrowser;
}

/** `describe` per test database with the small scale company loaded and its admin and an employee signed in. */
export function describeWithScaleWorld(title: string, body: (t: ScaleWorld) => void): void {
  describe.each(testDatabases())(`${title} on $name`, (database) => {
    const t = {} as ScaleWorld;
    let close: () => Promise<void> = async () => {};
    beforeAll(async () => {
      ({ db: t.db, close } = await database.open());
      ignoreErrorsOfClosingConnections(t.db);
      await seedScale(t.db, {
        users: SCALE.users,
        weeks: SCALE.weeks,
        seed: 3,
        today: SCALE.today,
        password: 'password123',
      });
      t.app = await startTestApp(t.db);
      t.finance = await signIn(t.app, 'admin@example.com');
      t.employee = await signIn(t.app, 'user1@example.com');
    }, 120_000);
    afterAll(async () => {
      await t.app?.close();
      await close();
    });
    body(t);
  });
}

async function signIn(app: TestApp, email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(app.baseUrl);
  const response = await browser.signIn(email, 'password123');
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return browser;
}

export type Row = Record<string, unknown> & { _id: string };
export interface WindowAnswer {
  total: number;
  hours: number;
  totalCost: number;
  offset: number;
  rows: Row[];
}
export interface GroupAnswer {
  key: string[];
  value: string;
  count: number;
  hours: number;
  totalCost: number;
}

const WINDOW = `query($query: SnapshotQueryInput!, $groupPath: [String!], $offset: Int!, $limit: Int!) {
  finance { timesheetSnapshotWindow(query: $query, groupPath: $groupPath, offset: $offset, limit: $limit) {
    total hours totalCost offset rows } } }`;
const GROUPS = `query($query: SnapshotQueryInput!, $groupPath: [String!]) {
  finance { timesheetSnapshotGroups(query: $query, groupPath: $groupPath) { key value count hours totalCost } } }`;

export type QueryInput = Record<string, unknown>;

export const window = (
  browser: TestBrowser,
  query: QueryInput,
  options: { groupPath?: string[]; offset?: number; limit?: number } = {},
) =>
  call<{ timesheetSnapshotWindow: WindowAnswer }>(browser, WINDOW, {
    query: { startDate: SCALE.start, endDate: SCALE.end, ...query },
    groupPath: options.groupPath ?? [],
    offset: options.offset ?? 0,
    limit: options.limit ?? 1000,
  });

export const groups = (browser: TestBrowser, query: QueryInput, groupPath: string[] = []) =>
  call<{ timesheetSnapshotGroups: GroupAnswer[] }>(browser, GROUPS, {
    query: { startDate: SCALE.start, endDate: SCALE.end, ...query },
    groupPath,
  });

/** Every row of a query, read window by window (`limit` rows each). */
export async function allRows(browser: TestBrowser, query: QueryInput, limit = 1000, groupPath?: string[]) {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += limit) {
    const { data, error } = await window(browser, query, { offset, limit, groupPath });
    if (error) throw new Error(error.message);
    const answer = data!.timesheetSnapshotWindow;
    rows.push(...answer.rows);
    if (offset + limit >= answer.total) return { rows, total: answer.total, answer };
  }
}
