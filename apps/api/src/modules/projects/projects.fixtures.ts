import type { Db } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { afterAll, beforeAll, describe } from 'vitest';
import { createSheet, createUser } from '../../../test/factories/index.ts';
import { startTestApp, type TestApp, type TestBrowser } from '../../../test/harness.ts';
import {
  buildWorld,
  ignoreErrorsOfClosingConnections,
  signInAll,
  type World,
} from '../timesheets/timesheets.fixtures.ts';

/**
 * The timesheet world (Apollo with employee, pm as approver, other inactive; Internal globally visible;
 * Hidden nobody is on) plus a project-management member and a senior manager, all signed in.
 */
export type ProjectActor = 'employee' | 'pm' | 'admin' | 'finance' | 'other' | 'manager' | 'senior';

export async function buildProjectWorld(
  db: Db,
  app: TestApp,
): Promise<{ world: World; as: Record<ProjectActor, TestBrowser> }> {
  const world = await buildWorld(db, app);
  await createUser(db, {
    email: 'manager@example.com',
    firstName: 'Mona',
    lastName: 'Manager',
    groups: ['project-management'],
  });
  await createUser(db, {
    email: 'senior@example.com',
    firstName: 'Sam',
    lastName: 'Senior',
    groups: ['senior-management'],
  });
  const as = await signInAll(app, [
    'employee',
    'pm',
    'admin',
    'finance',
    'other',
    'manager',
    'senior',
  ] as const);
  return { world, as };
}

/** What a project test reads: its database, the app on it, the project world and its signed-in actors. */
export interface ProjectWorld {
  db: Db;
  app: TestApp;
  world: World;
  as: Record<ProjectActor, TestBrowser>;
}

/**
 * `describe` run once per test database (`title on pglite`, `title on postgres`) with one fresh database,
 * the app started on it and the project world built before the tests, all closed after them. `body`
 * registers the tests and any further hooks (which run after this set-up); the fields of `t` are filled in
 * by the time a hook or test runs.
 */
export function describeWithProjectWorld(title: string, body: (t: ProjectWorld) => void): void {
  describe.each(testDatabases())(`${title} on $name`, (database) => {
    const t = {} as ProjectWorld;
    let close: () => Promise<void> = async () => {};
    beforeAll(async () => {
      let db: Db;
      ({ db, close } = await database.open());
      ignoreErrorsOfClosingConnections(db);
      t.db = db;
      t.app = await startTestApp(db);
      Object.assign(t, await buildProjectWorld(db, t.app));
    }, 60_000);
    afterAll(async () => {
      await t.app?.close();
      await close();
    });
    body(t);
  });
}

/**
 * A sheet of the world's employee for the week starting `monday` (default 2026-01-05), in `status`
 * (default Approved), with one line on Apollo's Design deliverable holding `hours` on that Monday.
 */
export async function insertSheetWithHours(
  db: Db,
  world: World,
  {
    hours,
    status = 'Approved',
    monday = '2026-01-05',
  }: { hours: string; status?: 'Approved' | 'Submitted-Pending'; monday?: string },
): Promise<void> {
  await createSheet(db, {
    userId: world.ids.employee,
    startDate: monday,
    status,
    lines: [
      { projectId: world.project, deliverableId: world.deliverables.design, days: [{ day: 0, hours }] },
    ],
  });
}

export const PROJECT_FIELDS = `_id name status budget budgetUsed archived canManage
  client { _id name shortName } roles { _id name rate }
  resources { _id email name role inactive totalApprovedHours user { firstName lastName } }`;
