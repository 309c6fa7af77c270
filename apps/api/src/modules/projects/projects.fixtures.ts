import { type Db, schema } from '@tally/db';
import { addDays } from '@tally/domain/dates';
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
  const [sheet] = await db
    .insert(schema.timesheets)
    .values({ userId: world.ids.employee, startDate: monday, endDate: addDays(monday, 6), status })
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

export const PROJECT_FIELDS = `_id name status budget budgetUsed archived canManage
  client { _id name shortName } roles { _id name rate }
  resources { _id email name role inactive totalApprovedHours user { firstName lastName } }`;
