import { type Db, schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import {
  buildWorld,
  ignoreErrorsOfClosingConnections,
  type World,
} from '../timesheets/timesheets.fixtures.ts';
import { findApprovedWork, sumWork } from './approved-work.queries.ts';

/** A sheet of the employee for the week ending `endDate` with `hours` on `deliverableId` on Monday. */
async function sheetWith(
  db: Db,
  world: World,
  status: 'Approved' | 'Submitted-Pending',
  hours: string,
  monday = '2026-01-05',
) {
  const sunday = `2026-01-${String(Number(monday.slice(8)) + 6).padStart(2, '0')}`;
  const [sheet] = await db
    .insert(schema.timesheets)
    .values({ userId: world.ids.employee, startDate: monday, endDate: sunday, status })
    .returning();
  const [line] = await db
    .insert(schema.timesheetLineItems)
    .values({ timesheetId: sheet!.id, projectId: world.project, deliverableId: world.deliverables.design })
    .returning();
  await db.insert(schema.timesheetEntries).values({
    lineItemId: line!.id,
    timesheetId: sheet!.id,
    userId: world.ids.employee,
    projectId: world.project,
    deliverableId: world.deliverables.design,
    date: monday,
    hours,
  });
}

describe.each(testDatabases())('approved work and its cost on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db);
    world = await buildWorld(db, app);
  });
  afterAll(async () => {
    await app.close();
    await close();
  });
  beforeEach(async () => {
    await db.delete(schema.timesheets);
    await db.delete(schema.projectRoles);
    await db.update(schema.deliverables).set({ rate: null });
    await db.update(schema.users).set({ role: null, defaultRate: null });
  });

  const work = () => findApprovedWork(db, { projectIds: [world.project] });

  it('counts approved sheets only', async () => {
    await sheetWith(db, world, 'Approved', '6');
    await sheetWith(db, world, 'Submitted-Pending', '4', '2026-01-12');
    const rows = await work();
    expect(rows.map((row) => row.hours)).toEqual([6]);
  });

  it('walks the rate chain: deliverable, resource role, user role, default rate, else 0 (C-024)', async () => {
    await sheetWith(db, world, 'Approved', '10');
    expect((await work())[0]).toMatchObject({ rate: 0, rateSource: 'none', cost: 0 });

    await db
      .update(schema.users)
      .set({ role: 'Analyst', defaultRate: '80' })
      .where(eq(schema.users.id, world.ids.employee));
    expect((await work())[0]).toMatchObject({ rate: 80, rateSource: 'default-rate', cost: 800 });

    await db.insert(schema.projectRoles).values({ projectId: world.project, name: 'Analyst', rate: '90' });
    expect((await work())[0]).toMatchObject({ rate: 90, rateSource: 'user-role', cost: 900 });

    // The employee's resource entry on Apollo names the role Consultant.
    await db
      .insert(schema.projectRoles)
      .values({ projectId: world.project, name: 'Consultant', rate: '120.5' });
    expect((await work())[0]).toMatchObject({ rate: 120.5, rateSource: 'resource-role', cost: 1205 });

    await db
      .update(schema.deliverables)
      .set({ rate: '0' })
      .where(eq(schema.deliverables.id, world.deliverables.design));
    expect((await work())[0]).toMatchObject({ rate: 0, rateSource: 'deliverable', cost: 0 });
  });

  it('filters by date range and sums by deliverable', async () => {
    await sheetWith(db, world, 'Approved', '3.25');
    expect(await findApprovedWork(db, { projectIds: [world.project], from: '2026-01-06' })).toEqual([]);
    const totals = sumWork(await work(), (row) => row.deliverableId);
    expect(totals.get(world.deliverables.design)).toEqual({ hours: 3.25, cost: 0 });
  });
});
