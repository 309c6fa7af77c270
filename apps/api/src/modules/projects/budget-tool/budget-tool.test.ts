import { type Db, schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays } from '@tally/domain/shared/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createExpense, createProject, createRole } from '../../../../test/factories/index.ts';
import { startTestApp, type TestApp, TestBrowser } from '../../../../test/harness.ts';
import {
  call,
  ignoreErrorsOfClosingConnections,
  setConfiguration,
  type World,
} from '../../timesheets/timesheets.fixtures.ts';
import { buildProjectWorld, insertSheetWithHours, type ProjectActor } from '../projects.fixtures.ts';
import { BUDGET_USED_EVENT } from './records.ts';
import { currentBudgetUsed } from './use-cases/current-budget-used.ts';
import { refreshStaleBudgetUsed } from './use-cases/refresh-stale-budget-used.ts';

const UPDATE = 'mutation($id: ID!) { updateBudgetUsed(projectId: $id) { _id budgetUsed } }';

interface ToolAnswer {
  success: boolean;
  message: string;
  hasMore: boolean;
  updated: number;
  skipped: number;
  nextOffset: number;
}

let week = 0;

/** Approved (or pending) hours of the employee on Apollo's Design deliverable, each call on another week. */
function approvedHours(
  db: Db,
  world: World,
  hours: string,
  status: 'Approved' | 'Submitted-Pending' = 'Approved',
) {
  week += 1;
  return insertSheetWithHours(db, world, { hours, status, monday: addDays('2025-01-06', 7 * week) });
}

