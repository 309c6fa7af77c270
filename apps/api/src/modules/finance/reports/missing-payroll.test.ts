import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { countingStatements, testDatabases } from '@tally/db/testing';
import { addDays, endOfMonth, type IsoDate, startOfMonth } from '@tally/domain/shared/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp, TestBrowser } from '../../../../test/harness.ts';
import { clearTimesheets, compact, type World } from '../../timesheets/timesheets.fixtures.ts';
import {
  type Actor,
  ask,
  insertSheet,
  MISSING,
  openReportWorld,
  PAYROLL,
  type SheetLine,
} from './finance-reports.fixtures.ts';
import { findMissingTimesheets } from './queries/reports.ts';

describe.each(testDatabases())('finance missing timesheets and payroll allocation on $name', (database) => {
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
      [{ startDate: '19000101', endDate: '20260107' }, 'startDate'],
      [{ startDate: '19900101', endDate: '20260107' }, 'endDate'],
    ])('refuses %o naming %s', async (variables, field) => {
      const { data, error } = await ask(as.finance, PAYROLL, variables);
      expect(data).toBeNull();
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys((error?.extensions?.fields as Record<string, string>) ?? {})).toContain(field);
    });
  });
});
