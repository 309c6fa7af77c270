import { schema } from '@tally/db';
import { countingStatements, testDatabases } from '@tally/db/testing';
import { addDays, endOfMonth, type IsoDate, startOfMonth } from '@tally/domain/shared/dates';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTimesheets, compact } from '../../timesheets/timesheets.fixtures.ts';
import { ask, MISSING, PAYROLL, useReportWorld } from './finance-reports.fixtures.ts';
import { findMissingTimesheets } from './queries/reports.ts';

describe.each(testDatabases())('finance missing timesheets and payroll allocation on $name', (database) => {
  const t = useReportWorld(database);
  beforeEach(async () => {
    await clearTimesheets(t.db);
  });

  describe('missingTimesheets', () => {
    const missing = async (endDate: IsoDate, browser = t.as.finance) =>
      ask<{ endDate: string; rows: { resourceEmail: string }[] }>(browser, MISSING, {
        endDate: compact(endDate),
      });

    it('lists active resources of In Progress projects without a submitted sheet for the week', async () => {
      const { data, error } = await missing(t.lastWeek);
      expect(error).toBeUndefined();
      expect(data).toEqual({
        endDate: compact(t.lastWeek),
        rows: [
          {
            projectName: 'Apollo',
            resourceName: 'Erin Employee',
            resourceEmail: 'employee@example.com',
            endDate: compact(t.lastWeek),
          },
          {
            projectName: 'Apollo',
            resourceName: 'Pat Manager',
            resourceEmail: 'pm@example.com',
            endDate: compact(t.lastWeek),
          },
        ],
      });
    });

    it('counts Submitted-Pending and Approved sheets as submitted, Declined and Not Submitted as missing', async () => {
      await t.sheet(t.world.ids.employee, 'Submitted-Pending', []);
      await t.sheet(t.world.ids.pm, 'Declined', []);
      expect((await missing(t.lastWeek)).data!.rows.map((row) => row.resourceEmail)).toEqual([
        'pm@example.com',
      ]);
      await t.db.delete(schema.timesheets).where(eq(schema.timesheets.userId, t.world.ids.pm));
      await t.sheet(t.world.ids.pm, 'Approved', []);
      await t.sheet(t.world.ids.employee, 'Not Submitted', [], addDays(t.lastWeek, -7));
      expect((await missing(t.lastWeek)).data!.rows).toEqual([]);
      // Another week is its own question: Erin's sheet two weeks ago is not submitted.
      expect((await missing(addDays(t.lastWeek, -7))).data!.rows.map((row) => row.resourceEmail)).toEqual([
        'employee@example.com',
        'pm@example.com',
      ]);
    });

    it('moves a date inside the week forward to its week end', async () => {
      const { data } = await missing(addDays(t.lastWeek, -3));
      expect(data!.endDate).toBe(compact(t.lastWeek));
      expect(data!.rows).toHaveLength(2);
    });

    it('leaves out people whose account is inactive, who left the team before the week, or projects not In Progress', async () => {
      await t.db
        .update(schema.users)
        .set({ accountActive: false })
        .where(eq(schema.users.id, t.world.ids.pm));
      await t.db
        .update(schema.projectResources)
        .set({ endDate: addDays(t.lastWeek, -7) })
        .where(eq(schema.projectResources.userId, t.world.ids.employee));
      try {
        expect((await missing(t.lastWeek)).data!.rows).toEqual([]);
        await t.db
          .update(schema.users)
          .set({ accountActive: true })
          .where(eq(schema.users.id, t.world.ids.pm));
        await t.db
          .update(schema.projects)
          .set({ status: 'Closed' })
          .where(eq(schema.projects.id, t.world.project));
        expect((await missing(t.lastWeek)).data!.rows).toEqual([]);
      } finally {
        await t.db
          .update(schema.users)
          .set({ accountActive: true })
          .where(eq(schema.users.id, t.world.ids.pm));
        await t.db
          .update(schema.projects)
          .set({ status: 'In Progress' })
          .where(eq(schema.projects.id, t.world.project));
        await t.db
          .update(schema.projectResources)
          .set({ endDate: null })
          .where(eq(schema.projectResources.userId, t.world.ids.employee));
      }
    });

    it('answers in one statement', async () => {
      const counting = countingStatements(t.db);
      expect(await findMissingTimesheets(counting.db, t.lastWeek)).toHaveLength(2);
      expect(counting.count()).toBe(1);
    });
  });

  describe('payrollAllocation', () => {
    beforeEach(async () => {
      await t.sheet(t.world.ids.employee, 'Approved', [
        {
          projectId: t.world.project,
          deliverableId: t.world.deliverables.design,
          days: [
            [1, '8'],
            [2, '4'],
          ],
        },
        { projectId: t.world.internal, deliverableId: t.world.deliverables.pto, days: [[3, '4']] },
      ]);
      // Not approved: left out of the allocation.
      await t.sheet(t.world.ids.other, 'Submitted-Pending', [
        { projectId: t.world.project, deliverableId: t.world.deliverables.code, days: [[1, '8']] },
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
      const { data, error } = await ask(t.as.finance, PAYROLL, {
        startDate: compact(addDays(t.lastWeek, -6)),
        endDate: compact(t.lastWeek),
      });
      expect(error).toBeUndefined();
      expect(data).toEqual(expected);
    });

    it('gives the same figures from whole months as from days', async () => {
      const { data } = await ask(t.as.finance, PAYROLL, {
        startDate: compact(startOfMonth(t.lastWeek, -1)),
        endDate: compact(endOfMonth(t.lastWeek)),
      });
      expect(data).toEqual(expected);
    });

    it('counts only the days inside the range', async () => {
      const { data } = await ask<{ projectName: string; percent: number }[]>(t.as.finance, PAYROLL, {
        startDate: compact(addDays(t.lastWeek, -4)),
        endDate: compact(t.lastWeek),
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
      [{ startDate: '19000101', endDate: '20260107' }, 'startDate'],
      [{ startDate: '19900101', endDate: '20260107' }, 'endDate'],
    ])('refuses %o naming %s', async (variables, field) => {
      const { data, error } = await ask(t.as.finance, PAYROLL, variables);
      expect(data).toBeNull();
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys((error?.extensions?.fields as Record<string, string>) ?? {})).toContain(field);
    });
  });
});
