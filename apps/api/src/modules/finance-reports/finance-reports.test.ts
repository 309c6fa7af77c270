import { type Db, schema } from '@tally/db';
import { countingStatements, testDatabases } from '@tally/db/testing';
import { addDays, endOfMonth, type IsoDate, isoToDisplay, startOfMonth } from '@tally/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/harness.ts';
import {
  buildWorld,
  call,
  clearTimesheets,
  compact,
  ignoreErrorsOfClosingConnections,
  setConfiguration,
  signInAll,
  type World,
} from '../timesheets/timesheets.fixtures.ts';
import { findApprovedWeekEntries, findMissingTimesheets } from './finance-reports.queries.ts';

const MISSING = `query($endDate: String!) { finance { missingTimesheets(endDate: $endDate) {
  endDate rows { projectName resourceName resourceEmail endDate } } } }`;
const PAYROLL = `query($startDate: String!, $endDate: String!) { finance {
  payrollAllocation(startDate: $startDate, endDate: $endDate) {
    firstName lastName email payrollId projectName hours totalHours percent } } }`;
const PROJECTS = `query { finance { projectsReport { blendedRate
  projects { name projectCode clientName status budget budgetUsed budgetRemaining overBudget estimatedHours } } } }`;
const EXPORT = `query($endDate: String!) { finance { quickbooksExport(endDate: $endDate) { endDate
  rows { key employeeName customerJob payrollItem billableStatus serviceItem date duration hours notes } } } }`;

/** Runs a finance query and returns its one field under `finance { }` (or the first error). */
async function ask<T>(browser: TestBrowser, query: string, variables: Record<string, unknown> = {}) {
  const { data, error } = await call<Record<string, T>>(browser, query, variables);
  return { data: data ? (Object.values(data)[0] ?? null) : null, error };
}

type Actor = 'employee' | 'pm' | 'admin' | 'finance' | 'other';

