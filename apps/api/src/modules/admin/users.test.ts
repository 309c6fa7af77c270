import { schema } from '@tally/db';
import { COMMON_PASSWORD_MESSAGE } from '@tally/domain/auth-rules';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { TestBrowser } from '../../../test/harness.ts';
import { notificationsSettled } from '../notifications/notifications.service.ts';
import { describeWithProjectWorld, insertSheetWithHours } from '../projects/projects.fixtures.ts';
import { call } from '../timesheets/timesheets.fixtures.ts';

const USER_FIELDS = `_id firstName lastName title role payrollId employeeType department workCalendar
  supervisorId quickbooksEmployeeName quickbooksPayrollItem defaultRate accountActive lastActiveOn
  hasPasswordCredentials emails { address verified } groups
  approvers { type value delegated } delegatedApprovers { type value delegated }
  integration { sourceId }`;
const USERS = `{ admin { users { ${USER_FIELDS} } } }`;
const USER = `query ($userId: ID!) { admin { user(userId: $userId) { ${USER_FIELDS} projects { _id name managers } } } }`;
const CREATE = `mutation ($email: String!, $password: String, $firstName: String, $lastName: String,
  $notify: Boolean, $payrollId: String) {
  createUser(email: $email, password: $password, firstName: $firstName, lastName: $lastName, notify: $notify,
    payrollId: $payrollId) { ${USER_FIELDS} } }`;
const UPDATE = `mutation ($userId: ID!, $firstName: String!, $lastName: String!, $title: String, $department: String,
  $payrollId: String, $role: String, $employeeType: String, $quickbooksEmployeeName: String,
  $quickbooksPayrollItem: String, $supervisorId: ID, $defaultRate: Float) {
  updateUser(userId: $userId, firstName: $firstName, lastName: $lastName, title: $title, department: $department,
    payrollId: $payrollId, role: $role, employeeType: $employeeType,
    quickbooksEmployeeName: $quickbooksEmployeeName, quickbooksPayrollItem: $quickbooksPayrollItem,
    supervisorId: $supervisorId, defaultRate: $defaultRate) { ${USER_FIELDS} } }`;
const ADD_GROUP = `mutation ($userEmail: String!, $name: String!) { addToGroup(userEmail: $userEmail, name: $name) { groups } }`;
const REMOVE_GROUP = `mutation ($userEmail: String!, $name: String!) { removeFromGroup(userEmail: $userEmail, name: $name) { groups } }`;
const ADD_APPROVER = `mutation ($userEmail: String!, $type: String!, $value: String, $delegated: Boolean) {
  addApprover(userEmail: $userEmail, type: $type, value: $value, delegated: $delegated) {
    approvers { type value } delegatedApprovers { type value } } }`;
const REMOVE_APPROVER = `mutation ($userEmail: String!, $type: String!, $value: String, $delegated: Boolean) {
  removeApprover(userEmail: $userEmail, type: $type, value: $value, delegated: $delegated) {
    approvers { type value } delegatedApprovers { type value } } }`;
const RESET = `mutation ($id: ID!, $email: String, $password: String!) {
  resetUserPassword(id: $id, email: $email, password: $password) }`;
const RESUBMIT = `mutation ($userId: ID!) { resubmitTimesheets(input: { userId: $userId }) }`;
const ACTIVE = `mutation ($id: ID!, $status: Boolean!) { activeInactiveAccount(id: $id, status: $status) { accountActive } }`;

interface UserShape {
  _id: string;
  firstName: string;
  lastName: string;
  emails: { address: string }[];
  groups: string[];
  accountActive: boolean;
  approvers: { type: string; value: string }[];
  delegatedApprovers: { type: string; value: string }[];
  [key: string]: unknown;
}

