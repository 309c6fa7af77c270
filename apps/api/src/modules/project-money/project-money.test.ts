import { type Db, schema } from '@tally/db';
import { exportStamp } from '@tally/domain/csv';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeWithProjectWorld } from '../projects/projects.fixtures.ts';
import { call, setConfiguration, type World } from '../timesheets/timesheets.fixtures.ts';
import { EXPORT_HOURS_COLUMNS, EXPORT_PAGE_SIZE, exportHoursCsv } from './export-hours.queries.ts';

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

/** A sheet of `userId` for the week of `monday` with `hours` on Monday and Tuesday of `deliverableId`. */
async function sheet(
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
  const plus = (days: number) => {
    const date = new Date(`${options.monday}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  const [row] = await db
    .insert(schema.timesheets)
    .values({ userId, startDate: options.monday, endDate: plus(6), status: options.status })
    .returning();
  const [line] = await db
    .insert(schema.timesheetLineItems)
    .values({ timesheetId: row!.id, projectId: world.project, deliverableId, comment: 'line, "quoted"' })
    .returning();
  await db.insert(schema.timesheetEntries).values(
    [0, 1].map((day) => ({
      lineItemId: line!.id,
      timesheetId: row!.id,
      userId,
      projectId: world.project,
      deliverableId,
      date: plus(day),
      hours: options.hours,
    })),
  );
}

describeWithProjectWorld('project money', (t) => {
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
      const [row] = await t.db
        .insert(schema.projectExpenses)
        .values({ projectId: t.world.project, name: 'Hotel', amount: '5' })
        .returning();
      expect((await call(t.as.employee, REMOVE, { id: row!.id })).error?.extensions?.code).toBe('FORBIDDEN');
      expect((await call(t.as.other, LIST, { id: t.world.project })).error?.extensions?.code).toBeUndefined();
      await setConfiguration(t.db, 'netsuite-enabled', 'true');
      const locked = await call(t.as.manager, UPDATE, { id: row!.id, input: { name: 'Hotel', amount: 6 } });
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
      await t.db
        .insert(schema.projectExpenses)
        .values({ projectId: t.world.project, name: 'Hotel', amount: '250' });
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
      await t.db
        .insert(schema.projectRoles)
        .values({ projectId: t.world.project, name: 'Consultant', rate: '150' });
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
      await t.db
        .insert(schema.projectExpenses)
        .values({ projectId: t.world.project, name: 'Hotel', amount: '500' });

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

  describe('Export Hours (M-112..M-114)', () => {
    const url = (params: Record<string, string>) =>
      `/api/projects/export-hours?${new URLSearchParams(params)}`;

    it('streams one row per task day with the snapshot columns and the C-047 file name', async () => {
      await t.db
        .insert(schema.projectRoles)
        .values({ projectId: t.world.project, name: 'Consultant', rate: '150' });
      await t.db
        .update(schema.users)
        .set({ payrollId: 'P-7' })
        .where(eq(schema.users.id, t.world.ids.employee));
      await sheet(t.db, t.world, { status: 'Approved', monday: '2026-01-05', hours: '4' });
      await sheet(t.db, t.world, { status: 'Submitted-Pending', monday: '2026-01-12', hours: '2.5' });
      await sheet(t.db, t.world, { status: 'Approved', monday: '2026-01-19', hours: '1' });
      const response = await t.as.manager.fetch(
        url({ projectId: t.world.project, startDate: '20260105', endDate: '20260118', tzOffset: '0' }),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const stamp = exportStamp(t.app.clock.now(), 0);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="ProjectHours-WeekEnding(01-18-2026)-ExportedOn(${stamp}).csv"`,
      );
      const lines = (await response.text()).trimEnd().split('\r\n');
      expect(lines[0]).toBe(EXPORT_HOURS_COLUMNS.join(','));
      expect(lines).toHaveLength(5);
      const approved = lines[1]!.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      const cell = (row: string[], column: (typeof EXPORT_HOURS_COLUMNS)[number]) =>
        row[EXPORT_HOURS_COLUMNS.indexOf(column)];
      expect(cell(approved, 'status')).toBe('Approved');
      expect(cell(approved, 'endDate')).toBe('01-11-2026');
      expect(cell(approved, 'lastName')).toBe('Employee');
      expect(cell(approved, 'email')).toBe('employee@example.com');
      expect(cell(approved, 'payrollId')).toBe('P-7');
      expect(cell(approved, 'clientName')).toBe('Acme Corp');
      expect(cell(approved, 'projectCode')).toBe('APL');
      expect(cell(approved, 'milestone')).toBe('Build');
      expect(cell(approved, 'deliverable')).toBe('Design');
      expect(cell(approved, 'taskdate')).toBe('01-05-2026');
      expect(cell(approved, 'role')).toBe('Consultant');
      expect(cell(approved, 'hours')).toBe('4');
      expect(cell(approved, 'comment')).toBe('"line, ""quoted"""');
      expect(cell(approved, 'totalCost')).toBe('600.00');
      expect(cell(approved, 'rate')).toBe('150.00');
      const pending = lines[3]!.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      expect(cell(pending, 'status')).toBe('Submitted-Pending');
      expect(cell(pending, 'approvedOn')).toBe('');
      expect(cell(pending, 'totalCost')).toBe('');
    });

    it('pages through the rows by keyset without losing or repeating one', async () => {
      await sheet(t.db, t.world, { status: 'Approved', monday: '2026-01-05', hours: '1' });
      await sheet(t.db, t.world, { status: 'Approved', monday: '2026-01-12', hours: '1' });
      await sheet(t.db, t.world, {
        status: 'Approved',
        monday: '2026-01-05',
        hours: '1',
        userId: t.world.ids.pm,
      });
      const pages: string[][] = [];
      for await (const page of exportHoursCsv(t.db, t.world.project, '2026-01-01', '2026-01-31', 2))
        pages.push(page.trimEnd().split('\r\n'));
      expect(pages.map((page) => page.length)).toEqual([2, 2, 2]);
      expect(new Set(pages.flat()).size).toBe(6);
    });

    it('streams every page of a large export through the route', async () => {
      await sheet(t.db, t.world, { status: 'Approved', monday: '2026-01-05', hours: '1' });
      const [line] = await t.db.select().from(schema.timesheetLineItems);
      // One more task day than a page holds, on consecutive days from 01/01/1990.
      await t.db.execute(sql`
        INSERT INTO timesheet_entries (line_item_id, timesheet_id, user_id, project_id, deliverable_id, date, hours)
        SELECT ${line!.id}::uuid, ${line!.timesheetId}::uuid, ${t.world.ids.employee}::uuid, ${t.world.project}::uuid,
               ${t.world.deliverables.design}::uuid, '1990-01-01'::date + g, 0.25
          FROM generate_series(0, ${EXPORT_PAGE_SIZE}) AS g`);
      const response = await t.as.admin.fetch(
        url({ projectId: t.world.project, startDate: '19900101', endDate: '20201231' }),
      );
      expect(response.status).toBe(200);
      const lines = (await response.text()).trimEnd().split('\r\n');
      expect(lines).toHaveLength(EXPORT_PAGE_SIZE + 2);
      expect(lines.at(-1)).toContain(`,${'0.25'},`);
    });

    it('answers 401, 403, 404 and 400 naming the parameter', async () => {
      const params = { projectId: t.world.project, startDate: '20260105', endDate: '20260111' };
      const anonymous = await fetch(new URL(url(params), t.app.baseUrl));
      expect(anonymous.status).toBe(401);
      expect((await t.as.employee.fetch(url(params))).status).toBe(403);
      expect((await t.as.finance.fetch(url(params))).status).toBe(200);
      const missing = await t.as.admin.fetch(
        url({ ...params, projectId: '00000000-0000-4000-8000-000000000000' }),
      );
      expect(missing.status).toBe(404);
      const bad = await t.as.admin.fetch(url({ ...params, startDate: '2026-01-05' }));
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ field: 'startDate' });
      const backwards = await t.as.admin.fetch(url({ ...params, endDate: '20260101' }));
      expect(await backwards.json()).toMatchObject({ field: 'endDate' });
      const noProject = await t.as.admin.fetch(url({ ...params, projectId: 'x' }));
      expect(await noProject.json()).toMatchObject({ field: 'projectId' });
    });
  });
});
