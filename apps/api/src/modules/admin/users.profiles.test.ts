import { schema } from '@tally/db';
import { COMMON_PASSWORD_MESSAGE } from '@tally/domain/auth/auth-rules';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { setConfiguration } from '../../../test/factories/index.ts';
import { TestBrowser } from '../../../test/harness.ts';
import { notificationsSettled } from '../../jobs/background-tasks.ts';
import { describeWithProjectWorld } from '../projects/projects.fixtures.ts';
import { call } from '../timesheets/timesheets.fixtures.ts';
import {
  ACTIVE,
  ADD_APPROVER,
  ADD_GROUP,
  CREATE,
  userByEmail as findUser,
  REMOVE_APPROVER,
  REMOVE_GROUP,
  RESET,
  UPDATE,
  USER,
  USERS,
  type UserShape,
} from './users.fixtures.ts';

describeWithProjectWorld('admin users: the list, reading, creating and editing', (t) => {
  const userByEmail = (email: string) => findUser(t.as.admin, email);

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
    await setConfiguration(t.db, 'sso-email-domain', 'corp.example.org');
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
});
