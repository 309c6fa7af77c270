import { schema } from '@tally/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createExpense, createRole } from '../../../../test/factories/index.ts';
import { call, setConfiguration } from '../../timesheets/timesheets.fixtures.ts';
import { describeProjectMoney, sheet } from './project-money.fixtures.ts';

const EXPENSE = '_id name amount proposedAmount comment date';
const ADD = `mutation($projectId: ID!, $input: ExpenseInput!) { addExpense(projectId: $projectId, input: $input) { ${EXPENSE} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateExpenseInput!) { updateExpense(id: $id, input: $input) { ${EXPENSE} } }`;
const REMOVE = 'mutation($id: ID!) { removeExpense(expenseId: $id) }';
const LIST = `query($id: ID!) { projectManagement { getProjectExpenses(projectId: $id) { ${EXPENSE} } } }`;
const FIELD = `mutation($projectId: ID!, $field: String!, $value: Float, $type: String) {
  updateProjectField(projectId: $projectId, field: $field, value: $value, type: $type) { budget proposedBudget budgetUsed } }`;
const DEDUCT = `mutation($projectId: ID!, $value: Boolean!) {
  deductProjectExpenses(projectId: $projectId, value: $value) { deductExpenses budgetUsed } }`;
const FINANCIALS = `query($id: ID!, $start: String, $end: String) { projectManagement { project(projectId: $id) {
  expenses { name amount }
  financials(startDate: $start, endDate: $end) {
    startDate endDate earliestTaskDate budget expenses totalCost budgetUsed remaining budgetStatus approvedHours cost
    contributors { name hours cost rate rateRule explanation }
    deliverables { name budget hours cost }
    months { period hours cost }
  } } } }`;

interface Expense {
  _id: string;
  name: string;
  amount: number;
  proposedAmount: number | null;
  comment: string | null;
  date: string | null;
}