describe.each(testDatabases())('budget used on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let as: Record<ProjectActor, TestBrowser>;

  const budgetUsedOf = async (projectId: string) => {
    const [row] = await db
      .select({ value: schema.projects.budgetUsed })
      .from(schema.projects)
      .where(eq(schema.projects.id, projectId));
    return Number(row!.value);
  };

  const tool = async (
    browser: TestBrowser,
    query: string,
    headers: Record<string, string> = { 'x-tally-csrf': '1' },
  ) => {
    const response = await browser.fetch(`/api/update-budget-used?${query}`, { method: 'POST', headers });
    return { status: response.status, body: (await response.json()) as ToolAnswer };
  };

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db);
    ({ world, as } = await buildProjectWorld(db, app));
    await createRole(db, { projectId: world.project, name: 'Consultant', rate: '100' });
    await createExpense(db, { projectId: world.project, name: 'Travel', amount: '500' });
    await db.update(schema.projects).set({ budget: '2000' }).where(eq(schema.projects.id, world.project));
  });
  afterAll(async () => {
    await app.close();
    await close();
  });
  beforeEach(async () => {
    await db.delete(schema.timesheets);
    await db.delete(schema.auditEvents).where(eq(schema.auditEvents.type, BUDGET_USED_EVENT));
    await db.update(schema.projects).set({ budgetUsed: '0', deductExpenses: false });
    await setConfiguration(db, 'netsuite-enabled', null);
  });

  describe('updateBudgetUsed', () => {
    it('counts the cost of approved hours only, at the applicable rate (C-027)', async () => {
      await approvedHours(db, world, '10');
      await approvedHours(db, world, '6', 'Submitted-Pending');
      const { data, error } = await call<{ _id: string; budgetUsed: number }>(as.manager, UPDATE, {
        id: world.project,
      });
      expect(error).toBeUndefined();
      // 10 h × 100 = 1000 of a 2000 budget.
      expect(data).toEqual({ _id: world.project, budgetUsed: 0.5 });
      expect(await budgetUsedOf(world.project)).toBe(0.5);
    });

    it('adds the project expenses to the cost when deductExpenses is on (C-028)', async () => {
      await approvedHours(db, world, '10');
      await db
        .update(schema.projects)
        .set({ deductExpenses: true })
        .where(eq(schema.projects.id, world.project));
      const { data } = await call<{ budgetUsed: number }>(as.admin, UPDATE, { id: world.project });
      expect(data?.budgetUsed).toBe(0.75);
    });

    it('gives 0 without a budget', async () => {
      const { data } = await call<{ budgetUsed: number }>(as.admin, UPDATE, { id: world.internal });
      expect(data?.budgetUsed).toBe(0);
    });

    it('is for managers of the project, also while editing is locked', async () => {
      await approvedHours(db, world, '4');
      await setConfiguration(db, 'netsuite-enabled', 'true');
      const manager = await call<{ budgetUsed: number }>(as.manager, UPDATE, { id: world.project });
      expect(manager.data?.budgetUsed).toBe(0.2);
      for (const actor of ['employee', 'finance', 'senior', 'pm'] as const) {
        const refused = await call(as[actor], UPDATE, { id: world.project });
        expect(refused.error?.extensions?.code, actor).toBe('FORBIDDEN');
      }
      const missing = await call(as.admin, UPDATE, { id: '00000000-0000-4000-8000-000000000000' });
      expect(missing.error?.extensions?.code).toBe('NOT_FOUND');
      const invalid = await call(as.admin, UPDATE, { id: 'nope' });
      expect(invalid.error?.extensions?.code).toBe('BAD_USER_INPUT');
      const anonymous = await new TestBrowser(app.baseUrl).graphql(UPDATE, { id: world.project });
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('one truth (no recalculation needed)', () => {
    const HEADER_AND_FINANCIALS = `query($id: ID!) { projectManagement {
      project(projectId: $id) { budgetUsed financials { budgetUsed } }
      allProjects(budgetUsed: 50, limit: 1000) { _id budgetUsed } } }`;
    type Answer = {
      projectManagement: {
        project: { budgetUsed: number; financials: { budgetUsed: number } };
        allProjects: { _id: string; budgetUsed: number }[];
      };
    };
    /** The header card, the financials tab and the '50% or more used' list, read in one request. */
    const figures = async () => {
      const { data, error } = await call<Answer['projectManagement']>(as.admin, HEADER_AND_FINANCIALS, {
        id: world.project,
      });
      expect(error).toBeUndefined();
      const listed = data!.allProjects.find((project) => project._id === world.project);
      return {
        header: data!.project.budgetUsed,
        financials: data!.project.financials.budgetUsed,
        list: listed?.budgetUsed ?? null,
      };
    };

    it('shows the same budget used everywhere the moment hours, rates or the budget change', async () => {
      await approvedHours(db, world, '10');
      // 10 h × 100 of 2000: every screen says 50 % without anyone pressing a recalculation.
      expect(await figures()).toEqual({ header: 0.5, financials: 0.5, list: 0.5 });

      await db
        .update(schema.projectRoles)
        .set({ rate: '300' })
        .where(eq(schema.projectRoles.projectId, world.project));
      // Over budget (150 %): still in the '50% or more' filter.
      expect(await figures()).toEqual({ header: 1.5, financials: 1.5, list: 1.5 });

      await db.update(schema.projects).set({ budget: '6000' }).where(eq(schema.projects.id, world.project));
      expect(await figures()).toEqual({ header: 0.5, financials: 0.5, list: 0.5 });

      // A sheet that leaves Approved (recall, decline, cancel) takes its cost away at once.
      await db.update(schema.timesheets).set({ status: 'Submitted-Pending' });
      expect(await figures()).toEqual({ header: 0, financials: 0, list: null });
      await db
        .update(schema.projectRoles)
        .set({ rate: '100' })
        .where(eq(schema.projectRoles.projectId, world.project));
      await db.update(schema.projects).set({ budget: '2000' }).where(eq(schema.projects.id, world.project));
    });

    it('gives the current figure from a row loaded before another reader refreshed it', async () => {
      await approvedHours(db, world, '10');
      await refreshStaleBudgetUsed(db, [world.project]);
      await db.update(schema.projects).set({ budget: '1000' }).where(eq(schema.projects.id, world.project));
      // The row a request loads (stale), then another field of the request refreshes the project first.
      const [loaded] = await db.select().from(schema.projects).where(eq(schema.projects.id, world.project));
      expect(Number(loaded!.budgetUsed)).toBe(0.5);
      await refreshStaleBudgetUsed(db, [world.project]);
      expect(await currentBudgetUsed(db, loaded!)).toBe(1);
      await db.update(schema.projects).set({ budget: '2000' }).where(eq(schema.projects.id, world.project));
    });

    it('keeps a figure stale when the hours change while it is computed', async () => {
      await approvedHours(db, world, '10');
      const [row] = await db
        .select({ changes: schema.projects.budgetUsedChanges, computed: schema.projects.budgetUsedComputed })
        .from(schema.projects)
        .where(eq(schema.projects.id, world.project));
      expect(row!.changes).toBeGreaterThan(row!.computed);
      await figures();
      const [after] = await db
        .select({ changes: schema.projects.budgetUsedChanges, computed: schema.projects.budgetUsedComputed })
        .from(schema.projects)
        .where(eq(schema.projects.id, world.project));
      expect(after!.computed).toBe(after!.changes);
      // A change after the computation marks it stale again.
      await approvedHours(db, world, '2');
      const [later] = await db
        .select({ changes: schema.projects.budgetUsedChanges, computed: schema.projects.budgetUsedComputed })
        .from(schema.projects)
        .where(eq(schema.projects.id, world.project));
      expect(later!.changes).toBeGreaterThan(later!.computed);
      expect((await figures()).header).toBe(0.6);
    });
  });

  describe('POST /api/update-budget-used', () => {
    it('is for the admin group only, with the CSRF header (M-146)', async () => {
      const anonymous = await tool(new TestBrowser(app.baseUrl), `projectId=${world.project}`);
      expect(anonymous.status).toBe(401);
      for (const actor of ['manager', 'finance', 'employee'] as const) {
        expect((await tool(as[actor], `projectId=${world.project}`)).status, actor).toBe(403);
      }
      const withoutHeader = await tool(as.admin, `projectId=${world.project}`, {});
      expect(withoutHeader.status).toBe(403);
      expect(withoutHeader.body.message).toMatch(/CSRF/);
      expect(await budgetUsedOf(world.project)).toBe(0);
      const get = await as.admin.fetch(`/api/update-budget-used?projectId=${world.project}`);
      expect(get.status).toBe(405);
    });

    it('updates one project, then skips it for 24 hours unless forced (M-144, C-062)', async () => {
      await approvedHours(db, world, '10');
      const first = await tool(as.admin, `projectId=${world.project}`);
      expect(first).toEqual({
        status: 200,
        body: {
          success: true,
          message: 'Successfully updated 1 project budget(s).',
          hasMore: false,
          updated: 1,
          skipped: 0,
          nextOffset: 0,
        },
      });
      expect(await budgetUsedOf(world.project)).toBe(0.5);

      await approvedHours(db, world, '4');
      const again = await tool(as.admin, `projectId=${world.project}`);
      expect(again.body).toMatchObject({
        updated: 0,
        skipped: 1,
        message: 'Successfully updated 0 project budget(s).',
      });
      expect(await budgetUsedOf(world.project)).toBe(0.5);

      const forced = await tool(as.admin, `projectId=${world.project}&force=true`);
      expect(forced.body).toMatchObject({ updated: 1, skipped: 0 });
      expect(await budgetUsedOf(world.project)).toBe(0.7);

      // A recalculation by the project menu counts too; once it is over 24 hours old the project is due again.
      await approvedHours(db, world, '2');
      expect((await tool(as.admin, `projectId=${world.project}`)).body.skipped).toBe(1);
      await db
        .update(schema.auditEvents)
        .set({ createdAt: sql`created_at - interval '25 hours'` })
        .where(eq(schema.auditEvents.type, BUDGET_USED_EVENT));
      expect((await tool(as.admin, `projectId=${world.project}`)).body.updated).toBe(1);
      expect(await budgetUsedOf(world.project)).toBe(0.8);
    });

    it('does not touch the project updatedAt (the list sorts by it)', async () => {
      const [before] = await db.select().from(schema.projects).where(eq(schema.projects.id, world.project));
      await approvedHours(db, world, '10');
      await tool(as.admin, `projectId=${world.project}&force=true`);
      const [after] = await db.select().from(schema.projects).where(eq(schema.projects.id, world.project));
      expect(after!.updatedAt).toEqual(before!.updatedAt);
      expect(Number(after!.budgetUsed)).toBe(0.5);
    });

    it('answers 400 naming the parameter, and 404 for an unknown project', async () => {
      for (const [query, field] of [
        ['projectId=abc', 'projectId'],
        ['numberOfProjectsToUpdate=0', 'numberOfProjectsToUpdate'],
        ['', 'numberOfProjectsToUpdate'],
        ['numberOfProjectsToUpdate=5&offset=-1', 'offset'],
        ['numberOfProjectsToUpdate=5&statuses=,', 'statuses'],
        ['numberOfProjectsToUpdate=5&force=yes', 'force'],
      ] as const) {
        const answer = await tool(as.admin, query);
        expect(answer.status, query).toBe(400);
        expect((answer.body as unknown as { field: string }).field, query).toBe(field);
      }
      const missing = await tool(as.admin, 'projectId=00000000-0000-4000-8000-000000000000');
      expect(missing.status).toBe(404);
    });

    describe('batches', () => {
      const batchNames = Array.from({ length: 11 }, (_, index) => `Batch ${String(index).padStart(2, '0')}`);
      beforeAll(async () => {
        for (const name of batchNames)
          await createProject(db, { name, status: 'In Progress', budget: '100' });
        await createProject(db, { name: 'Closed one', status: 'Closed', budget: '100' });
        await createProject(db, { name: 'Template', status: 'In Progress', isTemplate: true });
      });

      it('processes at most 10 per request, from the offset, until the count is reached (M-143)', async () => {
        // In Progress: Apollo, Batch 00..10, Hidden = 13 projects, by name.
        const first = await tool(as.admin, 'numberOfProjectsToUpdate=25&offset=0');
        expect(first.body).toMatchObject({ hasMore: true, updated: 10, skipped: 0, nextOffset: 10 });
        const second = await tool(as.admin, 'numberOfProjectsToUpdate=25&offset=10');
        expect(second.body).toMatchObject({
          message: 'Successfully updated 3 project budget(s).',
          hasMore: false,
          updated: 3,
          nextOffset: 13,
        });
        const events = await db
          .select({ metadata: schema.auditEvents.metadata })
          .from(schema.auditEvents)
          .where(eq(schema.auditEvents.type, BUDGET_USED_EVENT));
        expect(events).toHaveLength(13);

        // Run again: everything was just recalculated.
        const skipped = await tool(as.admin, 'numberOfProjectsToUpdate=25&offset=0');
        expect(skipped.body).toMatchObject({ updated: 0, skipped: 10, hasMore: true });
        const forced = await tool(as.admin, 'numberOfProjectsToUpdate=25&offset=0&force=true');
        expect(forced.body).toMatchObject({ updated: 10, skipped: 0 });
      });

      it('stops at the count even when more projects remain', async () => {
        const first = await tool(as.admin, 'numberOfProjectsToUpdate=12&offset=0');
        expect(first.body).toMatchObject({ hasMore: true, updated: 10 });
        const second = await tool(as.admin, 'numberOfProjectsToUpdate=12&offset=10');
        expect(second.body).toMatchObject({ hasMore: false, updated: 2, nextOffset: 12 });
        const beyond = await tool(as.admin, 'numberOfProjectsToUpdate=12&offset=12');
        expect(beyond.body).toMatchObject({ hasMore: false, updated: 0, skipped: 0 });
      });

      it('filters by statuses, In Progress by default, never templates', async () => {
        const closed = await tool(as.admin, 'numberOfProjectsToUpdate=10&statuses=Closed');
        expect(closed.body).toMatchObject({ updated: 1, hasMore: false });
        const both = await tool(
          as.admin,
          `numberOfProjectsToUpdate=20&statuses=${encodeURIComponent('Closed, In Progress')}&force=true`,
        );
        expect(both.body).toMatchObject({ updated: 10, hasMore: true });
        const rest = await tool(
          as.admin,
          `numberOfProjectsToUpdate=20&offset=10&statuses=Closed,In%20Progress&force=true`,
        );
        expect(rest.body).toMatchObject({ updated: 4, hasMore: false });
        const none = await tool(as.admin, 'numberOfProjectsToUpdate=10&statuses=Pending');
        expect(none.body).toMatchObject({ updated: 0, skipped: 0, hasMore: false });
      });
    });
  });
});