describe.each(testDatabases())('finance reports on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let as: Record<Actor, TestBrowser>;
  /** Last week's end (a Sunday, the default week-end day). */
  let lastWeek: IsoDate;

  /** A sheet of last week with one line per (deliverable, project) and its day entries. */
  async function sheet(
    userId: string,
    status: 'Approved' | 'Submitted-Pending' | 'Declined' | 'Not Submitted',
    lines: {
      projectId: string;
      deliverableId: string;
      days: [offset: number, hours: string, comment?: string][];
    }[],
    weekEnd = lastWeek,
  ) {
    const [row] = await db
      .insert(schema.timesheets)
      .values({ userId, startDate: addDays(weekEnd, -6), endDate: weekEnd, status })
      .returning({ id: schema.timesheets.id });
    for (const [position, line] of lines.entries()) {
      const [item] = await db
        .insert(schema.timesheetLineItems)
        .values({
          timesheetId: row!.id,
          projectId: line.projectId,
          deliverableId: line.deliverableId,
          position,
        })
        .returning({ id: schema.timesheetLineItems.id });
      await db.insert(schema.timesheetEntries).values(
        line.days.map(([offset, hours, comment]) => ({
          lineItemId: item!.id,
          timesheetId: row!.id,
          userId,
          projectId: line.projectId,
          deliverableId: line.deliverableId,
          date: addDays(weekEnd, offset - 6),
          hours,
          comment: comment ?? null,
        })),
      );
    }
    return row!.id;
  }

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db);
    world = await buildWorld(db, app);
    as = await signInAll(app, ['employee', 'pm', 'admin', 'finance', 'other'] as const);
    lastWeek = addDays(world.weekEnd, -7);
    await db
      .update(schema.users)
      .set({ payrollId: 'P100', quickbooksPayrollItem: 'Hourly', quickbooksEmployeeName: 'Employee, Erin' })
      .where(eq(schema.users.id, world.ids.employee));
  });
  afterAll(async () => {
    await app.close();
    await close();
  });
  beforeEach(async () => {
    await clearTimesheets(db);
  });

  describe('missingTimesheets', () => {
    const missing = async (endDate: IsoDate, browser = as.finance) =>
      ask<{ endDate: string; rows: { resourceEmail: string }[] }>(browser, MISSING, {
        endDate: compact(endDate),
      });

    it('lists active resources of In Progress projects without a submitted sheet for the week', async () => {
      const { data, error } = await missing(lastWeek);
      expect(error).toBeUndefined();
      expect(data).toEqual({
        endDate: compact(lastWeek),
        rows: [
          {
            projectName: 'Apollo',
            resourceName: 'Erin Employee',
            resourceEmail: 'employee@example.com',
            endDate: compact(lastWeek),
          },
          {
            projectName: 'Apollo',
            resourceName: 'Pat Manager',
            resourceEmail: 'pm@example.com',
            endDate: compact(lastWeek),
          },
        ],
      });
    });

    it('counts Submitted-Pending and Approved sheets as submitted, Declined and Not Submitted as missing', async () => {
      await sheet(world.ids.employee, 'Submitted-Pending', []);
      await sheet(world.ids.pm, 'Declined', []);
      expect((await missing(lastWeek)).data!.rows.map((row) => row.resourceEmail)).toEqual([
        'pm@example.com',
      ]);
      await db.delete(schema.timesheets).where(eq(schema.timesheets.userId, world.ids.pm));
      await sheet(world.ids.pm, 'Approved', []);
      await sheet(world.ids.employee, 'Not Submitted', [], addDays(lastWeek, -7));
      expect((await missing(lastWeek)).data!.rows).toEqual([]);
      // Another week is its own question: Erin's sheet two weeks ago is not submitted.
      expect((await missing(addDays(lastWeek, -7))).data!.rows.map((row) => row.resourceEmail)).toEqual([
        'employee@example.com',
        'pm@example.com',
      ]);
    });

    it('moves a date inside the week forward to its week end', async () => {
      const { data } = await missing(addDays(lastWeek, -3));
      expect(data!.endDate).toBe(compact(lastWeek));
      expect(data!.rows).toHaveLength(2);
    });

    it('leaves out people whose account is inactive, who left the team before the week, or projects not In Progress', async () => {
      await db.update(schema.users).set({ accountActive: false }).where(eq(schema.users.id, world.ids.pm));
      await db
        .update(schema.projectResources)
        .set({ endDate: addDays(lastWeek, -7) })
        .where(eq(schema.projectResources.userId, world.ids.employee));
      try {
        expect((await missing(lastWeek)).data!.rows).toEqual([]);
        await db.update(schema.users).set({ accountActive: true }).where(eq(schema.users.id, world.ids.pm));
        await db
          .update(schema.projects)
          .set({ status: 'Closed' })
          .where(eq(schema.projects.id, world.project));
        expect((await missing(lastWeek)).data!.rows).toEqual([]);
      } finally {
        await db.update(schema.users).set({ accountActive: true }).where(eq(schema.users.id, world.ids.pm));
        await db
          .update(schema.projects)
          .set({ status: 'In Progress' })
          .where(eq(schema.projects.id, world.project));
        await db
          .update(schema.projectResources)
          .set({ endDate: null })
          .where(eq(schema.projectResources.userId, world.ids.employee));
      }
    });

    it('answers in one statement', async () => {
      const counting = countingStatements(db);
      expect(await findMissingTimesheets(counting.db, lastWeek)).toHaveLength(2);
      expect(counting.count()).toBe(1);
    });
  });

  describe('payrollAllocation', () => {
    beforeEach(async () => {
      await sheet(world.ids.employee, 'Approved', [
        {
          projectId: world.project,
          deliverableId: world.deliverables.design,
          days: [
            [1, '8'],
            [2, '4'],
          ],
        },
        { projectId: world.internal, deliverableId: world.deliverables.pto, days: [[3, '4']] },
      ]);
      // Not approved: left out of the allocation.
      await sheet(world.ids.other, 'Submitted-Pending', [
        { projectId: world.project, deliverableId: world.deliverables.code, days: [[1, '8']] },
      ]);
    });

    const expected = [
      {
        firstName: 'Erin',
        lastName: 'Employee',
        email: 'employee@example.com',
        payrollId: 'P100',
        projectName: 'Apollo',
        hours: 12,
        totalHours: 16,
        percent: 75,
      },
      {
        firstName: 'Erin',
        lastName: 'Employee',
        email: 'employee@example.com',
        payrollId: 'P100',
        projectName: 'Internal',
        hours: 4,
        totalHours: 16,
        percent: 25,
      },
    ];

    it("shares each person's approved hours of the range among their projects", async () => {
      const { data, error } = await ask(as.finance, PAYROLL, {
        startDate: compact(addDays(lastWeek, -6)),
        endDate: compact(lastWeek),
      });
      expect(error).toBeUndefined();
      expect(data).toEqual(expected);
    });

    it('gives the same figures from whole months as from days', async () => {
      const { data } = await ask(as.finance, PAYROLL, {
        startDate: compact(startOfMonth(lastWeek, -1)),
        endDate: compact(endOfMonth(lastWeek)),
      });
      expect(data).toEqual(expected);
    });

    it('counts only the days inside the range', async () => {
      const { data } = await ask<{ projectName: string; percent: number }[]>(as.finance, PAYROLL, {
        startDate: compact(addDays(lastWeek, -4)),
        endDate: compact(lastWeek),
      });
      // Monday's 8 hours fall outside: Apollo 4 of 8, Internal 4 of 8.
      expect(data!.map((row) => [row.projectName, row.percent])).toEqual([
        ['Apollo', 50],
        ['Internal', 50],
      ]);
    });

    it.each([
      [{ startDate: '2026-01-01', endDate: '20260107' }, 'startDate'],
      [{ startDate: '20260108', endDate: '20260107' }, 'endDate'],
      [{ startDate: '19000101', endDate: '20260107' }, 'endDate'],
    ])('refuses %o naming %s', async (variables, field) => {
      const { data, error } = await ask(as.finance, PAYROLL, variables);
      expect(data).toBeNull();
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys((error?.extensions?.fields as Record<string, string>) ?? {})).toContain(field);
    });
  });

  describe('projectsReport', () => {
    afterAll(async () => {
      await setConfiguration(db, 'blended-rate', null);
    });

    it('lists every project with budget remaining, over budget and estimated hours', async () => {
      await db
        .update(schema.projects)
        .set({ budget: '1000', budgetUsed: '1.2' })
        .where(eq(schema.projects.id, world.project));
      await db
        .update(schema.projects)
        .set({ budget: '3000', budgetUsed: '0.25' })
        .where(eq(schema.projects.id, world.hidden));
      await setConfiguration(db, 'blended-rate', '100');
      const { data, error } = await ask<{ blendedRate: number; projects: unknown[] }>(as.finance, PROJECTS);
      expect(error).toBeUndefined();
      expect(data!.blendedRate).toBe(100);
      expect(data!.projects).toEqual([
        {
          name: 'Apollo',
          projectCode: 'APL',
          clientName: 'Acme Corp',
          status: 'In Progress',
          budget: 1000,
          budgetUsed: 1.2,
          budgetRemaining: 0,
          overBudget: 'Yes',
          estimatedHours: 10,
        },
        expect.objectContaining({
          name: 'Hidden',
          budgetRemaining: 2250,
          overBudget: 'No',
          estimatedHours: 30,
        }),
        expect.objectContaining({ name: 'Internal', budget: 0, clientName: null, overBudget: 'No' }),
      ]);
    });

    it.each(['', '0'])('leaves estimated hours blank when blended-rate is %j', async (value) => {
      await setConfiguration(db, 'blended-rate', value);
      const { data } = await ask<{
        blendedRate: number | null;
        projects: { estimatedHours: number | null }[];
      }>(as.finance, PROJECTS);
      expect(data!.blendedRate).toBeNull();
      expect(data!.projects.every((project) => project.estimatedHours === null)).toBe(true);
    });
  });

  describe('quickbooksExport', () => {
    afterAll(async () => {
      await setConfiguration(db, 'accounting-export-service-item', null);
    });

    beforeEach(async () => {
      await sheet(world.ids.employee, 'Approved', [
        {
          projectId: world.project,
          deliverableId: world.deliverables.design,
          days: [
            [1, '6', 'drawings'],
            [2, '1.5'],
          ],
        },
        { projectId: world.internal, deliverableId: world.deliverables.pto, days: [[3, '8']] },
      ]);
      await sheet(world.ids.other, 'Submitted-Pending', [
        { projectId: world.project, deliverableId: world.deliverables.code, days: [[1, '8']] },
      ]);
    });

    it('writes one row per person and deliverable of the Approved sheets of the week', async () => {
      const { data, error } = await ask<{ endDate: string; rows: unknown[] }>(as.finance, EXPORT, {
        endDate: compact(lastWeek),
      });
      expect(error).toBeUndefined();
      expect(data).toEqual({
        endDate: compact(lastWeek),
        rows: [
          {
            key: `${world.ids.employee}|${world.deliverables.design}`,
            employeeName: 'Employee, Erin',
            customerJob: 'Acme Corp:Apollo',
            payrollItem: 'Hourly',
            billableStatus: 'T',
            serviceItem: 'Architectural',
            date: isoToDisplay(lastWeek),
            duration: '7:30',
            hours: 7.5,
            notes: 'Build - Design: drawings',
          },
          expect.objectContaining({
            customerJob: 'Internal',
            duration: '8:00',
            notes: 'Time Off - PTO',
          }),
        ],
      });
    });

    it('reads billable status and service item from configuration', async () => {
      await setConfiguration(db, 'accounting-export-service-item', 'Engineering');
      const { data } = await ask<{ rows: { serviceItem: string }[] }>(as.admin, EXPORT, {
        endDate: compact(lastWeek),
      });
      expect(data!.rows.map((row) => row.serviceItem)).toEqual(['Engineering', 'Engineering']);
    });

    it('reads the week in one statement', async () => {
      const counting = countingStatements(db);
      expect(await findApprovedWeekEntries(counting.db, lastWeek)).toHaveLength(3);
      expect(counting.count()).toBe(1);
    });

    it('refuses a date that is not YYYYMMDD, naming endDate', async () => {
      const { data, error } = await ask(as.finance, EXPORT, { endDate: '2026-01-01' });
      expect(data).toBeNull();
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(error?.extensions?.fields as Record<string, string>)).toEqual(['endDate']);
    });
  });

  describe('permissions', () => {
    const queries = () =>
      [
        [MISSING, { endDate: compact(lastWeek) }],
        [PAYROLL, { startDate: compact(lastWeek), endDate: compact(lastWeek) }],
        [PROJECTS, {}],
        [EXPORT, { endDate: compact(lastWeek) }],
      ] as const;

    it.each([
      'employee',
      'pm',
      'other',
    ] as const)('refuses %s, who is neither finance nor admin', async (actor) => {
      for (const [query, variables] of queries()) {
        const { data, error } = await ask(as[actor], query, variables);
        expect(data).toBeNull();
        expect(error?.extensions?.code).toBe('FORBIDDEN');
      }
    });

    it('refuses an anonymous caller', async () => {
      for (const [query, variables] of queries()) {
        const response = await new TestBrowser(app.baseUrl).graphql(query, variables);
        expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
    });

    it.each(['finance', 'admin'] as const)('answers %s', async (actor) => {
      for (const [query, variables] of queries()) {
        const { error } = await ask(as[actor], query, variables);
        expect(error).toBeUndefined();
      }
    });
  });
});
