import type { Db } from '@tally/db';
import { createUser } from '../../../test/factories.ts';
import type { TestApp, TestBrowser } from '../../../test/harness.ts';
import { buildWorld, signInAll, type World } from '../timesheets/timesheets.fixtures.ts';

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

export const PROJECT_FIELDS = `_id name status budget budgetUsed archived canManage
  client { _id name shortName } roles { _id name rate }
  resources { _id email name role inactive totalApprovedHours user { firstName lastName } }`;
