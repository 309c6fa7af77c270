import { type Db, schema } from '@tally/db';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { createSheet } from '../../../../test/factories/index.ts';
import type { World } from '../../timesheets/timesheets.fixtures.ts';
import { describeWithProjectWorld } from '../projects.fixtures.ts';
import { approvedHours } from './queries.ts';

/** The figure approved_hours stands for: the day entries of Approved sheets, summed from the entries themselves. */
async function summedFromEntries(db: Db, projectId: string, userId: string): Promise<number> {
  const e = schema.timesheetEntries;
  const ts = schema.timesheets;
  const [row] = await db
    .select({ hours: sql<string>`coalesce(sum(${e.hours}), 0)` })
    .from(e)
    .innerJoin(ts, and(eq(ts.id, e.timesheetId), eq(ts.status, 'Approved')))
    .where(and(eq(e.projectId, projectId), eq(e.userId, userId)));
  return Number(row?.hours ?? 0);
}

/** A sheet of `userId` for the week of `monday` with one line per deliverable and an entry on each given day. */
async function insertSheet(
  db: Db,
  world: World,
  userId: string,
  monday: string,
  status: 'Approved' | 'Submitted-Pending',
  entries: { deliverableId: string; date: string; hours: string }[],
): Promise<string> {
  const deliverableIds = [...new Set(entries.map((entry) => entry.deliverableId))];
  const lines = deliverableIds.map((deliverableId) => ({
    projectId: world.project,
    deliverableId,
    days: entries
      .filter((entry) => entry.deliverableId === deliverableId)
      .map(({ date, hours }) => ({ date, hours })),
  }));
  return (await createSheet(db, { userId, startDate: monday, status, lines })).id;
}

describeWithProjectWorld("a resource's approved hours (approved_hours, M-058, M-067)", (t) => {
  beforeEach(async () => {
    await t.db.delete(schema.timesheets);
  });

  const expectSameAsEntries = async (userIds: string[]) => {
    for (const userId of userIds) {
      const summed = await summedFromEntries(t.db, t.world.project, userId);
      expect(await approvedHours(t.db, t.world.project, userId), userId).toBe(summed);
    }
  };

  it('equals the sum of the entries of approved sheets across deliverables, months and status changes', async () => {
    const { design, code } = t.world.deliverables;
    const { employee, pm } = t.world.ids;
    // A week across two months, two deliverables; a second approved week; a pending week; someone else's week.
    const split = await insertSheet(t.db, t.world, employee, '2026-01-26', 'Approved', [
      { deliverableId: design, date: '2026-01-30', hours: '7.25' },
      { deliverableId: code, date: '2026-01-30', hours: '0.5' },
      { deliverableId: code, date: '2026-02-01', hours: '3' },
    ]);
    await insertSheet(t.db, t.world, employee, '2026-02-09', 'Approved', [
      { deliverableId: design, date: '2026-02-10', hours: '8' },
    ]);
    await insertSheet(t.db, t.world, employee, '2026-02-16', 'Submitted-Pending', [
      { deliverableId: design, date: '2026-02-17', hours: '5' },
    ]);
    await insertSheet(t.db, t.world, pm, '2026-01-26', 'Approved', [
      { deliverableId: design, date: '2026-01-27', hours: '2.75' },
    ]);
    await expectSameAsEntries([employee, pm, t.world.ids.admin]);
    expect(await approvedHours(t.db, t.world.project, employee)).toBe(18.75);

    // Hours edited on an approved sheet, then the sheet sent back: the figure follows both.
    await t.db
      .update(schema.timesheetEntries)
      .set({ hours: '4' })
      .where(
        and(eq(schema.timesheetEntries.timesheetId, split), eq(schema.timesheetEntries.date, '2026-02-01')),
      );
    await expectSameAsEntries([employee]);
    expect(await approvedHours(t.db, t.world.project, employee)).toBe(19.75);
    await t.db
      .update(schema.timesheets)
      .set({ status: 'Submitted-Pending' })
      .where(eq(schema.timesheets.id, split));
    await expectSameAsEntries([employee, pm]);
    expect(await approvedHours(t.db, t.world.project, employee)).toBe(8);
  });

  it('is 0 for a resource without an account or without approved hours', async () => {
    expect(await approvedHours(t.db, t.world.project, null)).toBe(0);
    await expectSameAsEntries([t.world.ids.employee]);
    expect(await approvedHours(t.db, t.world.project, t.world.ids.employee)).toBe(0);
  });
});
