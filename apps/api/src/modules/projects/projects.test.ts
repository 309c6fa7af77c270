import type { Db } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '../../../test/harness.ts';
import { call, ignoreErrorsOfClosingConnections, type World } from '../timesheets/timesheets.fixtures.ts';
import { buildProjectWorld, PROJECT_FIELDS, type ProjectActor } from './projects.fixtures.ts';

const PROJECT = `query($id: ID!) { projectManagement { project(projectId: $id) { ${PROJECT_FIELDS} } } }`;
const FINANCE_PROJECT = `query($id: ID!) { finance { getProjectById(projectId: $id) { _id name } } }`;

interface ProjectView {
  project: {
    _id: string;
    name: string;
    canManage: boolean;
    client: { name: string } | null;
    resources: unknown[];
  };
}

describe.each(testDatabases())('projects: reading one project on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let world: World;
  let as: Record<ProjectActor, TestBrowser>;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db);
    ({ world, as } = await buildProjectWorld(db, app));
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('shows a project with its client and team to the people who may read it', async () => {
    for (const [actor, canManage] of [
      ['admin', true],
      ['manager', true],
      ['finance', false],
      ['senior', false],
      ['employee', false],
    ] as const) {
      const { data, error } = await call<ProjectView>(as[actor], PROJECT, { id: world.project });
      expect(error, actor).toBeUndefined();
      expect(data?.project.name).toBe('Apollo');
      expect(data?.project.canManage, actor).toBe(canManage);
      expect(data?.project.client?.name).toBe('Acme Corp');
      expect(data?.project.resources).toHaveLength(3);
    }
  });

  it('refuses a project the viewer is not on, and says when it does not exist', async () => {
    const hidden = await call(as.employee, PROJECT, { id: world.hidden });
    expect(hidden.error?.extensions?.code).toBe('FORBIDDEN');
    const visible = await call<ProjectView>(as.employee, PROJECT, { id: world.internal });
    expect(visible.data?.project.name).toBe('Internal');
    const missing = await call(as.admin, PROJECT, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.error?.extensions?.code).toBe('NOT_FOUND');
  });

  it('reads several projects at once with getProjects, leaving out those the viewer may not read (M-090)', async () => {
    const query = `query($ids: [ID!]!) { projectManagement { getProjects(projectIds: $ids) { _id name roles { name } resources { email } } } }`;
    const ids = [world.hidden, world.project, world.internal];
    const employee = await call<{ getProjects: { name: string; resources: unknown[] }[] }>(
      as.employee,
      query,
      {
        ids,
      },
    );
    expect(employee.data?.getProjects.map((p) => p.name)).toEqual(['Apollo', 'Internal']);
    expect(employee.data?.getProjects[0]?.resources).toHaveLength(3);
    const admin = await call<{ getProjects: { name: string }[] }>(as.admin, query, { ids });
    expect(admin.data?.getProjects.map((p) => p.name)).toEqual(['Hidden', 'Apollo', 'Internal']);
  });

  it('opens finance.getProjectById to finance only', async () => {
    const finance = await call<{ getProjectById: { name: string } }>(as.finance, FINANCE_PROJECT, {
      id: world.project,
    });
    expect(finance.data?.getProjectById.name).toBe('Apollo');
    const employee = await call(as.employee, FINANCE_PROJECT, { id: world.project });
    expect(employee.error?.extensions?.code).toBe('FORBIDDEN');
  });
});
