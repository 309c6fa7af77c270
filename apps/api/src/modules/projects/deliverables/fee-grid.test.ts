import { type Db, schema } from '@tally/db';
import { countingStatements, testDatabases } from '@tally/db/testing';
import { FEE_GRID_MESSAGES } from '@tally/domain/projects/financials';
import { addDays } from '@tally/domain/shared/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDeliverable,
  createExpense,
  createMilestone,
  createSheet,
} from '../../../../test/factories/index.ts';
import { startTestApp, type TestApp, type TestBrowser } from '../../../../test/harness.ts';
import {
  call,
  ignoreErrorsOfClosingConnections,
  setConfiguration,
  type World,
} from '../../timesheets/timesheets.fixtures.ts';
import { buildProjectWorld, type ProjectActor } from '../projects.fixtures.ts';

const CATEGORIES = `query($id: ID!) { projectManagement { project(projectId: $id) {
  feeGridCategories { milestoneName budget expenses { expenseId budget } } } } }`;
const SET = `mutation($projectId: ID!, $milestoneName: String!, $expenseId: ID!, $budget: Float) {
  setCategoryExpenseBudget(projectId: $projectId, milestoneName: $milestoneName, expenseId: $expenseId, budget: $budget) {
    milestoneName budget expenses { expenseId budget } } }`;
const DELIVERABLES = `query($id: ID!) { projectManagement { project(projectId: $id) {
  deliverables(withHours: false) { _id deliverableName milestoneName expenses { expenseId budget } tasks { _id hours } } } } }`;

interface Category {
  milestoneName: string;
  budget: number;
  expenses: { expenseId: string; budget: number }[];
}
interface DeliverableRow {
  _id: string;
  deliverableName: string;
  milestoneName: string | null;
  expenses: { expenseId: string; budget: number }[];
  tasks: { _id: string; hours: number }[];
}

