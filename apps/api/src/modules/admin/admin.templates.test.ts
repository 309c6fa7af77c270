import { schema } from '@tally/db';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  createDeliverable,
  createDeliverableResource,
  createMilestone,
  createResource,
  createRole,
} from '../../../test/factories/index.ts';
import { TestBrowser } from '../../../test/harness.ts';
import { describeWithProjectWorld } from '../projects/projects.fixtures.ts';
import { call } from '../timesheets/timesheets.fixtures.ts';

const TEMPLATES = '{ templates { _id name description isTemplate } }';
const CREATE = `mutation ($name: String, $description: String, $isTemplate: Boolean, $templateId: ID,
  $existingClientId: ID) {
  createProject(name: $name, description: $description, isTemplate: $isTemplate, templateId: $templateId,
    existingClientId: $existingClientId) { _id name description isTemplate status client { _id } } }`;
const UPDATE = `mutation ($projectId: ID!, $name: String, $description: String) {
  updateProject(projectId: $projectId, name: $name, description: $description) { _id name description } }`;
const ALL = '{ projectManagement { allProjects(limit: 500) { _id } } }';

interface Created {
  _id: string;
  name: string;
  description: string | null;
  isTemplate: boolean;
  status: string | null;
  client: { _id: string } | null;
}

describeWithProjectWorld('project templates', (t) => {
  let templateId = '';

  it('creates a template from a name and a description only (D-049)', async () => {
    const { data, error } = await call<Created>(t.as.admin, CREATE, {
      name: 'Website build',
      description: 'Discovery, design and delivery',
      isTemplate: true,
    });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ name: 'Website build', isTemplate: true, status: null, client: null });
    templateId = data!._id;
    const missing = await call(t.as.admin, CREATE, { name: ' ', isTemplate: true });
    expect(missing.error?.extensions?.fields).toEqual({ name: 'Required' });
  });

  it('lists templates by name to admins and project managers only (D-048)', async () => {
    const { data } = await call<{ _id: string; isTemplate: boolean }[]>(t.as.admin, TEMPLATES);
    expect(data?.map((row) => row._id)).toContain(templateId);
    expect(data?.every((row) => row.isTemplate)).toBe(true);
    expect((await call(t.as.manager, TEMPLATES)).error).toBeUndefined();
    for (const actor of ['employee', 'finance', 'senior'] as const) {
      expect((await call(t.as[actor], TEMPLATES)).error?.extensions?.code).toBe('FORBIDDEN');
    }
    const anonymous = await new TestBrowser(t.app.baseUrl).graphql(TEMPLATES);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('updates a template with updateProject(name, description) (D-050)', async () => {
    const { data, error } = await call<Created>(t.as.admin, UPDATE, {
      projectId: templateId,
      name: 'Website build v2',
      description: 'Updated',
    });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ name: 'Website build v2', description: 'Updated' });
  });

  it("copies a template's roles, deliverables and team into a new project (D-052)", async () => {
    const milestoneId = await createMilestone(t.db, { projectId: templateId, name: 'Discovery' });
    const deliverableId = await createDeliverable(t.db, {
      projectId: templateId,
      milestoneId,
      name: 'Workshop',
      budget: '1000',
    });
    await createRole(t.db, { projectId: templateId, name: 'Architect', rate: '150' });
    const resourceId = await createResource(t.db, {
      projectId: templateId,
      userId: t.world.ids.pm,
      email: 'pm@example.com',
      role: 'Architect',
      startDate: '2026-01-01',
      allowProjectManagement: true,
    });
    await createDeliverableResource(t.db, { deliverableId, resourceId, budgetedHours: '12' });

    const [client] = await t.db.select().from(schema.clients).limit(1);
    const { data, error } = await call<Created>(t.as.admin, CREATE, {
      name: 'Acme website',
      existingClientId: client!.id,
      templateId,
    });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ isTemplate: false, status: 'In Progress' });
    const projectId = data!._id;
    const roles = await t.db
      .select()
      .from(schema.projectRoles)
      .where(eq(schema.projectRoles.projectId, projectId));
    expect(roles.map((r) => [r.name, r.rate])).toEqual([['Architect', '150.00']]);
    const team = await t.db
      .select()
      .from(schema.projectResources)
      .where(eq(schema.projectResources.projectId, projectId));
    expect(team.map((r) => [r.email, r.role, r.allowProjectManagement])).toEqual([
      ['pm@example.com', 'Architect', true],
    ]);
    const assigned = await t.db
      .select({ deliverable: schema.deliverables.name, hours: schema.deliverableResources.budgetedHours })
      .from(schema.deliverableResources)
      .innerJoin(schema.deliverables, eq(schema.deliverables.id, schema.deliverableResources.deliverableId))
      .where(eq(schema.deliverables.projectId, projectId));
    expect(assigned).toEqual([{ deliverable: 'Workshop', hours: '12.00' }]);
    // The template keeps its own rows.
    const kept = await t.db
      .select()
      .from(schema.projectResources)
      .where(eq(schema.projectResources.projectId, templateId));
    expect(kept).toHaveLength(1);
  });

  it('never lists a template among the projects', async () => {
    const { data } = await call<{ allProjects: { _id: string }[] }>(t.as.admin, ALL);
    expect(data?.allProjects.map((p) => p._id)).not.toContain(templateId);
  });
});
