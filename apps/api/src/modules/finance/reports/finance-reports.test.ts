import { schema } from '@tally/db';
import { countingStatements, testDatabases } from '@tally/db/testing';
import { isoToDisplay } from '@tally/domain/shared/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../../../test/harness.ts';
import { clearTimesheets, compact, setConfiguration } from '../../timesheets/timesheets.fixtures.ts';
import { ask, EXPORT, MISSING, PAYROLL, PROJECTS, useReportWorld } from './finance-reports.fixtures.ts';
import { findApprovedWeekEntries } from './queries/reports.ts';

describe.each(testDatabases())('finance projects report and accounting export on $name', (database) => {
  const t = useReportWorld(database);
  beforeEach(async () => {
    await clearTimesheets(t.db);
  });

  describe('projectsReport', () => {
    afterAll(async () => {
      await setConfiguration(t.db, 'blended-rate', null);
    });

    it('lists every project with budget remaining, over budget and estimated hours', async () => {
      await t.db
        .update(schema.projects)
        .set({ budget: '1000', budgetUsed: '1.2' })
        .where(eq(schema.projects.id, t.world.project));
      await t.db
        .update(schema.projects)
        .set({ budget: '3000', budgetUsed: '0.25' })
        .where(eq(schema.projects.id, t.world.hidden));
      // The figures above stand for approved hours the test does not create: mark them current.
      await t.db.update(schema.projects).set({ budgetUsedComputed: sql`budget_used_changes` });
      await setConfiguration(t.db, 'blended-rate', '100');
      const { data, error } = await ask<{ blendedRate: number; projects: unknown[] }>(t.as.finance, PROJECTS);
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
      await setConfiguration(t.db, 'blended-rate', value);
      const { data } = await ask<{
        blendedRate: number | null;
        projects: { estimatedHours: number | null }[];
      }>(t.as.finance, PROJECTS);
      expect(data!.blendedRate).toBeNull();
      expect(data!.projects.every((project) => project.estimatedHours === null)).toBe(true);
    });
  });

  describe('quickbooksExport', () => {
    afterAll(async () => {
      await setConfiguration(t.db, 'accounting-export-service-item', null);
    });

    beforeEach(async () => {
      await t.sheet(t.world.ids.employee, 'Approved', [
        {
          projectId: t.world.project,
          deliverableId: t.world.deliverables.design,
          days: [
            [1, '6', 'drawings'],
            [2, '1.5'],
          ],
        },
        { projectId: t.world.internal, deliverableId: t.world.deliverables.pto, days: [[3, '8']] },
      ]);
      await t.sheet(t.world.ids.other, 'Submitted-Pending', [
        { projectId: t.world.project, deliverableId: t.world.deliverables.code, days: [[1, '8']] },
      ]);
    });

    it('writes one row per person and deliverable of the Approved sheets of the week', async () => {
      const { data, error } = await ask<{ endDate: string; rows: unknown[] }>(t.as.finance, EXPORT, {
        endDate: compact(t.lastWeek),
      });
      expect(error).toBeUndefined();
      expect(data).toEqual({
        endDate: compact(t.lastWeek),
        rows: [
          {
            key: `${t.world.ids.employee}|${t.world.deliverables.design}`,
            employeeName: 'Employee, Erin',
            customerJob: 'Acme Corp:Apollo',
            payrollItem: 'Hourly',
            billableStatus: 'T',
            serviceItem: 'Architectural',
            date: isoToDisplay(t.lastWeek),
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
      await setConfiguration(t.db, 'accounting-export-service-item', 'Engineering');
      const { data } = await ask<{ rows: { serviceItem: string }[] }>(t.as.admin, EXPORT, {
        endDate: compact(t.lastWeek),
      });
      expect(data!.rows.map((row) => row.serviceItem)).toEqual(['Engineering', 'Engineering']);
    });

    it('reads the week in one statement', async () => {
      const counting = countingStatements(t.db);
      expect(await findApprovedWeekEntries(counting.db, t.lastWeek)).toHaveLength(3);
      expect(counting.count()).toBe(1);
    });

    it('refuses a date that is not YYYYMMDD, naming endDate', async () => {
      const { data, error } = await ask(t.as.finance, EXPORT, { endDate: '2026-01-01' });
      expect(data).toBeNull();
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(error?.extensions?.fields as Record<string, string>)).toEqual(['endDate']);
    });
  });

  describe('permissions', () => {
    const queries = () =>
      [
        [MISSING, { endDate: compact(t.lastWeek) }],
        [PAYROLL, { startDate: compact(t.lastWeek), endDate: compact(t.lastWeek) }],
        [PROJECTS, {}],
        [EXPORT, { endDate: compact(t.lastWeek) }],
      ] as const;

    it.each([
      'employee',
      'pm',
      'other',
    ] as const)('refuses %s, who is neither finance nor admin', async (actor) => {
      for (const [query, variables] of queries()) {
        const { data, error } = await ask(t.as[actor], query, variables);
        expect(data).toBeNull();
        expect(error?.extensions?.code).toBe('FORBIDDEN');
      }
    });

    it('refuses an anonymous caller', async () => {
      for (const [query, variables] of queries()) {
        const response = await new TestBrowser(t.app.baseUrl).graphql(query, variables);
        expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
    });

    it.each(['finance', 'admin'] as const)('answers %s', async (actor) => {
      for (const [query, variables] of queries()) {
        const { error } = await ask(t.as[actor], query, variables);
        expect(error).toBeUndefined();
      }
    });
  });
});
