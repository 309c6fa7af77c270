import { type Db, schema } from '@tally/db';
import type { testDatabases } from '@tally/db/testing';
import { addDays, type IsoDate } from '@tally/domain/shared/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createSheet } from '../../../../test/factories/index.ts';
import { startTestApp, type TestApp, type TestBrowser } from '../../../../test/harness.ts';
import {
  buildWorld,
  call,
  ignoreErrorsOfClosingConnections,
  signInAll,
  type World,
} from '../../timesheets/timesheets.fixtures.ts';

export const MISSING = `query($endDate: String!) { finance { missingTimesheets(endDate: $endDate) {
  endDate rows { projectName resourceName resourceEmail endDate } } } }`;
export const PAYROLL = `query($startDate: String!, $endDate: String!) { finance {
  payrollAllocation(startDate: $startDate, endDate: $endDate) {
    firstName lastName email payrollId projectName hours totalHours percent } } }`;
export const PROJECTS = `query { finance { projectsReport { blendedRate
  projects { name projectCode clientName status budget budgetUsed budgetRemaining overBudget estimatedHours } } } }`;
export const EXPORT = `query($endDate: String!) { finance { quickbooksExport(endDate: $endDate) { endDate
  rows { key employeeName customerJob payrollItem billableStatus serviceItem date duration hours notes } } } }`;

/** Runs a finance query and returns its one field under `finance { }` (or the first error). */
export async function ask<T>(browser: TestBrowser, query: string, variables: Record<string, unknown> = {}) {
  const { data, error } = await call<Record<string, T>>(browser, query, variables);
  return { data: data ? (Object.values(data)[0] ?? null) : null, error };
}

export type Actor = 'employee' | 'pm' | 'admin' | 'finance' | 'other';

export interface ReportWorld {
  app: TestApp;
  db: Db;
  close: () => Promise<void>;
  world: World;
  as: Record<Actor, TestBrowser>;
  /** Last week's end (a Sunday, the default week-end day). */
  lastWeek: IsoDate;
  /** insertSheet of `userId`'s week ending `weekEnd` (default last week). */
  sheet(userId: string, status: SheetStatus, lines: SheetLine[], weekEnd?: IsoDate): Promise<string>;
}

/** The timesheet tests' world, its five people signed in, Erin with a payroll id and accounting names. */
export async function openReportWorld(
  database: ReturnType<typeof testDatabases>[number],
): Promise<ReportWorld> {
  const { db, close } = await database.open();
  ignoreErrorsOfClosingConnections(db);
  const app = await startTestApp(db);
  const world = await buildWorld(db, app);
  const as = await signInAll(app, ['employee', 'pm', 'admin', 'finance', 'other'] as const);
  await db
    .update(schema.users)
    .set({ payrollId: 'P100', quickbooksPayrollItem: 'Hourly', quickbooksEmployeeName: 'Employee, Erin' })
    .where(eq(schema.users.id, world.ids.employee));
  const lastWeek = addDays(world.weekEnd, -7);
  const sheet: ReportWorld['sheet'] = (userId, status, lines, weekEnd = lastWeek) =>
    insertSheet(db, weekEnd, userId, status, lines);
  return { app, db, close, world, as, lastWeek, sheet };
}

/**
 * The report world of the calling describe's tests: opened (openReportWorld) before them, app and database
 * closed after them. The object answered is empty until its beforeAll has run: read it in hooks and tests.
 */
export function useReportWorld(database: ReturnType<typeof testDatabases>[number]): ReportWorld {
  const opened = {} as ReportWorld;
  beforeAll(async () => {
    Object.assign(opened, await openReportWorld(database));
  });
  afterAll(async () => {
    await opened.app?.close();
    await opened.close?.();
  });
  return opened;
}

export type SheetStatus = 'Approved' | 'Submitted-Pending' | 'Declined' | 'Not Submitted';

export type SheetLine = {
  projectId: string;
  deliverableId: string;
  days: [offset: number, hours: string, comment?: string][];
};

/** A sheet of the week ending weekEnd with one line per entry of `lines` and its day entries (offset 0 = first day). */
export async function insertSheet(
  db: Db,
  weekEnd: IsoDate,
  userId: string,
  status: SheetStatus,
  lines: SheetLine[],
): Promise<string> {
  const sheet = await createSheet(db, {
    userId,
    endDate: weekEnd,
    status,
    lines: lines.map((line, position) => ({
      projectId: line.projectId,
      deliverableId: line.deliverableId,
      position,
      days: line.days.map(([day, hours, comment]) => ({ day, hours, comment: comment ?? null })),
    })),
  });
  return sheet.id;
}
