import type { Db } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays } from '@tally/domain/shared/dates';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../../test/harness.ts';
import {
  ADD_HOURS,
  ADD_LINE,
  CREATE_SHEET as CREATE,
  call,
  clearTimesheets,
  compact,
  createSheetWithHours,
  openTimesheetWorld,
  type Sheet,
  type World,
} from './timesheets.fixtures.ts';

// What the week screen offers to book: the picker's projects, the recent projects and tasks, and a
// deliverable's assignment.
describe.each(testDatabases())('timesheets: the project picker on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let employee: TestBrowser;
  let other: TestBrowser;

  beforeAll(async () => {
    let as: Record<'employee' | 'other', TestBrowser>;
    ({ db, close, world, as } = await openTimesheetWorld(database, ['employee', 'other']));
    ({ employee, other } = as);
  });
  afterAll(async () => {
    await close?.();
  });
  beforeEach(() => clearTimesheets(db));

  const create = async (endDate = world.weekEndCompact) =>
    (await call<Sheet>(employee, CREATE, { endDate })).data!;
  const sheetWithHours = (hours = 8) => createSheetWithHours(employee, world, hours);

  it('offers the picker projects: team projects, global ones and all-project deliverables, no disabled ones', async () => {
    const query = `query($e: String!, $u: ID) { projects(endDate: $e, user: $u) { name client { shortName }
      categories { name deliverables { deliverableName } } } }`;
    const response = await employee.graphql<{
      projects: {
        name: string;
        categories: { name: string; deliverables: { deliverableName: string }[] }[];
      }[];
    }>(query, { e: world.weekEndCompact });
    const summary = response.data?.projects.map((p) => [
      p.name,
      p.categories.map((c) => [c.name, c.deliverables.map((d) => d.deliverableName)]),
    ]);
    expect(summary).toEqual([
      [
        'Apollo',
        [
          ['Build', ['Design', 'Code']],
          ['Misc', ['Travel']],
        ],
      ],
      ['Hidden', [['Misc', ['Travel']]]],
      [
        'Internal',
        [
          ['Time Off', ['PTO', 'Admin']],
          ['Misc', ['Travel']],
        ],
      ],
    ]);
    const inactive = await other.graphql<{ projects: { name: string }[] }>(query, {
      e: world.weekEndCompact,
    });
    expect(inactive.data?.projects.map((p) => p.name)).toEqual(['Hidden', 'Internal']);
    const forOther = await other.graphql(query, { e: world.weekEndCompact, u: world.ids.employee });
    expect(forOther.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists the projects booked on the latest sheets first in the picker and in me.recentProjects (Gap 45)', async () => {
    const query = `query($e: String!) { me { recentProjects { _id name } } projects(endDate: $e) { name recent } }`;
    type Answer = {
      me: { recentProjects: { name: string }[] };
      projects: { name: string; recent: boolean }[];
    };
    const before = await employee.graphql<Answer>(query, { e: world.weekEndCompact });
    expect(before.data?.me.recentProjects).toEqual([]);
    expect(before.data?.projects.map((p) => p.name)).toEqual(['Apollo', 'Hidden', 'Internal']);

    const older = await create(compact(addDays(world.weekEnd, -7)));
    await call(employee, ADD_LINE, {
      timesheetId: older._id,
      projectId: world.project,
      deliverableId: world.deliverables.design,
    });
    const current = await create();
    await call(employee, ADD_LINE, {
      timesheetId: current._id,
      projectId: world.internal,
      deliverableId: world.deliverables.pto,
    });
    const after = await employee.graphql<Answer>(query, { e: world.weekEndCompact });
    expect(after.data?.me.recentProjects.map((p) => p.name)).toEqual(['Internal', 'Apollo']);
    expect(after.data?.projects.map((p) => [p.name, p.recent])).toEqual([
      ['Internal', true],
      ['Apollo', true],
      ['Hidden', false],
    ]);
  });

  it("lists the signed-in person's recent tasks, latest first, for a one-step Add (issue #14)", async () => {
    const RECENT = `query($endDate: String!) { me { recentTasks(endDate: $endDate) { projectId deliverableId deliverable { deliverableName } } } }`;
    const sheet = await sheetWithHours(8);
    await call<Sheet>(employee, ADD_HOURS, {
      timesheetId: sheet._id,
      projectId: world.internal,
      deliverableId: world.deliverables.admin,
      hours: 2,
      date: compact(addDays(world.monday, 2)),
    });
    const nextWeek = compact(addDays(world.weekEnd, 7));
    const mine = await call<{ recentTasks: { projectId: string; deliverableId: string }[] }>(
      employee,
      RECENT,
      { endDate: nextWeek },
    );
    expect(mine.error).toBeUndefined();
    expect(mine.data?.recentTasks.map((task) => task.deliverableId)).toEqual([
      world.deliverables.admin,
      world.deliverables.design,
    ]);
    // Scoped to the signed-in person: someone else's hours are not their recent tasks.
    const theirs = await call<{ recentTasks: unknown[] }>(other, RECENT, { endDate: nextWeek });
    expect(theirs.data?.recentTasks).toEqual([]);
    // Only the weeks before: eight weeks on, nothing is recent any more.
    const later = await call<{ recentTasks: unknown[] }>(employee, RECENT, {
      endDate: compact(addDays(world.weekEnd, 56)),
    });
    expect(later.data?.recentTasks).toEqual([]);
    const bad = await call(employee, RECENT, { endDate: 'soon' });
    expect(bad.error?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers the threshold defaults and the assignment of a deliverable', async () => {
    const threshold = await employee.graphql<{ timesheetThreshold: { min: number; max: number } }>(
      '{ timesheetThreshold { min max } }',
    );
    expect(threshold.data?.timesheetThreshold).toEqual({ min: 0, max: 80 });
    const sheet = await create();
    await call(employee, ADD_HOURS, {
      timesheetId: sheet._id,
      projectId: world.project,
      deliverableId: world.deliverables.design,
      hours: 7.5,
      date: compact(world.monday),
    });
    const query = `query($d: ID!) { me { myDeliverableAssignment(deliverableId: $d) { budgetedHours remainingHours } } }`;
    const mine = await employee.graphql<{ me: { myDeliverableAssignment: unknown } }>(query, {
      d: world.deliverables.design,
    });
    expect(mine.data?.me.myDeliverableAssignment).toEqual({ budgetedHours: 40, remainingHours: 32.5 });
    const none = await employee.graphql<{ me: { myDeliverableAssignment: unknown } }>(query, {
      d: world.deliverables.code,
    });
    expect(none.data?.me.myDeliverableAssignment).toBeNull();
  });
});
