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
import { insertSheetWithHours } from './projects.fixtures.ts';

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
    await insertSheetWithHours(db, world, { hours: '6' });
    await insertSheetWithHours(db, world, { hours: '4', status: 'Submitted-Pending', monday: '2026-01-12' });
    const rows = await work();
    expect(rows.map((row) => row.hours)).toEqual([6]);
  });

  it('walks the rate chain: deliverable, resource role, user role, default rate, else 0 (C-024)', async () => {
    await insertSheetWithHours(db, world, { hours: '10' });
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
    await insertSheetWithHours(db, world, { hours: '3.25' });
    expect(await findApprovedWork(db, { projectIds: [world.project], from: '2026-01-06' })).toEqual([]);
    const totals = sumWork(await work(), (row) => row.deliverableId);
    expect(totals.get(world.deliverables.design)).toEqual({ hours: 3.25, cost: 0 });
  });
});
