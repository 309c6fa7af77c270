import { schema } from '@tally/db';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createResource, createRole } from '../../../../test/factories/index.ts';
import { refusingDuplicate } from '../../../graphql/unique-violation.ts';
import { call } from '../../timesheets/timesheets.fixtures.ts';
import {
  ADD_RESOURCE,
  ADD_ROLE,
  describeProjectEditing,
  HOURS,
  type Project,
  REMOVE_RESOURCE,
  REMOVE_ROLE,
  UPDATE_RESOURCE,
  UPDATE_ROLE,
  USERS,
} from '../editing/editing.fixtures.ts';
import { EDITING_MESSAGES } from '../messages.ts';

describeProjectEditing('projects: roles and team', (t, { freshProject, approveHours }) => {
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

    await createResource(t.db, {
      projectId,
      email: 'x@example.com',
      role: 'Intern',
      startDate: '2024-01-01',
    });
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
    await createResource(t.db, { ...resource, email: 'race@example.com' });
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
    await createRole(t.db, { projectId, name: 'Dev', rate: '100' });
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