describeProjectMoney('project money', (t) => {
  describe('expenses (M-097..M-101)', () => {
    it('lets managers add, edit, list and remove expenses', async () => {
      const added = await call<Expense>(t.as.manager, ADD, {
        projectId: t.world.project,
        input: { name: ' Travel ', amount: 1234.5, comment: 'Flights', date: '20260105' },
      });
      expect(added.error).toBeUndefined();
      expect(added.data).toMatchObject({
        name: 'Travel',
        amount: 1234.5,
        comment: 'Flights',
        date: '20260105',
      });
      const id = added.data!._id;

      const updated = await call<Expense>(t.as.admin, UPDATE, {
        id,
        input: { name: 'Travel 2', amount: 10, proposedAmount: 12, comment: null, date: null },
      });
      expect(updated.data).toMatchObject({
        name: 'Travel 2',
        amount: 10,
        proposedAmount: 12,
        comment: null,
        date: null,
      });

      const listed = await call<{ getProjectExpenses: Expense[] }>(t.as.employee, LIST, {
        id: t.world.project,
      });
      expect(listed.data?.getProjectExpenses.map((e) => e.name)).toEqual(['Travel 2']);

      expect((await call<string>(t.as.manager, REMOVE, { id })).data).toBe(id);
      expect(await t.db.select().from(schema.projectExpenses)).toEqual([]);
    });

    it("names the field in the spec's words", async () => {
      const missing = await call(t.as.manager, ADD, { projectId: t.world.project, input: { name: ' ' } });
      expect(missing.error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(missing.error?.extensions?.fields).toEqual({
        name: 'Name is required',
        amount: 'Amount is required',
      });
      const negative = await call(t.as.manager, ADD, {
        projectId: t.world.project,
        input: { name: 'X', amount: -1 },
      });
      expect(negative.error?.extensions?.fields).toEqual({ amount: 'Provide a positive value' });
      const badDate = await call(t.as.manager, ADD, {
        projectId: t.world.project,
        input: { name: 'X', amount: 1, date: '2026-01-05' },
      });
      expect(Object.keys(badDate.error?.extensions?.fields ?? {})).toEqual(['date']);
      expect(await t.db.select().from(schema.projectExpenses)).toEqual([]);
    });

    it('refuses readers who do not manage the project, and everything while editing is locked', async () => {
      for (const actor of ['employee', 'finance', 'pm'] as const) {
        const refused = await call(t.as[actor], ADD, {
          projectId: t.world.project,
          input: { name: 'X', amount: 1 },
        });
        expect(refused.error?.extensions?.code, actor).toBe('FORBIDDEN');
      }
      const hotel = await createExpense(t.db, { projectId: t.world.project, name: 'Hotel', amount: '5' });
      expect((await call(t.as.employee, REMOVE, { id: hotel })).error?.extensions?.code).toBe('FORBIDDEN');
      expect((await call(t.as.other, LIST, { id: t.world.project })).error?.extensions?.code).toBeUndefined();
      await setConfiguration(t.db, 'netsuite-enabled', 'true');
      const locked = await call(t.as.manager, UPDATE, { id: hotel, input: { name: 'Hotel', amount: 6 } });
      expect(locked.error?.extensions?.code).toBe('CONFLICT');
      expect(
        (await call(t.as.manager, REMOVE, { id: '00000000-0000-4000-8000-000000000000' })).error?.extensions
          ?.code,
      ).toBe('NOT_FOUND');
    });
  });

  describe('summary fee grid (M-049, M-050)', () => {
    it('saves budget and proposedBudget only, and refreshes budget used', async () => {
      await sheet(t.db, t.world, { status: 'Approved', monday: '2026-01-05', hours: '5' });
      await t.db
        .update(schema.users)
        .set({ defaultRate: '100' })
        .where(eq(schema.users.id, t.world.ids.employee));
      const budget = await call<{ budget: number; budgetUsed: number }>(t.as.manager, FIELD, {
        projectId: t.world.project,
        field: 'budget',
        value: 4000,
        type: 'number',
      });
      expect(budget.data).toMatchObject({ budget: 4000, budgetUsed: 0.25 });
      const proposed = await call<{ proposedBudget: number | null }>(t.as.manager, FIELD, {
        projectId: t.world.project,
        field: 'proposedBudget',
        value: 5000,
      });
      expect(proposed.data?.proposedBudget).toBe(5000);
      const cleared = await call<{ proposedBudget: number | null }>(t.as.manager, FIELD, {
        projectId: t.world.project,
        field: 'proposedBudget',
        value: null,
      });
      expect(cleared.data?.proposedBudget).toBeNull();

      const name = await call(t.as.manager, FIELD, { projectId: t.world.project, field: 'name', value: 1 });
      expect(name.error?.extensions?.fields).toEqual({
        field: "The field 'name' cannot be updated here; only budget and proposedBudget.",
      });
      const negative = await call(t.as.manager, FIELD, {
        projectId: t.world.project,
        field: 'budget',
        value: -5,
      });
      expect(negative.error?.extensions?.fields).toEqual({ value: 'Provide a positive value' });
      const noBudget = await call(t.as.manager, FIELD, {
        projectId: t.world.project,
        field: 'budget',
        value: null,
      });
      expect(noBudget.error?.extensions?.fields).toEqual({ value: 'Budget is required' });
      const employee = await call(t.as.employee, FIELD, {
        projectId: t.world.project,
        field: 'budget',
        value: 1,
      });
      expect(employee.error?.extensions?.code).toBe('FORBIDDEN');
      const [project] = await t.db
        .select()
        .from(schema.projects)
        .where(eq(schema.projects.id, t.world.project));
      expect(Number(project!.budget)).toBe(4000);
    });

    it('switches deductExpenses only when allow-deducting-expenses-from-project is on (C-028)', async () => {
      await t.db
        .update(schema.projects)
        .set({ budget: '1000' })
        .where(eq(schema.projects.id, t.world.project));
      await createExpense(t.db, { projectId: t.world.project, name: 'Hotel', amount: '250' });
      await setConfiguration(t.db, 'allow-deducting-expenses-from-project', '0');
      const off = await call(t.as.manager, DEDUCT, { projectId: t.world.project, value: true });
      expect(off.error?.extensions?.code).toBe('CONFLICT');
      await setConfiguration(t.db, 'allow-deducting-expenses-from-project', '1');
      const on = await call<{ deductExpenses: boolean; budgetUsed: number }>(t.as.manager, DEDUCT, {
        projectId: t.world.project,
        value: true,
      });
      expect(on.data).toEqual({ deductExpenses: true, budgetUsed: 0.25 });
      // With deduction on, adding an expense refreshes budget used.
      await call(t.as.manager, ADD, { projectId: t.world.project, input: { name: 'Taxi', amount: 250 } });
      const [project] = await t.db
        .select()
        .from(schema.projects)
        .where(eq(schema.projects.id, t.world.project));
      expect(Number(project!.budgetUsed)).toBe(0.5);
      const employee = await call(t.as.employee, DEDUCT, { projectId: t.world.project, value: false });
      expect(employee.error?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('financials (M-103..M-106)', () => {
    it('counts approved sheets only, with the rate chain, per contributor, deliverable and month', async () => {
      await t.db
        .update(schema.projects)
        .set({ budget: '10000' })
        .where(eq(schema.projects.id, t.world.project));
      await createRole(t.db, { projectId: t.world.project, name: 'Consultant', rate: '150' });
      await t.db
        .update(schema.deliverables)
        .set({ budgetPercent: '50' })
        .where(eq(schema.deliverables.id, t.world.deliverables.design));
      await t.db
        .update(schema.deliverables)
        .set({ rate: '200', budget: '3000' })
        .where(eq(schema.deliverables.id, t.world.deliverables.code));
      await sheet(t.db, t.world, { status: 'Approved', monday: '2026-01-05', hours: '4' });
      await sheet(t.db, t.world, {
        status: 'Approved',
        monday: '2026-02-02',
        hours: '2',
        deliverableId: t.world.deliverables.code,
      });
      await sheet(t.db, t.world, { status: 'Submitted-Pending', monday: '2026-01-12', hours: '8' });
      await sheet(t.db, t.world, {
        status: 'Approved',
        monday: '2026-01-05',
        hours: '1',
        userId: t.world.ids.pm,
      });
      await createExpense(t.db, { projectId: t.world.project, name: 'Hotel', amount: '500' });

      const { data, error } = await call<{ project: { financials: Record<string, unknown> } }>(
        t.as.manager,
        FINANCIALS,
        {
          id: t.world.project,
        },
      );
      expect(error).toBeUndefined();
      const f = data!.project.financials as {
        startDate: string;
        contributors: {
          name: string;
          hours: number;
          cost: number;
          rate: number;
          rateRule: string;
          explanation: string[];
        }[];
        deliverables: { name: string; budget: number; hours: number; cost: number }[];
        months: unknown[];
      } & Record<string, unknown>;
      // Erin: 8 h design at 150 (resource role) + 4 h code at 200 (deliverable) = 2000; Pat: 2 h at 0.
      expect(f).toMatchObject({
        startDate: '20260105',
        earliestTaskDate: '20260105',
        budget: 10000,
        expenses: 500,
        totalCost: 2000,
        cost: 2000,
        approvedHours: 14,
        budgetUsed: 0.2,
        remaining: 8000,
        budgetStatus: 'Onbudget',
      });
      expect(f.contributors[0]).toMatchObject({
        name: 'Erin Employee',
        hours: 12,
        cost: 2000,
        rate: 166.67,
        rateRule: 'several rates (see each deliverable)',
      });
      expect(f.contributors[0]!.explanation).toContain(
        "Design: 8 h × $150 (rate of the person's role on the project)",
      );
      expect(f.contributors[1]).toMatchObject({
        name: 'Pat Manager',
        hours: 2,
        cost: 0,
        rateRule: 'no rate set',
      });
      expect(f.deliverables.find((d) => d.name === 'Design')).toEqual({
        name: 'Design',
        budget: 5000,
        hours: 10,
        cost: 1200,
      });
      expect(f.deliverables.find((d) => d.name === 'Code')).toEqual({
        name: 'Code',
        budget: 3000,
        hours: 4,
        cost: 800,
      });
      expect(f.months).toEqual([
        { period: '2026-01', hours: 10, cost: 1200 },
        { period: '2026-02', hours: 4, cost: 800 },
      ]);

      const january = await call<{ project: { financials: { cost: number; totalCost: number } } }>(
        t.as.finance,
        FINANCIALS,
        {
          id: t.world.project,
          start: '20260101',
          end: '20260131',
        },
      );
      expect(january.data?.project.financials).toMatchObject({ cost: 1200, totalCost: 2000 });

      await t.db
        .update(schema.projects)
        .set({ deductExpenses: true })
        .where(eq(schema.projects.id, t.world.project));
      const deducted = await call<{ project: { financials: { budgetUsed: number } } }>(
        t.as.manager,
        FINANCIALS,
        {
          id: t.world.project,
        },
      );
      expect(deducted.data?.project.financials.budgetUsed).toBe(0.25);
    });

    it('defaults to the year start without tasks, and hides money from team members', async () => {
      const { data } = await call<{
        project: { financials: { startDate: string; earliestTaskDate: string | null } };
      }>(t.as.admin, FINANCIALS, { id: t.world.project });
      const year = t.app.clock.now().getFullYear();
      expect(data?.project.financials).toMatchObject({ startDate: `${year}0101`, earliestTaskDate: null });
      const employee = await call(t.as.employee, FINANCIALS, { id: t.world.project });
      expect(employee.error?.extensions?.code).toBe('FORBIDDEN');
      const backwards = await call(t.as.admin, FINANCIALS, {
        id: t.world.project,
        start: '20260201',
        end: '20260101',
      });
      expect(backwards.error?.extensions?.fields).toEqual({
        endDate: 'End date must be on or after the start date',
      });
    });
  });
});
