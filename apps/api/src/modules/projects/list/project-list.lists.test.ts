import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { eq, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResource, createTaxonomy } from '../../../../test/factories/index.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import { call, type World } from '../../timesheets/timesheets.fixtures.ts';
import { ALL, type Listed, openProjectListWorld, type ProjectListWorld } from './project-list.fixtures.ts';
import { listProjects } from './queries/projects.ts';
import { findTeamHeads } from './queries/team-heads.ts';
import type { ProjectListFilters } from './records.ts';

describe.each(testDatabases())('project lists on $name', (database) => {
  let db: Db;
  let counted: ProjectListWorld['counted'];
  let close: () => Promise<void>;
  let world: World;
  let as: ProjectListWorld['as'];
  let acme: string;
  let list: ProjectListWorld['list'];
  let names: ProjectListWorld['names'];

  beforeAll(async () => {
    ({ db, counted, close, world, as, acme, list, names } = await openProjectListWorld(database));
  });
  afterAll(async () => {
    await close?.();
  });

  describe('who sees which projects (M-008)', () => {
    it('lists in Projects I Manage what the viewer owns or manages as a team member, never templates', async () => {
      expect(await names('pm', 'mine')).toEqual(['Zeus']);
      expect(await names('pm', 'mine', { archived: true })).toEqual(['Hermes', 'Zeus']);
      const records = await list('pm', 'mine', { archived: true });
      expect(records.every((p) => p.canManage)).toBe(true);
      // Being on a team without allowProjectManagement, or in the admin group, does not make it "mine".
      expect(await names('employee', 'mine')).toEqual([]);
      expect(await names('admin', 'mine')).toEqual([]);
    });

    it('shows every project in All Projects to admin, project-management, finance and senior management', async () => {
      for (const actor of ['admin', 'manager', 'finance', 'senior'] as const) {
        expect(await names(actor, 'all'), actor).toEqual(['Apollo', 'Hidden', 'Internal', 'Zeus']);
      }
      const forFinance = await list('finance', 'all');
      expect(forFinance.some((p) => p.canManage)).toBe(false);
      const forManager = await list('manager', 'all');
      expect(forManager.every((p) => p.canManage)).toBe(true);
    });

    it('shows others only the globally visible projects and those they are on', async () => {
      expect(await names('employee', 'all')).toEqual(['Apollo', 'Internal']);
      expect(await names('pm', 'all', { archived: true })).toEqual(['Apollo', 'Hermes', 'Internal', 'Zeus']);
      const pmView = await list('pm', 'all');
      expect(Object.fromEntries(pmView.map((p) => [p.name, p.canManage]))).toEqual({
        Apollo: false,
        Internal: false,
        Zeus: true,
      });
    });
  });

  describe('filters, sort, search and paging (M-011..M-015)', () => {
    it('filters by status, client, sector, budget used and archived', async () => {
      expect(await names('admin', 'all', { status: 'In Progress' })).toEqual(['Apollo', 'Hidden']);
      expect(await names('admin', 'all', { client: acme })).toEqual(['Apollo']);
      expect(await names('admin', 'all', { client: acme, archived: true })).toEqual(['Apollo', 'Hermes']);
      expect(await names('admin', 'all', { sector: 'Energy' })).toEqual(['Zeus']);
      expect(await names('admin', 'all', { budgetUsed: 75 })).toEqual(['Zeus']);
      expect(await names('admin', 'all', { budgetUsed: 50 })).toEqual(['Apollo', 'Zeus']);
      expect(await names('admin', 'all', { budgetUsed: 25, archived: true })).toEqual([
        'Apollo',
        'Hermes',
        'Zeus',
      ]);
    });

    it('refuses filter values outside the options', async () => {
      const bad = await call(as.admin, ALL, { budgetUsed: 30 });
      expect(bad.error?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(bad.error?.extensions?.fields).toHaveProperty('budgetUsed');
      const sort = await call(as.admin, ALL, { sortBy: 'owner' });
      expect(sort.error?.extensions?.fields).toHaveProperty('sortBy');
      const order = await call(as.admin, ALL, { sortBy: 'name', sortOrder: 2 });
      expect(order.error?.extensions?.fields).toHaveProperty('sortOrder');
    });

    it('sorts by each key in both orders', async () => {
      const all = { archived: true };
      expect(await names('admin', 'all', { ...all, sortBy: 'name', sortOrder: -1 })).toEqual([
        'Zeus',
        'Internal',
        'Hidden',
        'Hermes',
        'Apollo',
      ]);
      expect(await names('admin', 'all', { ...all, sortBy: 'budgetUsed', sortOrder: -1 })).toEqual([
        'Zeus',
        'Apollo',
        'Hermes',
        'Hidden',
        'Internal',
      ]);
      expect(await names('admin', 'all', { ...all, sortBy: 'budgetUsed', sortOrder: 1 })).toEqual([
        'Hidden',
        'Internal',
        'Hermes',
        'Apollo',
        'Zeus',
      ]);
      // Missing values (no code, no client) go last in both orders.
      expect(await names('admin', 'all', { ...all, sortBy: 'projectCode', sortOrder: 1 })).toEqual([
        'Apollo',
        'Hermes',
        'Zeus',
        'Hidden',
        'Internal',
      ]);
      expect(await names('admin', 'all', { ...all, sortBy: 'projectCode', sortOrder: -1 })).toEqual([
        'Zeus',
        'Hermes',
        'Apollo',
        'Hidden',
        'Internal',
      ]);
      expect(await names('admin', 'all', { ...all, sortBy: 'clientName', sortOrder: -1 })).toEqual([
        'Zeus',
        'Apollo',
        'Hermes',
        'Hidden',
        'Internal',
      ]);
    });

    it('sorts by last update, newest first by default', async () => {
      await db
        .update(schema.projects)
        .set({ updatedAt: new Date('2030-01-01T00:00:00Z') })
        .where(eq(schema.projects.id, world.internal));
      const recent = await list('admin', 'all');
      expect(recent[0]?.name).toBe('Internal');
      const oldest = await names('admin', 'all', { sortBy: 'updatedAt', sortOrder: 1 });
      expect(oldest.at(-1)).toBe('Internal');
    });

    it('searches fuzzily over name, project code and client name', async () => {
      expect(await names('admin', 'all', { search: 'apolo' })).toEqual(['Apollo']);
      expect(await names('admin', 'all', { search: 'globex' })).toEqual(['Zeus']);
      expect(await names('admin', 'all', { search: 'ZEU' })).toEqual(['Zeus']);
      expect(await names('admin', 'all', { search: 'acme', archived: true })).toEqual(['Apollo', 'Hermes']);
      expect(await names('admin', 'all', { search: 'xyzzy' })).toEqual([]);
      // Visibility still applies to a search.
      expect(await names('employee', 'all', { search: 'zeus' })).toEqual([]);
      // Without a sort, the closest match comes first.
      const relevance = await list('admin', 'all', { search: 'hiden' });
      expect(relevance.map((p) => p.name)).toEqual(['Hidden']);
    });

    it('pages with offset and limit, 50 by default', async () => {
      const first = await names('admin', 'all', { archived: true, limit: 2, offset: 0 });
      const second = await names('admin', 'all', { archived: true, limit: 2, offset: 2 });
      const third = await names('admin', 'all', { archived: true, limit: 2, offset: 4 });
      expect([...first, ...second, ...third]).toEqual(['Apollo', 'Hermes', 'Hidden', 'Internal', 'Zeus']);
      const searched = await names('admin', 'all', { archived: true, search: 'acme', limit: 1, offset: 1 });
      expect(searched).toEqual(['Hermes']);
      const bad = await call(as.admin, ALL, { limit: 0 });
      expect(bad.error?.extensions?.fields).toHaveProperty('limit');
    });

    it('gives each card its active team count and first members', async () => {
      const [apollo] = await list('admin', 'all', { search: 'apollo' });
      expect(apollo?.teamCount).toBe(2);
      expect(apollo?.team.map((m) => m.firstName).sort()).toEqual(['Erin', 'Pat']);
      expect(apollo?.client).toEqual({ name: 'Acme Corp', shortName: 'ACME' });
    });
  });

  it('loads the team heads and counts of many projects at once, active members only, up to the limit', async () => {
    const ids = [world.project, world.internal, world.hidden];
    const heads = await findTeamHeads(db, ids, 1);
    expect(heads.get(world.project)).toMatchObject({ count: 2, members: [expect.anything()] });
    expect(heads.has(world.hidden)).toBe(false);
    const all = await findTeamHeads(db, ids, 5);
    expect(
      all
        .get(world.project)
        ?.members.map((m) => m.email)
        .sort(),
    ).toEqual(['employee@example.com', 'pm@example.com']);
    expect(all.get(world.project)?.count).toBe(2);
    // A limit of 0 still counts the team.
    expect((await findTeamHeads(db, ids, 0)).get(world.project)).toEqual({ count: 2, members: [] });
  });

  describe('clients and taxonomy', () => {
    it('lists every client to project creators and the clients of readable projects to others', async () => {
      const forAdmin = await call<{ name: string }[]>(as.admin, '{ clients { _id name shortName } }');
      expect(forAdmin.data?.map((c) => c.name)).toEqual(['Acme Corp', 'Globex']);
      const forEmployee = await call<{ name: string }[]>(as.employee, '{ clients { _id name } }');
      expect(forEmployee.data?.map((c) => c.name)).toEqual(['Acme Corp']);
    });

    it('returns a taxonomy with its terms in order, or null', async () => {
      await createTaxonomy(db, 'Status', [
        { name: 'Closed', order: 2 },
        { name: 'In Progress', order: 1 },
      ]);
      const query = 'query($name: String!) { taxonomy(name: $name) { name terms { name order } } }';
      const found = await call<{ terms: { name: string }[] }>(as.employee, query, { name: 'Status' });
      expect(found.data?.terms.map((t) => t.name)).toEqual(['In Progress', 'Closed']);
      const missing = await call(as.employee, query, { name: 'Nope' });
      expect(missing.error).toBeUndefined();
      expect(missing.data).toBeNull();
    });
  });
  describe('the cards as one statement builds them', () => {
    const everything: ProjectListFilters = {
      offset: 0,
      limit: 200,
      search: null,
      budgetUsed: null,
      sortBy: null,
      sortOrder: null,
      clientId: null,
      status: null,
      archived: true,
      sector: null,
    };
    const viewerOf = (userId: string, email: string, groups: Viewer['groups']): Viewer => ({
      userId,
      sessionId: 'test',
      email,
      groups,
    });

    beforeAll(async () => {
      // Values of every kind in the cards' rows: text with quotes, money, dates, microseconds, nulls.
      await db
        .update(schema.projects)
        .set({
          description: 'Say "hello" — déjà vu\\n',
          accountingCode: '40000',
          proposedBudget: '1234.50',
          totalBilledAmount: '99.99',
          startDate: '2024-02-29',
          jobName: 'Job',
        })
        .where(eq(schema.projects.id, world.hidden));
      await db.execute(
        sql`UPDATE projects SET synced_at = '2025-03-04 05:06:07.891234+00' WHERE id = ${world.hidden}`,
      );
      // Internal's team: more members than a card shows, one inactive, two joined at the same instant.
      const joined = (minute: number) => new Date(Date.UTC(2024, 0, 1, 9, minute));
      const team = [
        ...[1, 2, 3, 4, 5].map((n) => ({
          email: `t${n}@example.com`,
          name: n === 2 ? null : `T${n}`,
          createdAt: joined(n === 5 ? 4 : n),
        })),
        { userId: world.ids.other, email: 'other@example.com', createdAt: joined(0) },
        { email: 'gone@example.com', inactive: true, createdAt: joined(0) },
      ];
      for (const member of team)
        await createResource(db, { projectId: world.internal, startDate: '2024-01-01', ...member });
    });

    it('gives the same project and client rows as a plain select, with and without a search', async () => {
      const plain = await db
        .select()
        .from(schema.projects)
        .leftJoin(schema.clients, eq(schema.clients.id, schema.projects.clientId))
        .where(not(schema.projects.isTemplate));
      const expected = new Map(plain.map((row) => [row.projects.id, row]));
      const admin = viewerOf(world.ids.admin, 'admin@example.com', ['admin']);
      const page = await listProjects(db, admin, 'all', everything, 5);
      const searched = await listProjects(db, admin, 'all', { ...everything, search: 'i' });
      expect(page).toHaveLength(expected.size);
      expect(searched.length).toBeGreaterThan(1);
      for (const record of [...page, ...searched]) {
        const row = expected.get(record.project.id);
        expect(record.project).toEqual(row?.projects);
        expect(record.client).toEqual(row?.clients);
      }
      expect(page.find((r) => r.project.id === world.hidden)?.project.syncedAt?.toISOString()).toBe(
        '2025-03-04T05:06:07.891Z',
      );
    });

    it('gives each card the team head the general loader gives, members in the order they joined', async () => {
      const employee = viewerOf(world.ids.employee, 'employee@example.com', []);
      for (const viewer of [viewerOf(world.ids.admin, 'admin@example.com', ['admin']), employee]) {
        const page = await listProjects(db, viewer, 'all', everything, 5);
        const general = await findTeamHeads(
          db,
          page.map((r) => r.project.id),
          5,
        );
        for (const record of page) {
          expect(record.team).toEqual(general.get(record.project.id) ?? { count: 0, members: [] });
        }
      }
      const [internal] = await listProjects(db, employee, 'all', { ...everything, search: 'internal' });
      expect(internal?.project.id).toBe(world.internal);
      const [card] = (await listProjects(db, employee, 'all', everything, 5)).filter(
        (r) => r.project.id === world.internal,
      );
      expect(card?.team?.count).toBe(6);
      // t4 and t5 joined at the same instant: the lower id first.
      const tied = await db
        .select({ email: schema.projectResources.email })
        .from(schema.projectResources)
        .where(sql`${schema.projectResources.email} IN ('t4@example.com', 't5@example.com')`)
        .orderBy(schema.projectResources.id);
      expect(card?.team?.members.map((m) => m.email)).toEqual([
        'other@example.com',
        't1@example.com',
        't2@example.com',
        't3@example.com',
        tied[0]?.email,
      ]);
    });

    it('answers the cards (clients, team counts and avatars) without a statement per card', async () => {
      const cards = 'query { projectManagement { allProjects(archived: true) { _id } } }';
      const full = `query { projectManagement { allProjects(archived: true) {
        _id name teamCount team { _id name firstName lastName imageUrl } client { _id name shortName } } } }`;
      await call(as.admin, cards);
      await call(as.admin, full);
      const before = counted.count();
      await call(as.admin, cards);
      const idsOnly = counted.count() - before;
      const { data, error } = await call<{ allProjects: Listed[] }>(as.admin, full);
      expect(error).toBeUndefined();
      expect(counted.count() - before - idsOnly).toBe(idsOnly);
      const internal = data?.allProjects.find((p) => p._id === world.internal);
      expect(internal?.teamCount).toBe(6);
      expect(internal?.team[0]).toMatchObject({ name: 'Otto Other', firstName: 'Otto' });
      expect(internal?.team[2]).toMatchObject({ name: 't2@example.com', firstName: null });
      // More avatars than a card brings: the general loader, same order.
      const wide = await call<{ allProjects: Listed[] }>(
        as.admin,
        'query { projectManagement { allProjects(archived: true) { _id team(limit: 8) { _id name } } } }',
      );
      const wideInternal = wide.data?.allProjects.find((p) => p._id === world.internal);
      expect(wideInternal?.team.map((m) => m.name).slice(0, 5)).toEqual(internal?.team.map((m) => m.name));
      expect(wideInternal?.team).toHaveLength(6);
    });
  });
});
