import { schema } from '@tally/db';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeWithProjectWorld } from '../projects/projects.fixtures.ts';
import { call } from '../timesheets/timesheets.fixtures.ts';

const UPDATE_USER = `mutation ($userId: ID!, $firstName: String, $title: String, $payrollId: String, $supervisorId: ID) {
  updateUser(userId: $userId, firstName: $firstName, title: $title, payrollId: $payrollId,
    supervisorId: $supervisorId) { firstName lastName title payrollId supervisorId } }`;
const CELL = `mutation ($collection: String!, $documentId: ID!, $fieldKey: String!, $value: String) {
  updateAdminCollectionCell(collection: $collection, documentId: $documentId, fieldKey: $fieldKey, value: $value) {
    _id } }`;
const ADD_APPROVER = `mutation ($userEmail: String!, $value: String) {
  addApprover(userEmail: $userEmail, type: "individual", value: $value) { approvers { type value } } }`;

interface Person {
  firstName: string;
  lastName: string;
  title: string | null;
  payrollId: string | null;
  supervisorId: string | null;
}

describeWithProjectWorld('unique codes, active approvers and patch edits (issue 13)', (t) => {
  it('changes only the fields updateUser is given; null clears one', async () => {
    const employee = t.world.ids.employee;
    const set = await call<Person>(t.as.admin, UPDATE_USER, {
      userId: employee,
      title: 'Engineer',
      supervisorId: t.world.ids.pm,
    });
    expect(set.error).toBeUndefined();
    const titled = await call<Person>(t.as.admin, UPDATE_USER, { userId: employee, title: 'Lead' });
    expect(titled.data).toMatchObject({
      firstName: 'Erin',
      lastName: 'Employee',
      title: 'Lead',
      supervisorId: t.world.ids.pm,
    });
    const cleared = await call<Person>(t.as.admin, UPDATE_USER, { userId: employee, title: null });
    expect(cleared.data).toMatchObject({ title: null, supervisorId: t.world.ids.pm, firstName: 'Erin' });
    const blank = await call<Person>(t.as.admin, UPDATE_USER, { userId: employee, firstName: '  ' });
    expect(blank.error?.extensions?.fields).toEqual({ firstName: expect.any(String) });
  });

  it('refuses a payroll id another user holds, ignoring case, on the user page and in Quick Edit', async () => {
    await call(t.as.admin, UPDATE_USER, { userId: t.world.ids.pm, payrollId: 'PR-7' });
    const page = await call(t.as.admin, UPDATE_USER, { userId: t.world.ids.other, payrollId: ' pr-7 ' });
    expect(page.error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { payrollId: 'Payroll ID already exists' },
    });
    const cell = await call(t.as.admin, CELL, {
      collection: 'users',
      documentId: t.world.ids.other,
      fieldKey: 'payrollId',
      value: 'Pr-7',
    });
    expect(cell.error?.extensions?.fields).toEqual({ payrollId: 'Payroll ID already exists' });
    // The holder may keep (re-save) their own.
    expect(
      (await call(t.as.admin, UPDATE_USER, { userId: t.world.ids.pm, payrollId: 'pr-7' })).error,
    ).toBeUndefined();
    const [other] = await t.db
      .select({ payrollId: schema.users.payrollId })
      .from(schema.users)
      .where(eq(schema.users.id, t.world.ids.other));
    expect(other?.payrollId ?? null).toBeNull();
  });

  it('refuses a project code another project holds, ignoring case, in Quick Edit', async () => {
    await t.db
      .update(schema.projects)
      .set({ projectCode: 'APL-1' })
      .where(eq(schema.projects.id, t.world.project));
    const cell = await call(t.as.admin, CELL, {
      collection: 'projects',
      documentId: t.world.internal,
      fieldKey: 'projectCode',
      value: 'apl-1',
    });
    expect(cell.error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { projectCode: 'Project code already exists' },
    });
    const own = await call(t.as.admin, CELL, {
      collection: 'projects',
      documentId: t.world.project,
      fieldKey: 'projectCode',
      value: 'apl-1',
    });
    expect(own.error).toBeUndefined();
    // A duplicate from before the rule (flagged so by migration 0016) does not block other edits of the
    // project that keeps its code.
    await t.db
      .update(schema.projects)
      .set({ projectCode: 'APL-1', projectCodeDuplicate: true })
      .where(eq(schema.projects.id, t.world.internal));
    const kept = await call(t.as.admin, CELL, {
      collection: 'projects',
      documentId: t.world.internal,
      fieldKey: 'projectCode',
      value: 'APL-1',
    });
    expect(kept.error).toBeUndefined();
  });

  it('takes only an active user as an individual approver', async () => {
    const nobody = await call(t.as.admin, ADD_APPROVER, {
      userEmail: 'other@example.com',
      value: 'nobody@nowhere.com',
    });
    expect(nobody.error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { value: 'Choose an active user as approver' },
    });
    await t.db
      .update(schema.users)
      .set({ accountActive: false })
      .where(eq(schema.users.id, t.world.ids.finance));
    const inactive = await call(t.as.admin, ADD_APPROVER, {
      userEmail: 'other@example.com',
      value: 'finance@example.com',
    });
    expect(inactive.error?.extensions?.fields).toEqual({ value: 'Choose an active user as approver' });
    const active = await call(t.as.admin, ADD_APPROVER, {
      userEmail: 'other@example.com',
      value: 'PM@example.com',
    });
    expect(active.error).toBeUndefined();
  });

  it('takes only an active user as a project team approver, naming the field', async () => {
    const ADD_RESOURCE = `mutation($id: ID!, $email: String, $approver: Boolean) {
      addResource(projectId: $id, name: "Someone", email: $email, startDate: "20240101",
        timesheetApprover: $approver) { _id } }`;
    const stranger = await call(t.as.manager, ADD_RESOURCE, {
      id: t.world.project,
      email: 'nobody@nowhere.com',
      approver: true,
    });
    expect(stranger.error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        timesheetApprover: 'A timesheet approver must be an active user: pick the person from the list',
      },
    });
    // The same person without the approver flag may be on the team (the accounting system may list them).
    const member = await call(t.as.manager, ADD_RESOURCE, {
      id: t.world.project,
      email: 'nobody@nowhere.com',
      approver: false,
    });
    expect(member.error).toBeUndefined();
  });
});
