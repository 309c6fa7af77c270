import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createRole } from '../../../../test/factories/index.ts';
import { APPROVE, DECLINE, submittedSheet } from '../../approvals/approvals.fixtures.ts';
import { call, useTimesheetWorld } from '../../timesheets/timesheets.fixtures.ts';
import { insertSheetWithHours } from '../projects.fixtures.ts';
import { findApprovedWork, planRange, sumWork } from './approved-work.ts';

const RECALL = `mutation($id: ID!) { recallTimesheet(timesheetId: $id) { _id status } }`;

describe.each(testDatabases())('approved work and its cost on $name', (database) => {
  const t = useTimesheetWorld(database, ['employee', 'admin', 'pm', 'finance']);

  beforeEach(async () => {
    await t.db.delete(schema.timesheets);
    await t.db.delete(schema.projectRoles);
    await t.db.update(schema.deliverables).set({ rate: null });
    await t.db.update(schema.users).set({ role: null, defaultRate: null });
  });

  const work = () => findApprovedWork(t.db, { projectIds: [t.world.project] });

  it('counts approved sheets only', async () => {
    await insertSheetWithHours(t.db, t.world, { hours: '6' });
    await insertSheetWithHours(t.db, t.world, {
      hours: '4',
      status: 'Submitted-Pending',
      monday: '2026-01-12',
    });
    const rows = await work();
    expect(rows.map((row) => row.hours)).toEqual([6]);
  });

  it('walks the rate chain: deliverable, resource role, user role, default rate, else 0 (C-024)', async () => {
    await insertSheetWithHours(t.db, t.world, { hours: '10' });
    expect((await work())[0]).toMatchObject({ rate: 0, rateSource: 'none', cost: 0 });

    await t.db
      .update(schema.users)
      .set({ role: 'Analyst', defaultRate: '80' })
      .where(eq(schema.users.id, t.world.ids.employee));
    expect((await work())[0]).toMatchObject({ rate: 80, rateSource: 'default-rate', cost: 800 });

    await createRole(t.db, { projectId: t.world.project, name: 'Analyst', rate: '90' });
    expect((await work())[0]).toMatchObject({ rate: 90, rateSource: 'user-role', cost: 900 });

    // The employee's resource entry on Apollo names the role Consultant.
    await createRole(t.db, { projectId: t.world.project, name: 'Consultant', rate: '120.5' });
    expect((await work())[0]).toMatchObject({ rate: 120.5, rateSource: 'resource-role', cost: 1205 });

    await t.db
      .update(schema.deliverables)
      .set({ rate: '0' })
      .where(eq(schema.deliverables.id, t.world.deliverables.design));
    expect((await work())[0]).toMatchObject({ rate: 0, rateSource: 'deliverable', cost: 0 });
  });

  it('filters by date range and sums by deliverable', async () => {
    await insertSheetWithHours(t.db, t.world, { hours: '3.25' });
    expect(await findApprovedWork(t.db, { projectIds: [t.world.project], from: '2026-01-06' })).toEqual([]);
    const totals = sumWork(await work(), (row) => row.deliverableId);
    expect(totals.get(t.world.deliverables.design)).toEqual({ hours: 3.25, cost: 0 });
  });

  it('answers a range from whole months and the entries of its partial months', async () => {
    for (const [monday, hours] of [
      ['2026-01-05', '6'],
      ['2026-01-26', '4'],
      ['2026-02-02', '3'],
      ['2026-03-02', '2'],
    ] as const) {
      await insertSheetWithHours(t.db, t.world, { hours, monday });
    }
    await insertSheetWithHours(t.db, t.world, {
      hours: '5',
      monday: '2026-02-09',
      status: 'Submitted-Pending',
    });
    const months = async (from?: string, to?: string) =>
      Object.fromEntries(
        (await findApprovedWork(t.db, { projectIds: [t.world.project], from, to, byMonth: true })).map(
          (row) => [row.month, row.hours],
        ),
      );
    expect(await months('2026-01-20', '2026-03-01')).toEqual({ '2026-01': 4, '2026-02': 3 });
    expect(await months('2026-01-01', '2026-03-31')).toEqual({ '2026-01': 10, '2026-02': 3, '2026-03': 2 });
    expect(await months('2026-01-06', '2026-01-26')).toEqual({ '2026-01': 4 });
    expect(await months('2026-02-01')).toEqual({ '2026-02': 3, '2026-03': 2 });
    expect(await months(undefined, '2026-02-02')).toEqual({ '2026-01': 10, '2026-02': 3 });
    expect(await months()).toEqual({ '2026-01': 10, '2026-02': 3, '2026-03': 2 });
    const total = await findApprovedWork(t.db, {
      projectIds: [t.world.project],
      from: '2026-01-26',
      to: '2026-03-02',
    });
    expect(total.map((row) => row.hours)).toEqual([9]);
  });

  it('plans whole months from the pre-summed table and partial months from the entries', () => {
    expect(planRange(undefined, undefined)).toEqual({ months: { first: null, last: null }, days: [] });
    expect(planRange('2026-01-01', '2026-03-31')).toEqual({
      months: { first: '2026-01-01', last: '2026-03-01' },
      days: [],
    });
    expect(planRange('2026-01-20', '2026-03-01')).toEqual({
      months: { first: '2026-02-01', last: '2026-02-01' },
      days: [
        { from: '2026-01-20', to: '2026-01-31' },
        { from: '2026-03-01', to: '2026-03-01' },
      ],
    });
    expect(planRange('2026-01-06', '2026-02-26')).toEqual({
      months: null,
      days: [{ from: '2026-01-06', to: '2026-02-26' }],
    });
    expect(planRange('2026-02-15', undefined)).toEqual({
      months: { first: '2026-03-01', last: null },
      days: [{ from: '2026-02-15', to: '2026-02-28' }],
    });
  });

  it('follows the approval screens: approve, recall by finance, decline (sums as the entries of Approved sheets)', async () => {
    /** Approved hours on Apollo: the table's answer, checked against the entries summed directly. */
    const approved = async () => {
      const rows = await work();
      const direct = await t.db.execute<{ hours: string | null }>(sql`
        SELECT sum(e.hours)::text AS hours FROM timesheet_entries e
          JOIN timesheets ts ON ts.id = e.timesheet_id AND ts.status = 'Approved'
         WHERE e.project_id = ${t.world.project}`);
      const hours = rows.reduce((sum, row) => sum + row.hours, 0);
      expect(hours).toBe(Number(direct.rows[0]?.hours ?? 0));
      return hours;
    };
    const id = await submittedSheet(t.as.employee, t.world);
    expect(await approved()).toBe(0);
    expect((await call(t.as.admin, APPROVE, { id })).error).toBeUndefined();
    expect(await approved()).toBe(40);
    expect((await call(t.as.finance, RECALL, { id })).error).toBeUndefined();
    expect(await approved()).toBe(0);
    await t.db.delete(schema.timesheets);
    const next = await submittedSheet(t.as.employee, t.world);
    expect((await call(t.as.pm, DECLINE, { id: next, comments: 'Split Monday' })).error).toBeUndefined();
    expect(await approved()).toBe(0);
  });
});
