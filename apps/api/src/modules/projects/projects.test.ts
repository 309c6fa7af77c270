import { expect, it } from 'vitest';
import { call } from '../timesheets/timesheets.fixtures.ts';
import { describeWithProjectWorld, PROJECT_FIELDS } from './projects.fixtures.ts';

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

describeWithProjectWorld('projects: reading one project', (t) => {
  it('shows a project with its client and team to the people who may read it', async () => {
    for (const [actor, canManage] of [
      ['admin', true],
      ['manager', true],
      ['finance', false],
      ['senior', false],
      ['employee', false],
    ] as const) {
      const { data, error } = await call<ProjectView>(t.as[actor], PROJECT, { id: t.world.project });
      expect(error, actor).toBeUndefined();
      expect(data?.project.name).toBe('Apollo');
      expect(data?.project.canManage, actor).toBe(canManage);
      expect(data?.project.client?.name).toBe('Acme Corp');
      expect(data?.project.resources).toHaveLength(3);
    }
  });

  it('refuses a project the viewer is not on, and says when it does not exist', async () => {
    const hidden = await call(t.as.employee, PROJECT, { id: t.world.hidden });
    expect(hidden.error?.extensions?.code).toBe('FORBIDDEN');
    const visible = await call<ProjectView>(t.as.employee, PROJECT, { id: t.world.internal });
    expect(visible.data?.project.name).toBe('Internal');
    const missing = await call(t.as.admin, PROJECT, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.error?.extensions?.code).toBe('NOT_FOUND');
  });

  it('reads several projects at once with getProjects, leaving out those the viewer may not read (M-090)', async () => {
    const query = `query($ids: [ID!]!) { projectManagement { getProjects(projectIds: $ids) { _id name roles { name } resources { email } } } }`;
    const ids = [t.world.hidden, t.world.project, t.world.internal];
    const employee = await call<{ getProjects: { name: string; resources: unknown[] }[] }>(
      t.as.employee,
      query,
      {
        ids,
      },
    );
    expect(employee.data?.getProjects.map((p) => p.name)).toEqual(['Apollo', 'Internal']);
    expect(employee.data?.getProjects[0]?.resources).toHaveLength(3);
    const admin = await call<{ getProjects: { name: string }[] }>(t.as.admin, query, { ids });
    expect(admin.data?.getProjects.map((p) => p.name)).toEqual(['Hidden', 'Apollo', 'Internal']);
  });

  it('opens finance.getProjectById to finance only', async () => {
    const finance = await call<{ getProjectById: { name: string } }>(t.as.finance, FINANCE_PROJECT, {
      id: t.world.project,
    });
    expect(finance.data?.getProjectById.name).toBe('Apollo');
    const employee = await call(t.as.employee, FINANCE_PROJECT, { id: t.world.project });
    expect(employee.error?.extensions?.code).toBe('FORBIDDEN');
  });
});
