import { schema } from '@tally/db';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  createDeliverable,
  createDeliverableResource,
  createMilestone,
  createResource,
  createRole,
} from '../../../../test/factories/index.ts';
import { NOT_CONNECTED_MESSAGE } from '../../integrations/index.ts';
import { call, setConfiguration } from '../../timesheets/timesheets.fixtures.ts';
import {
  ADD_RESOURCE,
  ADD_ROLE,
  ARCHIVE,
  CLONE,
  DELETE,
  describeProjectEditing,
  END_CLIENT,
  type Project,
  REMOVE_ROLE,
  SYNC,
  UPDATE,
} from './editing.fixtures.ts';

describeProjectEditing('projects: editing', (t, { freshProject, approveHours }) => {
  const lock = (on: boolean) => setConfiguration(t.db, 'netsuite-enabled', on ? 'true' : null);

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
    const roleId = await createRole(t.db, { projectId, name: 'Dev', rate: '100' });
    await lock(true);
    try {
      for (const [query, variables] of [
        [UPDATE, { id: projectId, name: 'x' }],
        [ARCHIVE, { id: projectId, archived: false }],
        [DELETE, { id: projectId }],
        [REMOVE_ROLE, { id: projectId, roleId }],
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
    await createRole(t.db, { projectId, name: 'Dev', rate: '10' });
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
    await createRole(t.db, { projectId, name: 'Dev', rate: '120' });
    const resourceId = await createResource(t.db, {
      projectId,
      email: 'employee@example.com',
      userId: t.world.ids.employee,
      role: 'Dev',
      startDate: '2024-01-01',
    });
    const milestoneId = await createMilestone(t.db, { projectId, name: 'Phase 1' });
    const deliverableId = await createDeliverable(t.db, {
      projectId,
      milestoneId,
      name: 'Design',
      budget: '500',
    });
    await createDeliverableResource(t.db, { deliverableId, resourceId, budgetedHours: '12' });

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
});
