import { type Db, schema } from '@tally/db';
import { eq } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import { createSheet } from '../../../../test/factories/index.ts';
import { setConfiguration, type World } from '../../timesheets/timesheets.fixtures.ts';
import { describeWithProjectWorld, type ProjectWorld } from '../projects.fixtures.ts';

/**
 * describeWithProjectWorld where each test starts without sheets, expenses or roles, with editing
 * unlocked, expense deducting off and Apollo's budget, proposed budget and budget used at nothing.
 */
export function describeProjectMoney(title: string, body: (t: ProjectWorld) => void): void {
  describeWithProjectWorld(title, (t) => {
    beforeEach(async () => {
      await t.db.delete(schema.timesheets);
      await t.db.delete(schema.projectExpenses);
      await t.db.delete(schema.projectRoles);
      await setConfiguration(t.db, 'netsuite-enabled', null);
      await setConfiguration(t.db, 'allow-deducting-expenses-from-project', null);
      await t.db
        .update(schema.projects)
        .set({ budget: '0', proposedBudget: null, deductExpenses: false, budgetUsed: '0' })
        .where(eq(schema.projects.id, t.world.project));
    });
    body(t);
  });
}

/** A sheet of `userId` for the week of `monday` with `hours` on Monday and Tuesday of `deliverableId`. */
export async function sheet(
  db: Db,
  world: World,
  options: {
    status: 'Approved' | 'Submitted-Pending';
    monday: string;
    hours: string;
    userId?: string;
    deliverableId?: string;
  },
) {
  const userId = options.userId ?? world.ids.employee;
  const deliverableId = options.deliverableId ?? world.deliverables.design;
  const days = [0, 1].map((day) => ({ day, hours: options.hours }));
  await createSheet(db, {
    userId,
    startDate: options.monday,
    status: options.status,
    lines: [{ projectId: world.project, deliverableId, comment: 'line, "quoted"', days }],
  });
}
