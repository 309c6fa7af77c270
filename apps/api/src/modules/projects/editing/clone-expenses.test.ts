import { schema } from '@tally/db';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  createDeliverable,
  createExpense,
  createMilestone,
  createProject,
} from '../../../../test/factories/index.ts';
import { call } from '../../timesheets/timesheets.fixtures.ts';
import { describeWithProjectWorld } from '../projects.fixtures.ts';

const SET = `mutation($projectId: ID!, $milestoneName: String!, $expenseId: ID!, $budget: Float) {
  setCategoryExpenseBudget(projectId: $projectId, milestoneName: $milestoneName, expenseId: $expenseId, budget: $budget) {
    milestoneName } }`;
const CLONE = 'mutation($id: ID!) { cloneProject(projectId: $id) { _id name } }';
const GRID = `query($id: ID!) { projectManagement { project(projectId: $id) {
  expenses { _id name amount proposedAmount comment date }
  feeGridCategories { milestoneName budget expenses { expenseId budget } }
  deliverables(withHours: false) { deliverableName expenseId } } } }`;

interface Grid {
  project: {
    expenses: { _id: string; name: string; amount: number; proposedAmount: number | null }[];
    feeGridCategories: {
      milestoneName: string;
      budget: number;
      expenses: { expenseId: string; budget: number }[];
    }[];
    deliverables: { deliverableName: string; expenseId: string | null }[];
  };
}

describeWithProjectWorld('projects: cloning copies the expense budgets of categories', (t) => {
  it("copies the expenses and each category's budget for them onto the copy's own expenses (M-047)", async () => {
    const projectId = await createProject(t.db, { name: 'Fee grid', status: 'In Progress', budget: '5000' });
    const design = await createMilestone(t.db, { projectId, name: 'Design', position: 0 });
    const build = await createMilestone(t.db, { projectId, name: 'Build', position: 1 });
    const travel = await createExpense(t.db, {
      projectId,
      name: 'Travel',
      amount: '300',
      proposedAmount: '350',
      comment: 'flights',
    });
    const hotel = await createExpense(t.db, { projectId, name: 'Hotel', amount: '200' });
    await createDeliverable(t.db, {
      projectId,
      milestoneId: design,
      name: 'Wireframes',
      budget: '900',
      expenseId: travel,
    });
    await createDeliverable(t.db, { projectId, milestoneId: build, name: 'API', budget: '400' });
    const set = async (milestoneName: string, expenseId: string, budget: number) => {
      const { error } = await call(t.as.manager, SET, { projectId, milestoneName, expenseId, budget });
      expect(error).toBeUndefined();
    };
    await set('Design', travel, 120.5);
    await set('Build', travel, 80);
    await set('Build', hotel, 45);

    const cloned = await call<{ _id: string; name: string }>(t.as.manager, CLONE, { id: projectId });
    expect(cloned.error).toBeUndefined();
    const copyId = cloned.data!._id;
    const read = async (id: string) => (await call<Grid>(t.as.manager, GRID, { id })).data!.project;
    const [original, copy] = [await read(projectId), await read(copyId)];

    // The copy has expenses of its own, with the same fields.
    const byId = (grid: Grid['project']) => new Map(grid.expenses.map((e) => [e._id, e]));
    const strip = ({ _id, ...rest }: Grid['project']['expenses'][number]) => rest;
    const fields = (grid: Grid['project']) =>
      grid.expenses.map(strip).sort((a, b) => a.name.localeCompare(b.name));
    expect(fields(copy)).toEqual(fields(original));
    expect(fields(copy)).toHaveLength(2);
    expect(copy.expenses.some((e) => byId(original).has(e._id))).toBe(false);

    // Each category gives the copy's expenses the budgets it gave the original's.
    const named = (grid: Grid['project']) =>
      grid.feeGridCategories.map((category) => ({
        milestoneName: category.milestoneName,
        budget: category.budget,
        expenses: category.expenses
          .map((e) => ({ expense: byId(grid).get(e.expenseId)?.name, budget: e.budget }))
          .sort((a, b) => String(a.expense).localeCompare(String(b.expense))),
      }));
    expect(named(original)).toEqual([
      { milestoneName: 'Design', budget: 900, expenses: [{ expense: 'Travel', budget: 120.5 }] },
      {
        milestoneName: 'Build',
        budget: 400,
        expenses: [
          { expense: 'Hotel', budget: 45 },
          { expense: 'Travel', budget: 80 },
        ],
      },
    ]);
    expect(named(copy)).toEqual(named(original));

    // A deliverable naming one of the project's expenses names the copy's.
    const wireframes = copy.deliverables.find((d) => d.deliverableName === 'Wireframes');
    expect(byId(copy).get(wireframes?.expenseId ?? '')?.name).toBe('Travel');

    // The original keeps its own.
    const kept = await t.db
      .select()
      .from(schema.milestoneExpenses)
      .where(eq(schema.milestoneExpenses.expenseId, travel));
    expect(kept).toHaveLength(2);
  });
});
