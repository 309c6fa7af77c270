import { schema } from '@tally/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { NOT_CONNECTED_MESSAGE } from '../integrations/integrations.service.ts';
import { call, setConfiguration } from '../timesheets/timesheets.fixtures.ts';
import { EDITING_MESSAGES } from './editing.messages.ts';
import { describeWithProjectWorld } from './projects.fixtures.ts';
import { refusingDuplicate } from './unique-violation.ts';

const FIELDS = `_id name description status budget archived sectors startDate syncedAt sourceId
  client { _id name } endClient { _id name shortName }
  roles { _id name rate }
  resources { _id name email role startDate endDate note inactive budgetedHours allowProjectManagement timesheetApprover user { _id } }`;

const UPDATE = `mutation($id: ID!, $name: String, $budget: Float, $status: String, $startDate: String, $sectors: [String!], $description: String) {
  updateProject(projectId: $id, name: $name, budget: $budget, status: $status, startDate: $startDate, sectors: $sectors, description: $description) { ${FIELDS} } }`;
const ARCHIVE = `mutation($id: ID!, $archived: Boolean!) { archiveProject(projectId: $id, archived: $archived) { _id archived } }`;
const DELETE = `mutation($id: ID!) { deleteProject(projectId: $id) }`;
const CLONE = `mutation($id: ID!) { cloneProject(projectId: $id) { ${FIELDS} } }`;
const SYNC = `mutation($id: ID!) { manualProjectSync(projectId: $id) { _id syncedAt } }`;
const END_CLIENT = `mutation($id: ID!, $clientName: String, $clientShortName: String) {
  addEndClient(projectId: $id, clientName: $clientName, clientShortName: $clientShortName) { ${FIELDS} } }`;
const ADD_ROLE = `mutation($id: ID!, $name: String, $rate: Float) { addProjectRole(projectId: $id, name: $name, rate: $rate) { ${FIELDS} } }`;
const UPDATE_ROLE = `mutation($id: ID!, $roleId: ID!, $name: String, $rate: Float) {
  updateProjectRole(projectId: $id, indexId: $roleId, name: $name, rate: $rate) { ${FIELDS} } }`;
const REMOVE_ROLE = `mutation($id: ID!, $roleId: ID!) { removeProjectRole(projectId: $id, indexId: $roleId) { ${FIELDS} } }`;
const ADD_RESOURCE = `mutation($id: ID!, $name: String, $email: String, $startDate: String, $endDate: String, $role: String, $budgetedHours: Float, $timesheetApprover: Boolean) {
  addResource(projectId: $id, name: $name, email: $email, startDate: $startDate, endDate: $endDate, role: $role, budgetedHours: $budgetedHours, timesheetApprover: $timesheetApprover) { ${FIELDS} } }`;
const UPDATE_RESOURCE = `mutation($rid: ID!, $name: String, $email: String, $startDate: String, $endDate: String, $note: String, $inactive: Boolean) {
  updateResource(id: $rid, name: $name, email: $email, startDate: $startDate, endDate: $endDate, note: $note, inactive: $inactive) { ${FIELDS} } }`;
const REMOVE_RESOURCE = `mutation($rid: ID!) { removeResource(id: $rid) { ${FIELDS} } }`;
const HOURS = `query($id: ID!, $userId: ID!) { projectManagement { projectResourceHours(projectId: $id, userId: $userId) { budgetedHours totalApprovedHours } } }`;
const USERS = `query($id: ID!, $search: String) { projectManagement { assignableUsers(projectId: $id, search: $search) { _id name email title } } }`;

interface Project {
  _id: string;
  name: string;
  description: string | null;
  status: string | null;
  budget: number;
  archived: boolean;
  sectors: string[];
  startDate: string | null;
  syncedAt: string | null;
  sourceId: string | null;
  endClient: { name: string; shortName: string } | null;
  roles: { _id: string; name: string; rate: number }[];
  resources: {
    _id: string;
    name: string;
    email: string;
    role: string | null;
    startDate: string;
    endDate: string | null;
    note: string | null;
    inactive: boolean;
    budgetedHours: number | null;
    user: { _id: string } | null;
  }[];
}

