import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { countingStatements, testDatabases } from '@tally/db/testing';
import { type IsoDate, isoToDisplay } from '@tally/domain/shared/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, TestBrowser } from '../../../../test/harness.ts';
import {
  clearTimesheets,
  compact,
  setConfiguration,
  type World,
} from '../../timesheets/timesheets.fixtures.ts';
import {
  type Actor,
  ask,
  EXPORT,
  insertSheet,
  MISSING,
  openReportWorld,
  PAYROLL,
  PROJECTS,
  type SheetLine,
} from './finance-reports.fixtures.ts';
import { findApprovedWeekEntries } from './queries/reports.ts';

describe.each(testDatabases())('finance projects report and accounting export on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let as: Record<Actor, TestBrowser>;
  let lastWeek: IsoDate;

  const sheet = (
    userId: string,
    status: 'Approved' | 'Submitted-Pending' | 'Declined' | 'Not Submitted',
    lines: SheetLine[],
    weekEnd = lastWeek,
  ) => insertSheet(db, weekEnd, userId, status, lines);

  beforeAll(async () => {
    ({ app, db, close, world, as, lastWeek } = await openReportWorld(database));
  });
  afterAll(async () => {
    await app.close();
    await close();
  });
  beforeEach(async () => {
    await clearTimesheets(db);
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
      // The figures above stand for approved hours the test does not create: mark them current.
      await db.update(schema.projects).set({ budgetUsedComputed: sql`budget_used_changes` });
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