describe.each(testDatabases())('summary fee grid categories and deliverable tasks on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let counted: { db: Db; count: () => number };
  let close: () => Promise<void>;
  let world: World;
  let as: Record<ProjectActor, TestBrowser>;
  const ids = { travel: '', hotel: '', otherExpense: '', api: '', web: '', design: '' };

  async function milestone(name: string, position: number) {
    return createMilestone(db, { projectId: world.project, name, position });
  }
  async function deliverable(milestoneId: string, name: string, budget: string, budgetPercent?: string) {
    return createDeliverable(db, { projectId: world.project, milestoneId, name, budget, budgetPercent });
  }
  async function expense(projectId: string, name: string) {
    return createExpense(db, { projectId, name });
  }
  let weeks = 0;
  async function entries(deliverableId: string, hours: string[]) {
    const monday = addDays('2026-02-02', 7 * weeks);
    weeks += 1;
    const days = hours.map((h, day) => ({ day, hours: h }));
    const sheet = await createSheet(db, {
      userId: world.ids.employee,
      startDate: monday,
      lines: [{ projectId: world.project, deliverableId, days }],
    });
    return sheet.entryIds[0]!;
  }

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    counted = countingStatements(db);
    app = await startTestApp(counted.db);
    ({ world, as } = await buildProjectWorld(db, app));
    await db.update(schema.projects).set({ budget: '10000' }).where(eq(schema.projects.id, world.project));
    const design = await milestone('FG Design', 100);
    ids.design = await deliverable(design, 'FG Design', '0', '25');
    await deliverable(design, 'Wireframes', '900');
    const build = await milestone('FG Build', 101);
    ids.api = await deliverable(build, 'API', '300');
    ids.web = await deliverable(build, 'Web', '200.50');
    const support = await milestone('FG Support', 102);
    await deliverable(support, 'On call', '0');
    ids.travel = await expense(world.project, 'Travel');
    ids.hotel = await expense(world.project, 'Hotel');
    ids.otherExpense = await expense(world.internal, 'Not Apollo');
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await close();
  });

  const categories = async (actor: ProjectActor = 'manager') => {
    const { data, error } = await call<{ project: { feeGridCategories: Category[] } }>(
      as[actor],
      CATEGORIES,
      {
        id: world.project,
      },
    );
    expect(error).toBeUndefined();
    return new Map(data!.project.feeGridCategories.map((c) => [c.milestoneName, c]));
  };
  const set = (
    milestoneName: string,
    expenseId: string,
    budget: number | null,
    actor: ProjectActor = 'manager',
  ) => call<Category>(as[actor], SET, { projectId: world.project, milestoneName, expenseId, budget });

  it('lists one column per category with its dollar budget, in milestone order', async () => {
    const columns = await categories('employee');
    expect(columns.get('FG Design')).toEqual({ milestoneName: 'FG Design', budget: 2500, expenses: [] });
    expect(columns.get('FG Build')).toMatchObject({ budget: 500.5, expenses: [] });
    expect(columns.get('FG Support')).toMatchObject({ budget: 0 });
    const names = [...columns.keys()];
    expect(names.indexOf('FG Design')).toBeLessThan(names.indexOf('FG Build'));
  });

  it('sets, changes and clears the budget a category gives an expense', async () => {
    const first = await set('FG Design', ids.travel, 400);
    expect(first.error).toBeUndefined();
    expect(first.data).toEqual({
      milestoneName: 'FG Design',
      budget: 2500,
      expenses: [{ expenseId: ids.travel, budget: 400 }],
    });
    await set('FG Design', ids.hotel, 120.25);
    const changed = await set('FG Design', ids.travel, 450);
    expect(changed.data?.expenses).toEqual([
      { expenseId: ids.travel, budget: 450 },
      { expenseId: ids.hotel, budget: 120.25 },
    ]);
    await set('FG Build', ids.hotel, 50);
    expect((await categories()).get('FG Build')?.expenses).toEqual([{ expenseId: ids.hotel, budget: 50 }]);

    // The milestone-level row carries its category's expense budgets; the other rows none.
    const { data } = await call<{ project: { deliverables: DeliverableRow[] } }>(as.manager, DELIVERABLES, {
      id: world.project,
    });
    const rows = new Map(data!.project.deliverables.map((row) => [row._id, row]));
    expect(rows.get(ids.design)?.expenses).toEqual([
      { expenseId: ids.travel, budget: 450 },
      { expenseId: ids.hotel, budget: 120.25 },
    ]);
    expect(rows.get(ids.api)?.expenses).toEqual([]);

    const cleared = await set('FG Design', ids.hotel, 0);
    expect(cleared.data?.expenses).toEqual([{ expenseId: ids.travel, budget: 450 }]);
    const nulled = await set('FG Build', ids.hotel, null);
    expect(nulled.data?.expenses).toEqual([]);
  });

  it('refuses a category without budget, placeholders, negatives, other projects and non-managers', async () => {
    const noBudget = await set('FG Support', ids.travel, 100);
    expect(noBudget.error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { budget: FEE_GRID_MESSAGES.categoryWithoutBudget },
    });
    // Clearing stays possible (nothing to clear here).
    expect((await set('FG Support', ids.travel, null)).error).toBeUndefined();

    const placeholder = await set('FG Design', 'new1', 100);
    expect(placeholder.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(Object.keys(placeholder.error?.extensions?.fields as object)).toEqual(['expenseId']);

    const negative = await set('FG Design', ids.travel, -5);
    expect(negative.error?.extensions).toMatchObject({ fields: { budget: 'Provide a positive value' } });
    expect((await set('FG Design', ids.otherExpense, 5)).error?.extensions?.code).toBe('NOT_FOUND');
    expect((await set('No such category', ids.travel, 5)).error?.extensions?.code).toBe('NOT_FOUND');
    expect((await set('FG Design', ids.travel, 5, 'employee')).error?.extensions?.code).toBe('FORBIDDEN');

    await setConfiguration(db, 'netsuite-enabled', 'true');
    try {
      expect((await set('FG Design', ids.travel, 5)).error?.extensions?.code).toBe('CONFLICT');
    } finally {
      await setConfiguration(db, 'netsuite-enabled', null);
    }
    expect((await categories()).get('FG Design')?.expenses).toEqual([{ expenseId: ids.travel, budget: 450 }]);
  });

  it('drops the expense budgets with their expense', async () => {
    const gone = await expense(world.project, 'Taxi');
    await set('FG Build', gone, 30);
    await db.delete(schema.projectExpenses).where(eq(schema.projectExpenses.id, gone));
    expect((await categories()).get('FG Build')?.expenses).toEqual([]);
  });

  it("lists each deliverable's timesheet tasks with their hours, in a fixed number of statements", async () => {
    const apiTasks = await entries(ids.api, ['8', '4.5']);
    const read = async () => {
      const before = counted.count();
      const { data, error } = await call<{ project: { deliverables: DeliverableRow[] } }>(
        as.pm,
        DELIVERABLES,
        {
          id: world.project,
        },
      );
      expect(error).toBeUndefined();
      return { rows: data!.project.deliverables, statements: counted.count() - before };
    };
    const first = await read();
    const rows = new Map(first.rows.map((row) => [row._id, row]));
    expect(rows.get(ids.api)?.tasks).toEqual([
      { _id: apiTasks[0], hours: 8 },
      { _id: apiTasks[1], hours: 4.5 },
    ]);
    expect(rows.get(ids.web)?.tasks).toEqual([]);

    // Five more deliverables with tasks: the same number of statements.
    const more = await milestone('FG More', 103);
    for (let n = 0; n < 5; n += 1) await entries(await deliverable(more, `More ${n}`, '10'), ['1', '2']);
    const second = await read();
    expect(second.rows.length).toBe(first.rows.length + 5);
    expect(
      second.rows.filter((row) => row.milestoneName === 'FG More').every((row) => row.tasks.length === 2),
    ).toBe(true);
    expect(second.statements).toBe(first.statements);
  });
});
