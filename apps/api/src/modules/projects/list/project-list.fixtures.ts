import { type Db, schema } from '@tally/db';
import { countingStatements, type testDatabases } from '@tally/db/testing';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  createClient,
  createDeliverable,
  createMilestone,
  createResource,
  createRole,
} from '../../../../test/factories/index.ts';
import { startTestApp, type TestApp, type TestBrowser } from '../../../../test/harness.ts';
import { call, ignoreErrorsOfClosingConnections, type World } from '../../timesheets/timesheets.fixtures.ts';
import { buildProjectWorld, type ProjectActor } from '../projects.fixtures.ts';

const LIST_ARGS = `$offset: Int, $limit: Int, $search: String, $budgetUsed: Int, $sortBy: String,
  $sortOrder: Int, $client: ID, $status: String, $archived: Boolean, $sector: String`;
const PASS_ARGS = `offset: $offset, limit: $limit, search: $search, budgetUsed: $budgetUsed, sortBy: $sortBy,
  sortOrder: $sortOrder, client: $client, status: $status, archived: $archived, sector: $sector`;
const FIELDS = '_id name canManage teamCount team { _id name firstName } client { name shortName }';
export const MINE = `query(${LIST_ARGS}) { projectManagement { myProjects(${PASS_ARGS}) { ${FIELDS} } } }`;
export const ALL = `query(${LIST_ARGS}) { projectManagement { allProjects(${PASS_ARGS}) { ${FIELDS} } } }`;

/** A card of Projects I Manage or All Projects as MINE and ALL ask for it. */
export interface Listed {
  _id: string;
  name: string;
  canManage: boolean;
  teamCount: number;
  team: { _id: string; name: string; firstName: string | null }[];
  client: { name: string; shortName: string } | null;
}

type ListKind = 'mine' | 'all';

/** What a project-list test reads: the project world with more projects, clients and a template. */
export interface ProjectListWorld {
  app: TestApp;
  db: Db;
  close: () => Promise<void>;
  /** Counts the statements the app runs (the app is started on `counted.db`). */
  counted: ReturnType<typeof countingStatements>;
  world: World;
  as: Record<ProjectActor, TestBrowser>;
  /** Apollo's client (Acme Corp) and a second client, Globex (GLX). */
  acme: string;
  globex: string;
  /** 'Template T' (pm's), with an Architect role and a Discovery milestone holding a Workshop deliverable. */
  template: string;
  /** One list as `actor` sees it (fails the test on an error). */
  list: (actor: ProjectActor, kind: ListKind, variables?: Record<string, unknown>) => Promise<Listed[]>;
  /** The names of a list, sorted by name unless the variables say otherwise. */
  names: (actor: ProjectActor, kind: ListKind, variables?: Record<string, unknown>) => Promise<string[]>;
}

/**
 * The project world (buildProjectWorld) on a fresh database with, besides Apollo (In Progress, Acme,
 * 50 % used, Health), Internal and Hidden: Zeus (pm's, Globex, Closed, Energy, 80 % used, admin on its team),
 * Hermes (Acme, In Progress, archived, 30 % used, pm managing it from its team) and the template.
 */
export async function openProjectListWorld(
  database: ReturnType<typeof testDatabases>[number],
): Promise<ProjectListWorld> {
  const { db, close } = await database.open();
  ignoreErrorsOfClosingConnections(db);
  const counted = countingStatements(db);
  const app = await startTestApp(counted.db);
  const { world, as } = await buildProjectWorld(db, app);
  const [apollo] = await db
    .update(schema.projects)
    .set({ budgetUsed: '0.5', sectors: ['Health'] })
    .where(eq(schema.projects.id, world.project))
    .returning({ clientId: schema.projects.clientId });
  const acme = apollo?.clientId ?? '';
  const globex = await createClient(db, { name: 'Globex', shortName: 'GLX' });
  const [zeus, hermes, tpl] = await db
    .insert(schema.projects)
    .values([
      {
        name: 'Zeus',
        projectCode: 'ZEU',
        clientId: globex,
        ownerId: world.ids.pm,
        status: 'Closed',
        sectors: ['Energy'],
        budgetUsed: '0.8',
      },
      {
        name: 'Hermes',
        projectCode: 'HRM',
        clientId: acme,
        status: 'In Progress',
        archived: true,
        budgetUsed: '0.3',
      },
      { name: 'Template T', ownerId: world.ids.pm, isTemplate: true },
    ])
    .returning();
  const template = tpl!.id;
  await createResource(db, {
    projectId: hermes!.id,
    userId: world.ids.pm,
    email: 'pm@example.com',
    startDate: '2020-01-01',
    allowProjectManagement: true,
  });
  await createResource(db, {
    projectId: zeus!.id,
    userId: world.ids.admin,
    email: 'admin@example.com',
    startDate: '2020-01-01',
  });
  await createRole(db, { projectId: template, name: 'Architect', rate: '150' });
  const milestoneId = await createMilestone(db, { projectId: template, name: 'Discovery' });
  await createDeliverable(db, { projectId: template, milestoneId, name: 'Workshop', budget: '1000' });
  // The budget used figures above stand for approved hours these tests do not create: mark them current.
  await db.update(schema.projects).set({ budgetUsedComputed: sql`budget_used_changes` });

  const list = async (actor: ProjectActor, kind: ListKind, variables: Record<string, unknown> = {}) => {
    const { data, error } = await call<{ myProjects?: Listed[]; allProjects?: Listed[] }>(
      as[actor],
      kind === 'mine' ? MINE : ALL,
      variables,
    );
    expect(error, `${actor} ${kind}`).toBeUndefined();
    return (kind === 'mine' ? data?.myProjects : data?.allProjects) ?? [];
  };
  const names = async (actor: ProjectActor, kind: ListKind, variables: Record<string, unknown> = {}) =>
    (await list(actor, kind, { sortBy: 'name', sortOrder: 1, ...variables })).map((p) => p.name);

  const closeAll = async () => {
    await app.close();
    await close();
  };
  return { app, db, close: closeAll, counted, world, as, acme, globex, template, list, names };
}