describeWithProjectWorld('admin users', (t) => {
  async function userByEmail(email: string): Promise<UserShape> {
    const { data } = await call<{ users: UserShape[] }>(t.as.admin, USERS);
    const user = data!.users.find((candidate) => candidate.emails.some((e) => e.address === email));
    if (!user) throw new Error(`no user ${email}`);
    return user;
  }

  it('lists every user, sorted by last name, with groups, approvers and status (D-004, D-005)', async () => {
    const { data, error } = await call<{ users: UserShape[] }>(t.as.admin, USERS);
    expect(error).toBeUndefined();
    const users = data?.users ?? [];
    const lastNames = users.map((user) => user.lastName.toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort());
    const employee = users.find((user) => user.emails[0]?.address === 'employee@example.com')!;
    expect(employee.approvers.map((a) => a.value)).toEqual(['pm@example.com', 'admin@example.com']);
    expect(employee.delegatedApprovers).toEqual([]);
    expect(employee.accountActive).toBe(true);
    expect(employee.lastActiveOn).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const admin = users.find((user) => user.emails[0]?.address === 'admin@example.com')!;
    expect(admin.groups).toEqual(['admin']);
  });

  it.each([
    'employee',
    'pm',
    'finance',
    'manager',
    'senior',
  ] as const)('refuses %s, who is not an admin, every users field and mutation', async (actor) => {
    const target = await userByEmail('other@example.com');
    const browser = t.as[actor];
    const attempts: [string, Record<string, unknown>][] = [
      [USERS, {}],
      [USER, { userId: target._id }],
      [CREATE, { email: 'sneaky@example.com', firstName: 'S', lastName: 'N' }],
      [UPDATE, { userId: target._id, firstName: 'X', lastName: 'Y' }],
      [ADD_GROUP, { userEmail: 'other@example.com', name: 'admin' }],
      [REMOVE_GROUP, { userEmail: 'admin@example.com', name: 'admin' }],
      [ADD_APPROVER, { userEmail: 'other@example.com', type: 'self' }],
      [REMOVE_APPROVER, { userEmail: 'employee@example.com', type: 'individual', value: 'pm@example.com' }],
      [RESET, { id: target._id, password: 'new-password-1' }],
      [ACTIVE, { id: target._id, status: false }],
    ];
    for (const [query, variables] of attempts) {
      const response = await browser.graphql(query, variables);
      expect(response.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    const unchanged = await userByEmail('other@example.com');
    expect(unchanged.accountActive).toBe(true);
    expect(unchanged.groups).toEqual([]);
    expect(
      (await t.db.select().from(schema.userEmails).where(eq(schema.userEmails.address, 'sneaky@example.com')))
        .length,
    ).toBe(0);
  });

  it('refuses an anonymous caller', async () => {
    const response = await new TestBrowser(t.app.baseUrl).graphql(USERS);
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reads one user with the projects they are on and their managers (D-015, D-033)', async () => {
    const employee = await userByEmail('employee@example.com');
    const { data, error } = await call<{
      user: UserShape & { projects: { name: string; managers: string[] }[] };
    }>(t.as.admin, USER, { userId: employee._id });
    expect(error).toBeUndefined();
    expect(data!.user.firstName).toBe(employee.firstName);
    expect(data!.user.projects.map((project) => project.name)).toContain('Apollo');
  });

  it('answers NOT_FOUND for an unknown user and BAD_USER_INPUT for a malformed id', async () => {
    const missing = await t.as.admin.graphql(USER, { userId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const malformed = await t.as.admin.graphql(USER, { userId: 'nope' });
    expect(malformed.errors?.[0]?.extensions?.fields).toEqual({ userId: 'Invalid id' });
  });

  it('creates a user with a hashed password who can sign in, and mails them when asked (D-013)', async () => {
    const { data, error } = await call<UserShape>(t.as.admin, CREATE, {
      email: '  New.Person@Example.com ',
      password: 'first-pass-1',
      firstName: ' Nora ',
      lastName: 'New',
      notify: true,
      payrollId: 'P-77',
    });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({
      firstName: 'Nora',
      lastName: 'New',
      payrollId: 'P-77',
      accountActive: true,
      hasPasswordCredentials: true,
      emails: [{ address: 'new.person@example.com', verified: false }],
    });
    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, data!._id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const browser = new TestBrowser(t.app.baseUrl);
    expect((await browser.signIn('new.person@example.com', 'first-pass-1')).status).toBe(200);
    await notificationsSettled();
    const mails = await t.app.mails();
    expect(
      mails.some((mail) => mail.includes('new.person@example.com') && mail.includes('/auth/signin')),
    ).toBe(true);
    const audit = await t.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.type, 'user-created'));
    expect(audit.some((event) => event.userId === data!._id)).toBe(true);
  });

  it("refuses an address already in use with 'User exists' on email, writing nothing (D-014)", async () => {
    const before = await t.db.select().from(schema.users);
    const response = await t.as.admin.graphql(CREATE, {
      email: 'EMPLOYEE@example.com',
      firstName: 'Dup',
      lastName: 'Licate',
    });
    expect(response.errors?.[0]?.message).toBe('User exists');
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: 'User exists' },
    });
    expect((await t.db.select().from(schema.users)).length).toBe(before.length);
  });

  it.each([
    [{ email: '', firstName: 'A', lastName: 'B' }, { email: 'Required' }],
    [{ email: 'not-an-address', firstName: 'A', lastName: 'B' }, { email: 'Invalid email address' }],
    [
      { email: 'a@example.com', password: 'secret-123', firstName: '', lastName: ' ' },
      { firstName: 'Required' },
    ],
    [{ email: 'b@example.com', firstName: 'Only' }, { lastName: 'Required' }],
    [
      { email: 'c@example.com', password: 'short-pw1', firstName: 'A', lastName: 'B' },
      { password: 'Password must be at least 12 characters.' },
    ],
    [
      { email: 'd@example.com', password: 'qwerty123456', firstName: 'A', lastName: 'B' },
      { password: COMMON_PASSWORD_MESSAGE },
    ],
  ])('validates %j (D-010, D-011)', async (variables, fields) => {
    const response = await t.as.admin.graphql(CREATE, variables);
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.extensions?.fields).toMatchObject(fields);
  });

  it('needs no names for a single-sign-on address unless a password is typed (D-012)', async () => {
    await t.db
      .insert(schema.configurations)
      .values({ key: 'sso-email-domain', value: 'corp.example.org' })
      .onConflictDoUpdate({ target: schema.configurations.key, set: { value: 'corp.example.org' } });
    const sso = await call<UserShape>(t.as.admin, CREATE, { email: 'sso.person@corp.example.org' });
    expect(sso.error).toBeUndefined();
    expect(sso.data!.hasPasswordCredentials).toBe(false);
    const withPassword = await t.as.admin.graphql(CREATE, {
      email: 'sso.two@corp.example.org',
      password: 'pw-123456',
    });
    expect(withPassword.errors?.[0]?.extensions?.fields).toEqual({
      firstName: 'Required',
      lastName: 'Required',
    });
  });

  it('updates the profile fields, trimmed, with a supervisor (D-016..D-020)', async () => {
    const other = await userByEmail('other@example.com');
    const pm = await userByEmail('pm@example.com');
    const { data, error } = await call<UserShape>(t.as.admin, UPDATE, {
      userId: other._id,
      firstName: ' Otto ',
      lastName: ' Updated ',
      title: ' Analyst ',
      department: 'Delivery',
      payrollId: ' ',
      role: 'Consultant',
      employeeType: 'C2C',
      quickbooksEmployeeName: 'Otto U',
      quickbooksPayrollItem: 'Hourly',
      supervisorId: pm._id,
      defaultRate: 95.5,
    });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({
      firstName: 'Otto',
      lastName: 'Updated',
      title: 'Analyst',
      payrollId: null,
      employeeType: 'C2C',
      quickbooksPayrollItem: 'Hourly',
      supervisorId: pm._id,
      defaultRate: 95.5,
    });
  });

  it.each([
    [{ firstName: ' ', lastName: 'X' }, { firstName: 'First name is required' }],
    [{ firstName: 'X', lastName: '' }, { lastName: 'Last name is required' }],
    [
      { firstName: 'X', lastName: 'Y', employeeType: 'W2' },
      { employeeType: 'Employee type must be W-2 or C2C' },
    ],
    [
      { firstName: 'X', lastName: 'Y', quickbooksPayrollItem: 'Weekly' },
      { quickbooksPayrollItem: 'Payroll item must be Salary or Hourly' },
    ],
    [{ firstName: 'X', lastName: 'Y', defaultRate: -1 }, { defaultRate: 'Provide a positive value' }],
  ])('refuses the edit %j, changing nothing (D-017, D-018)', async (variables, fields) => {
    const other = await userByEmail('other@example.com');
    const response = await t.as.admin.graphql(UPDATE, { userId: other._id, ...variables });
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.extensions?.fields).toEqual(fields);
    expect((await userByEmail('other@example.com')).firstName).toBe(other.firstName);
  });

  it('refuses a user as their own supervisor', async () => {
    const other = await userByEmail('other@example.com');
    const response = await t.as.admin.graphql(UPDATE, {
      userId: other._id,
      firstName: 'Otto',
      lastName: 'Other',
      supervisorId: other._id,
    });
    expect(response.errors?.[0]?.extensions?.fields).toEqual({
      supervisorId: 'Choose another user as supervisor',
    });
  });

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
