import { schema } from '@tally/db';
import { COMMON_PASSWORD_MESSAGE } from '@tally/domain/auth/auth-rules';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { TestBrowser } from '../../../test/harness.ts';
import { describeWithProjectWorld, insertSheetWithHours } from '../projects/projects.fixtures.ts';
import { call } from '../timesheets/timesheets.fixtures.ts';
import {
  ACTIVE,
  ADD_APPROVER,
  ADD_GROUP,
  userByEmail as findUser,
  REMOVE_APPROVER,
  REMOVE_GROUP,
  RESET,
  RESUBMIT,
  type UserShape,
} from './users.fixtures.ts';

describeWithProjectWorld('admin users: groups, approvers, passwords and active accounts', (t) => {
  const userByEmail = (email: string) => findUser(t.as.admin, email);

  it('adds and removes groups at once, and the new group grants access (D-022)', async () => {
    const added = await call<{ groups: string[] }>(t.as.admin, ADD_GROUP, {
      userEmail: 'other@example.com',
      name: 'finance',
    });
    expect(added.data!.groups).toEqual(['finance']);
    const again = await call<{ groups: string[] }>(t.as.admin, ADD_GROUP, {
      userEmail: 'other@example.com',
      name: 'finance',
    });
    expect(again.data!.groups).toEqual(['finance']);
    const removed = await call<{ groups: string[] }>(t.as.admin, REMOVE_GROUP, {
      userEmail: 'other@example.com',
      name: 'finance',
    });
    expect(removed.data!.groups).toEqual([]);
    const superAdmin = await t.as.admin.graphql(ADD_GROUP, {
      userEmail: 'other@example.com',
      name: 'super-admin',
    });
    expect(superAdmin.errors?.[0]?.extensions?.fields).toHaveProperty('name');
    const nobody = await t.as.admin.graphql(ADD_GROUP, { userEmail: 'nobody@example.com', name: 'finance' });
    expect(nobody.errors?.[0]?.extensions?.fields).toEqual({ userEmail: 'No user has this e-mail address' });
  });

  it('adds and removes approvers and delegated approvers (D-023..D-028)', async () => {
    const vars = { userEmail: 'other@example.com' };
    await call(t.as.admin, ADD_APPROVER, { ...vars, type: 'individual', value: ' PM@example.com ' });
    await call(t.as.admin, ADD_APPROVER, { ...vars, type: 'role', value: 'Engagement Manager' });
    const last = await call<UserShape>(t.as.admin, ADD_APPROVER, { ...vars, type: 'self', delegated: true });
    expect(last.data!.approvers).toEqual([
      { type: 'individual', value: 'pm@example.com' },
      { type: 'role', value: 'Engagement Manager' },
    ]);
    expect(last.data!.delegatedApprovers).toEqual([{ type: 'self', value: '' }]);
    const removed = await call<UserShape>(t.as.admin, REMOVE_APPROVER, {
      ...vars,
      type: 'individual',
      value: 'pm@example.com',
    });
    expect(removed.data!.approvers).toEqual([{ type: 'role', value: 'Engagement Manager' }]);
    const removedDelegated = await call<UserShape>(t.as.admin, REMOVE_APPROVER, {
      ...vars,
      type: 'self',
      delegated: true,
    });
    expect(removedDelegated.data!.delegatedApprovers).toEqual([]);
  });

  it.each([
    [{ type: '' }, { type: 'Select a type' }],
    [{ type: 'boss' }, { type: 'Select a type' }],
    [{ type: 'role' }, { value: 'Select a role' }],
    [{ type: 'role', value: 'Consultant' }, { value: 'Select a role' }],
    [{ type: 'individual', value: ' ' }, { value: 'Enter approvers email' }],
    [{ type: 'individual', value: 'not-an-email' }, { value: 'Please enter a valid email' }],
  ])('refuses the approver %j (D-025..D-027)', async (variables, fields) => {
    const response = await t.as.admin.graphql(ADD_APPROVER, { userEmail: 'other@example.com', ...variables });
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.extensions?.fields).toEqual(fields);
  });

  it("resets a password: the old one stops working and the user's sessions end (D-031)", async () => {
    const finance = await userByEmail('finance@example.com');
    const empty = await t.as.admin.graphql(RESET, { id: finance._id, password: '' });
    expect(empty.errors?.[0]?.extensions?.fields).toEqual({ password: 'A new password is required.' });
    const common = await t.as.admin.graphql(RESET, { id: finance._id, password: 'password1234' });
    expect(common.errors?.[0]?.extensions?.fields).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    const { data, error } = await call<boolean>(t.as.admin, RESET, {
      id: finance._id,
      email: 'finance@example.com',
      password: 'brand-new-pass',
    });
    expect(error).toBeUndefined();
    expect(data).toBe(true);
    const session = await t.as.finance.graphql('{ me { _id } }');
    expect(session.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const browser = new TestBrowser(t.app.baseUrl);
    expect((await browser.signIn('finance@example.com', 'password123')).status).not.toBe(200);
    expect((await browser.signIn('finance@example.com', 'brand-new-pass')).status).toBe(200);
  });

  it('deactivates an account at once, ending its sessions and sign-in, and reactivates it (D-032)', async () => {
    const other = await userByEmail('other@example.com');
    const deactivated = await call<{ accountActive: boolean }>(t.as.admin, ACTIVE, {
      id: other._id,
      status: false,
    });
    expect(deactivated.data).toEqual({ accountActive: false });
    const session = await t.as.other.graphql('{ me { _id } }');
    expect(session.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const browser = new TestBrowser(t.app.baseUrl);
    expect((await browser.signIn('other@example.com', 'password123')).status).not.toBe(200);
    const reactivated = await call<{ accountActive: boolean }>(t.as.admin, ACTIVE, {
      id: other._id,
      status: true,
    });
    expect(reactivated.data).toEqual({ accountActive: true });
    expect((await browser.signIn('other@example.com', 'password123')).status).toBe(200);
    const self = await userByEmail('admin@example.com');
    const own = await t.as.admin.graphql(ACTIVE, { id: self._id, status: false });
    expect(own.errors?.[0]?.extensions?.fields).toEqual({ status: 'You cannot deactivate your own account' });
  });

  it("resubmits the user's open timesheets with their current approvers, leaving others alone (D-029, D-030)", async () => {
    await insertSheetWithHours(t.db, t.world, {
      hours: '8',
      status: 'Submitted-Pending',
      monday: '2025-06-02',
    });
    await insertSheetWithHours(t.db, t.world, { hours: '8', status: 'Approved', monday: '2025-06-09' });
    const approversOfOpenSheet = async () => {
      const rows = await t.db
        .select({ email: schema.timesheetApprovalApprovers.email, status: schema.timesheets.status })
        .from(schema.timesheetApprovalApprovers)
        .innerJoin(
          schema.timesheetApprovals,
          eq(schema.timesheetApprovals.id, schema.timesheetApprovalApprovers.approvalId),
        )
        .innerJoin(schema.timesheets, eq(schema.timesheets.id, schema.timesheetApprovals.timesheetId))
        .where(eq(schema.timesheets.startDate, '2025-06-02'));
      return rows.map((row) => row.email).sort();
    };
    expect(await approversOfOpenSheet()).toEqual([]);
    const first = await call<number>(t.as.admin, RESUBMIT, { userId: t.world.ids.employee });
    expect(first.error).toBeUndefined();
    expect(first.data).toBe(1);
    expect(await approversOfOpenSheet()).toEqual(['admin@example.com', 'pm@example.com']);

    await call(t.as.admin, REMOVE_APPROVER, {
      userEmail: 'employee@example.com',
      type: 'individual',
      value: 'pm@example.com',
    });
    expect((await call<number>(t.as.admin, RESUBMIT, { userId: t.world.ids.employee })).data).toBe(1);
    expect(await approversOfOpenSheet()).toEqual(['admin@example.com']);
    const [approved] = await t.db
      .select()
      .from(schema.timesheets)
      .where(eq(schema.timesheets.startDate, '2025-06-09'));
    expect(approved!.status).toBe('Approved');
    const events = await t.db
      .select()
      .from(schema.timesheetTimelineEvents)
      .where(eq(schema.timesheetTimelineEvents.type, 'Resubmitted'));
    expect(events).toHaveLength(2);

    const none = await call<number>(t.as.admin, RESUBMIT, { userId: t.world.ids.other });
    expect(none.data).toBe(0);
  });
});