describeWithProjectWorld('projects: editing, roles and team', (t) => {
  beforeAll(async () => {
    // pm is a resource allowed to manage Apollo; employee is a plain resource.
    await t.db
      .update(schema.projectResources)
      .set({ allowProjectManagement: true })
      .where(eq(schema.projectResources.userId, t.world.ids.pm));
  }, 60_000);

  const lock = (on: boolean) => setConfiguration(t.db, 'netsuite-enabled', on ? 'true' : null);

  async function freshProject(name: string, extra: Partial<typeof schema.projects.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(schema.projects)
      .values({ name, status: 'In Progress', ...extra })
      .returning({ id: schema.projects.id });
    return row!.id;
  }

  let week = 0;
  async function approveHours(projectId: string, userId: string, hours: string) {
    week += 1;
    const start = new Date(Date.UTC(2023, 0, 2 + 7 * week));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const startDate = iso(start);
    const [sheet] = await t.db
      .insert(schema.timesheets)
      .values({
        userId,
        startDate,
        endDate: iso(new Date(start.getTime() + 6 * 86_400_000)),
        status: 'Approved',
      })
      .returning();
    const [deliverable] = await t.db
      .insert(schema.deliverables)
      .values({ projectId, name: 'Work' })
      .returning();
    const [line] = await t.db
      .insert(schema.timesheetLineItems)
      .values({ timesheetId: sheet!.id, projectId, deliverableId: deliverable!.id })
      .returning();
    await t.db.insert(schema.timesheetEntries).values({
      lineItemId: line!.id,
      timesheetId: sheet!.id,
      userId,
      projectId,
      deliverableId: deliverable!.id,
      date: startDate,
      hours,
    });
  }

  it('lets managers, admins, the owner and a managing resource edit a project, and no one else', async () => {
    const projectId = t.world.project;
    for (const [actor, allowed] of [
      ['admin', true],
      ['manager', true],
      ['pm', true],
      ['employee', false],
      ['finance', false],
      ['senior', false],
    ] as const) {
      const { data, error } = await call<Project>(t.as[actor], UPDATE, {
        id: projectId,
        name: `Apollo ${actor}`,
      });
      if (allowed) expect(data?.name, actor).toBe(`Apollo ${actor}`);
      else expect(error?.extensions?.code, actor).toBe('FORBIDDEN');
    }
    const owned = await freshProject('Owned', { ownerId: t.world.ids.employee });
    const byOwner = await call<Project>(t.as.employee, UPDATE, { id: owned, name: 'Owned by Erin' });
    expect(byOwner.data?.name).toBe('Owned by Erin');
    await call(t.as.admin, UPDATE, { id: projectId, name: 'Apollo' });
  });

  it("requires the name ('Required'), checks values and changes only the given fields", async () => {
    const projectId = await freshProject('Fields', { description: 'keep me', budget: '100' });
    const empty = await call(t.as.manager, UPDATE, { id: projectId, name: '  ' });
    expect(empty.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'Required' } });
    const negative = await call(t.as.manager, UPDATE, { id: projectId, name: 'Fields', budget: -1 });
    expect(negative.error?.extensions?.fields).toEqual({ budget: 'Provide a positive value' });
    const badDate = await call(t.as.manager, UPDATE, {
      id: projectId,
      name: 'Fields',
      startDate: '2024-01-01',
    });
    expect(badDate.error?.extensions?.code).toBe('BAD_USER_INPUT');

    const { data } = await call<Project>(t.as.manager, UPDATE, {
      id: projectId,
      name: 'Fields 2',
      budget: 2500,
      status: 'Closed',
      startDate: '20240301',
      sectors: ['Energy'],
    });
    expect(data).toMatchObject({
      name: 'Fields 2',
      description: 'keep me',
      budget: 2500,
      status: 'Closed',
      startDate: '20240301',
      sectors: ['Energy'],
    });
  });

  it('refuses edits, archiving, deleting, role removal and resource adds while editing is locked', async () => {
    const projectId = await freshProject('Locked', { archived: true });
    const [role] = await t.db
      .insert(schema.projectRoles)
      .values({ projectId, name: 'Dev', rate: '100' })
      .returning();
    await lock(true);
    try {
      for (const [query, variables] of [
        [UPDATE, { id: projectId, name: 'x' }],
        [ARCHIVE, { id: projectId, archived: false }],
        [DELETE, { id: projectId }],
        [REMOVE_ROLE, { id: projectId, roleId: role!.id }],
        [ADD_RESOURCE, { id: projectId, name: 'A', email: 'a@example.com', startDate: '20240101' }],
        [CLONE, { id: projectId }],
      ] as const) {
        const { error } = await call(t.as.admin, query, variables);
        expect(error?.extensions?.code, query).toBe('CONFLICT');
      }
      // Adding and editing roles stays possible (only removal is locked).
      const added = await call<Project>(t.as.admin, ADD_ROLE, { id: projectId, name: 'QA', rate: 50 });
      expect(added.data?.roles.map((r) => r.name)).toEqual(['Dev', 'QA']);
      // Refresh Data works only while locked; with no accounting system connected it says what to set
      // (the pull itself is tested against the fake NetSuite in modules/integrations).
      const synced = await call<{ syncedAt: string | null }>(t.as.manager, SYNC, { id: projectId });
      expect(synced.error?.message).toBe(NOT_CONNECTED_MESSAGE);
      expect(synced.error?.extensions?.code).toBe('CONFLICT');
      expect((await call(t.as.employee, SYNC, { id: t.world.project })).error?.extensions?.code).toBe(
        'FORBIDDEN',
      );
    } finally {
      await lock(false);
    }
    const unlocked = await call(t.as.manager, SYNC, { id: projectId });
    expect(unlocked.error?.extensions?.code).toBe('CONFLICT');
  });

  it('archives, then deletes only archived projects without booked time', async () => {
    const projectId = await freshProject('To delete');
    await t.db.insert(schema.projectRoles).values({ projectId, name: 'Dev', rate: '10' });
    const active = await call(t.as.manager, DELETE, { id: projectId });
    expect(active.error?.extensions?.code).toBe('CONFLICT');
    expect(active.error?.message).toBe('Only archived projects can be deleted');
    expect(
      (await call(t.as.employee, ARCHIVE, { id: t.world.project, archived: true })).error?.extensions?.code,
    ).toBe('FORBIDDEN');

    const archived = await call<{ archived: boolean }>(t.as.manager, ARCHIVE, {
      id: projectId,
      archived: true,
    });
    expect(archived.data?.archived).toBe(true);
    const deleted = await call<string>(t.as.manager, DELETE, { id: projectId });
    expect(deleted.data).toBe(projectId);
    expect(await t.db.select().from(schema.projects).where(eq(schema.projects.id, projectId))).toHaveLength(
      0,
    );

    const booked = await freshProject('Booked', { archived: true });
    await approveHours(booked, t.world.ids.employee, '2');
    const refused = await call(t.as.admin, DELETE, { id: booked });
    expect(refused.error?.extensions?.code).toBe('CONFLICT');
    expect(refused.error?.message).toMatch(/timesheet entries/);
    const unarchived = await call<{ archived: boolean }>(t.as.admin, ARCHIVE, {
      id: booked,
      archived: false,
    });
    expect(unarchived.data?.archived).toBe(false);
  });

  it('clones a project with its roles, team, milestones, deliverables and assignments', async () => {
    const projectId = await freshProject('Source', {
      archived: true,
      sourceId: 'NS-1',
      status: 'Closed',
      budget: '900',
      projectCode: 'SRC-1',
    });
    await t.db.insert(schema.projectRoles).values({ projectId, name: 'Dev', rate: '120' });
    const [resource] = await t.db
      .insert(schema.projectResources)
      .values({
        projectId,
        email: 'employee@example.com',
        userId: t.world.ids.employee,
        role: 'Dev',
        startDate: '2024-01-01',
      })
      .returning();
    const [milestone] = await t.db
      .insert(schema.milestones)
      .values({ projectId, name: 'Phase 1' })
      .returning();
    const [deliverable] = await t.db
      .insert(schema.deliverables)
      .values({ projectId, milestoneId: milestone!.id, name: 'Design', budget: '500' })
      .returning();
    await t.db
      .insert(schema.deliverableResources)
      .values({ deliverableId: deliverable!.id, resourceId: resource!.id, budgetedHours: '12' });

    expect((await call(t.as.pm, CLONE, { id: t.world.project })).error?.extensions?.code).toBe('FORBIDDEN');
    expect((await call(t.as.employee, CLONE, { id: projectId })).error?.extensions?.code).toBe('FORBIDDEN');
    const { data, error } = await call<Project>(t.as.manager, CLONE, { id: projectId });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({
      name: 'Source (Copy)',
      archived: false,
      status: null,
      sourceId: null,
      budget: 900,
      roles: [{ name: 'Dev', rate: 120 }],
      resources: [{ email: 'employee@example.com', role: 'Dev', user: { _id: t.world.ids.employee } }],
    });
    const copyId = data!._id;
    // Project codes are unique: the copy has none until someone gives it one, and can then be edited freely.
    const [copy] = await t.db.select().from(schema.projects).where(eq(schema.projects.id, copyId));
    expect(copy?.projectCode).toBeNull();
    const [copiedDeliverable] = await t.db
      .select()
      .from(schema.deliverables)
      .where(eq(schema.deliverables.projectId, copyId));
    expect(copiedDeliverable).toMatchObject({ name: 'Design', budget: '500.00', sourceId: null });
    const [copiedMilestone] = await t.db
      .select()
      .from(schema.milestones)
      .where(eq(schema.milestones.projectId, copyId));
    expect(copiedDeliverable!.milestoneId).toBe(copiedMilestone!.id);
    const [assignment] = await t.db
      .select()
      .from(schema.deliverableResources)
      .where(eq(schema.deliverableResources.deliverableId, copiedDeliverable!.id));
    expect(assignment?.resourceId).toBe(data?.resources[0]?._id);
    expect(Number(assignment!.budgetedHours)).toBe(12);
  });

  it('adds an end client', async () => {
    const projectId = await freshProject('End client');
    const missing = await call(t.as.manager, END_CLIENT, {
      id: projectId,
      clientName: 'Globex',
      clientShortName: '',
    });
    expect(missing.error?.extensions?.fields).toEqual({ clientShortName: 'Required' });
    const { data } = await call<Project>(t.as.manager, END_CLIENT, {
      id: projectId,
      clientName: 'Globex',
      clientShortName: 'GLX',
    });
    expect(data?.endClient).toMatchObject({ name: 'Globex', shortName: 'GLX' });
    expect(
      (await call(t.as.finance, END_CLIENT, { id: projectId, clientName: 'A', clientShortName: 'A' })).error
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
  });

  it("manages roles with the spec's messages, refusing duplicates", async () => {
    const projectId = await freshProject('Roles', { ownerId: t.world.ids.employee });
    const noName = await call(t.as.manager, ADD_ROLE, { id: projectId, rate: 10 });
    expect(noName.error?.extensions?.fields).toEqual({ name: 'Role is required' });
    const noRate = await call(t.as.manager, ADD_ROLE, { id: projectId, name: 'Dev' });
    expect(noRate.error?.extensions?.fields).toEqual({ rate: 'Hourly rate is required' });
    const negative = await call(t.as.manager, ADD_ROLE, { id: projectId, name: 'Dev', rate: -5 });
    expect(negative.error?.extensions?.fields).toEqual({ rate: 'Provide a positive value' });
    expect(
      (await call(t.as.finance, ADD_ROLE, { id: projectId, name: 'Dev', rate: 1 })).error?.extensions?.code,
    ).toBe('FORBIDDEN');

    const free = await call<Project>(t.as.employee, ADD_ROLE, { id: projectId, name: 'Intern', rate: 0 });
    expect(free.data?.roles).toEqual([expect.objectContaining({ name: 'Intern', rate: 0 })]);
    const dup = await call(t.as.manager, ADD_ROLE, { id: projectId, name: 'intern', rate: 3 });
    expect(dup.error?.extensions?.fields).toEqual({ name: 'This role already exists on the project' });

    await t.db
      .insert(schema.projectResources)
      .values({ projectId, email: 'x@example.com', role: 'Intern', startDate: '2024-01-01' });
    const roleId = free.data?.roles[0]?._id ?? '';
    const renamed = await call<Project>(t.as.manager, UPDATE_ROLE, {
      id: projectId,
      roleId,
      name: 'Junior',
      rate: 45.5,
    });
    expect(renamed.data?.roles).toEqual([{ _id: roleId, name: 'Junior', rate: 45.5 }]);
    expect(renamed.data?.resources[0]?.role).toBe('Junior');
    const otherProject = await call(t.as.manager, UPDATE_ROLE, {
      id: t.world.project,
      roleId,
      name: 'X',
      rate: 1,
    });
    expect(otherProject.error?.extensions?.code).toBe('NOT_FOUND');

    const removed = await call<Project>(t.as.manager, REMOVE_ROLE, { id: projectId, roleId });
    expect(removed.data?.roles).toEqual([]);
  });

  it('refuses a role name or team e-mail that slipped past the check (simultaneous saves) with its message', async () => {
    const projectId = await freshProject('Races', { ownerId: t.world.ids.employee });
    // Two saves at once: whichever way they interleave, one is saved and the other gets the duplicate message.
    const both = await Promise.all(
      ['QA', 'qa'].map((name) => call<Project>(t.as.manager, ADD_ROLE, { id: projectId, name, rate: 1 })),
    );
    expect(both.filter((answer) => answer.data?.roles.length === 1)).toHaveLength(1);
    expect(both.flatMap((answer) => (answer.error ? [answer.error.extensions?.fields] : []))).toEqual([
      { name: EDITING_MESSAGES.duplicateRole },
    ]);
    // The check passed (as for the second of two simultaneous saves): the unique index refuses the write.
    const roleWrite = () => t.db.insert(schema.projectRoles).values({ projectId, name: 'Qa', rate: '2' });
    const roleFields = { name: EDITING_MESSAGES.duplicateRole };
    await expect(
      refusingDuplicate('project_roles_project_id_lower_name_key', roleFields, roleWrite),
    ).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: roleFields } });
    const resource = { projectId, startDate: '2024-01-01' };
    await t.db.insert(schema.projectResources).values({ ...resource, email: 'race@example.com' });
    const emailFields = { email: EDITING_MESSAGES.duplicateResource };
    const resourceWrite = () =>
      t.db.insert(schema.projectResources).values({ ...resource, email: 'Race@Example.com' });
    await expect(
      refusingDuplicate('project_resources_project_id_lower_email_key', emailFields, resourceWrite),
    ).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: emailFields } });
    // Another index's violation is not mistaken for a duplicate.
    await expect(
      refusingDuplicate('project_resources_project_id_lower_email_key', emailFields, roleWrite),
    ).rejects.not.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('manages the team: required fields, account matching, dates, and no removal with approved hours', async () => {
    const projectId = await freshProject('Team');
    await t.db.insert(schema.projectRoles).values({ projectId, name: 'Dev', rate: '100' });
    const missing = await call(t.as.manager, ADD_RESOURCE, { id: projectId, email: 'a@example.com' });
    expect(missing.error?.extensions?.fields).toEqual({ startDate: 'Required', name: 'Required' });
    const backwards = await call(t.as.manager, ADD_RESOURCE, {
      id: projectId,
      name: 'Erin',
      email: 'employee@example.com',
      startDate: '20240201',
      endDate: '20240101',
    });
    expect(backwards.error?.extensions?.fields).toEqual({
      endDate: 'End Date must be on or after Start Date',
    });
    const unknownRole = await call(t.as.manager, ADD_RESOURCE, {
      id: projectId,
      name: 'Erin',
      email: 'employee@example.com',
      startDate: '20240101',
      role: 'Astronaut',
    });
    expect(unknownRole.error?.extensions?.fields).toEqual({ role: 'Choose a role of this project' });
    for (const actor of ['employee', 'finance'] as const) {
      const refused = await call(t.as[actor], ADD_RESOURCE, {
        id: t.world.project,
        name: 'Z',
        email: 'z@example.com',
        startDate: '20240101',
      });
      expect(refused.error?.extensions?.code, actor).toBe('FORBIDDEN');
    }

    const { data } = await call<Project>(t.as.manager, ADD_RESOURCE, {
      id: projectId,
      name: 'Erin Employee',
      email: 'EMPLOYEE@Example.com',
      startDate: '20240101',
      endDate: '20241231',
      role: 'Dev',
      budgetedHours: 40.25,
      timesheetApprover: true,
    });
    const added = data?.resources[0];
    if (!added) throw new Error('no resource added');
    expect(added).toMatchObject({
      email: 'employee@example.com',
      user: { _id: t.world.ids.employee },
      startDate: '20240101',
      endDate: '20241231',
      budgetedHours: 40.25,
      role: 'Dev',
    });
    const again = await call(t.as.manager, ADD_RESOURCE, {
      id: projectId,
      name: 'Erin',
      email: 'employee@example.com',
      startDate: '20240101',
    });
    expect(again.error?.extensions?.fields).toEqual({ email: 'This person is already on the team' });

    const edited = await call<Project>(t.as.manager, UPDATE_RESOURCE, {
      rid: added._id,
      name: 'Erin E.',
      email: 'employee@example.com',
      startDate: '20240101',
      note: 'Part time',
      inactive: true,
    });
    expect(edited.data?.resources[0]).toMatchObject({
      name: 'Erin E.',
      note: 'Part time',
      inactive: true,
      endDate: null,
    });

    await approveHours(projectId, t.world.ids.employee, '6.5');
    const hours = await call<{ projectResourceHours: { budgetedHours: number; totalApprovedHours: number } }>(
      t.as.manager,
      HOURS,
      { id: projectId, userId: t.world.ids.employee },
    );
    expect(hours.data?.projectResourceHours).toEqual({ budgetedHours: null, totalApprovedHours: 6.5 });
    const refused = await call(t.as.manager, REMOVE_RESOURCE, { rid: added._id });
    expect(refused.error?.extensions?.code).toBe('CONFLICT');
    expect(refused.error?.message).toBe(
      'This resource has 6.5 approved hours on the project and cannot be removed. Mark it inactive instead.',
    );

    const stranger = await call<Project>(t.as.admin, ADD_RESOURCE, {
      id: projectId,
      name: 'Nobody',
      email: 'nobody@example.com',
      startDate: '20240101',
    });
    const nobody = stranger.data?.resources.find((r) => r.email === 'nobody@example.com');
    if (!nobody) throw new Error('no resource added');
    expect(nobody.user).toBeNull();
    expect((await call(t.as.employee, REMOVE_RESOURCE, { rid: nobody._id })).error?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const removed = await call<Project>(t.as.admin, REMOVE_RESOURCE, { rid: nobody._id });
    expect(removed.data?.resources.map((r) => r.email)).toEqual(['employee@example.com']);
    expect(
      await t.db
        .select()
        .from(schema.projectResources)
        .where(
          and(
            eq(schema.projectResources.projectId, projectId),
            eq(schema.projectResources.email, 'nobody@example.com'),
          ),
        ),
    ).toHaveLength(0);
  });

  it('lists active accounts for the resource picker to managers only', async () => {
    const { data } = await call<{ assignableUsers: { name: string; email: string }[] }>(t.as.manager, USERS, {
      id: t.world.project,
      search: 'erin',
    });
    expect(data?.assignableUsers).toEqual([
      expect.objectContaining({ name: 'Erin Employee', email: 'employee@example.com' }),
    ]);
    expect((await call(t.as.employee, USERS, { id: t.world.project })).error?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});
