import { schema } from '@tally/db';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeWithProjectWorld } from '../modules/projects/projects.fixtures.ts';
import { call } from '../modules/timesheets/timesheets.fixtures.ts';

const CREATE_USER = `mutation ($email: String!, $firstName: String, $lastName: String, $payrollId: String) {
  createUser(email: $email, firstName: $firstName, lastName: $lastName, payrollId: $payrollId) { _id firstName } }`;
const UPDATE_USER = `mutation ($userId: ID!, $title: String, $defaultRate: Float) {
  updateUser(userId: $userId, firstName: "Eve", lastName: "Employee", title: $title, defaultRate: $defaultRate) {
    _id title defaultRate } }`;
const ADD_TO_GROUP = `mutation ($userEmail: String!, $name: String!) { addToGroup(userEmail: $userEmail, name: $name) { groups } }`;
const CREATE_SHEET = `mutation ($endDate: String!) { createTimesheet(endDate: $endDate) { _id endDate } }`;
const DELETE_PROOF = `mutation ($date: String!) { deleteProof(date: $date) { __typename } }`;
const ADD_FINANCIAL = `mutation ($userId: ID!, $hourlyCost: Float, $startDate: String) {
  addUserFinancial(userId: $userId, hourlyCost: $hourlyCost, startDate: $startDate) { __typename } }`;
const ATTACH = `mutation ($timeSheetId: ID!, $url: String!) {
  timesheetAttachment(timeSheetId: $timeSheetId, url: $url) { _id } }`;

/** The refusal's code and its field messages. */
function refusal(error: { extensions?: Record<string, unknown> } | undefined) {
  return { code: error?.extensions?.code, fields: error?.extensions?.fields };
}

describeWithProjectWorld('input guard', (t) => {
  it('refuses an over-long name in words naming the field, and stores nothing', async () => {
    const before = await t.db.select({ n: count() }).from(schema.users);
    const { data, error } = await call(t.as.admin, CREATE_USER, {
      email: 'long@example.com',
      firstName: 'A'.repeat(900_000),
      lastName: 'B',
    });
    expect(data).toBeNull();
    expect(refusal(error)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { firstName: 'First name is too long (at most 100 characters)' },
    });
    expect(await t.db.select({ n: count() }).from(schema.users)).toEqual(before);
  });

  it('trims text before it is stored', async () => {
    const { data, error } = await call<{ firstName: string }>(t.as.admin, CREATE_USER, {
      email: 'trim@example.com',
      firstName: '  Ann  ',
      lastName: 'Lee',
    });
    expect(error).toBeUndefined();
    expect(data?.firstName).toBe('Ann');
  });

  it.each([
    ['a NUL byte', 'Lead\u0000', 'Title contains a character that is not allowed'],
    ['a line break in a one-line text', 'Lead\nDev', 'Title must be on one line'],
  ])('refuses %s', async (_what, title, message) => {
    const { error } = await call(t.as.admin, UPDATE_USER, { userId: t.world.ids.employee, title });
    expect(refusal(error)).toEqual({ code: 'BAD_USER_INPUT', fields: { title: message } });
  });

  it.each([
    [1e308, 'Default rate cannot be more than 1,000,000'],
    [2 ** 53, 'Default rate cannot be more than 1,000,000'],
    [-5, 'Provide a positive value'],
    [12.345, 'Default rate can have at most two decimals'],
  ])('refuses a default rate of %d', async (defaultRate, message) => {
    const { error } = await call(t.as.admin, UPDATE_USER, { userId: t.world.ids.employee, defaultRate });
    expect(refusal(error)).toEqual({ code: 'BAD_USER_INPUT', fields: { defaultRate: message } });
    const [user] = await t.db
      .select({ rate: schema.users.defaultRate })
      .from(schema.users)
      .where(eq(schema.users.id, t.world.ids.employee));
    expect(user?.rate === null || Number(user?.rate) < 1_000_000).toBe(true);
  });

  it('refuses an hourly cost of 1e308', async () => {
    await call(t.as.admin, ADD_TO_GROUP, { userEmail: 'admin@example.com', name: 'human-resources' });
    const { error } = await call(t.as.admin, ADD_FINANCIAL, {
      userId: t.world.ids.employee,
      hourlyCost: 1e308,
      startDate: '20260101',
    });
    expect(refusal(error)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { hourlyCost: 'Hourly cost cannot be more than 1,000,000' },
    });
  });

  it.each([
    '99991231',
    '00500101',
    '00000101',
    '19891231',
  ])('refuses the date %s as outside 1990-2100', async (endDate) => {
    const sheets = await call(t.as.employee, CREATE_SHEET, { endDate });
    expect(refusal(sheets.error)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { endDate: 'End date must be between 01/01/1990 and 12/31/2100' },
    });
    const proof = await call(t.as.employee, DELETE_PROOF, { date: endDate });
    expect(refusal(proof.error).code).toBe('BAD_USER_INPUT');
  });

  it('refuses a date that is not on the calendar', async () => {
    const { error } = await call(t.as.employee, CREATE_SHEET, { endDate: '20250230' });
    expect(refusal(error)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { endDate: 'Enter the date as YYYYMMDD' },
    });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com/x',
    '//evil.example',
  ])('refuses the link %s', async (url) => {
    await call(t.as.employee, CREATE_SHEET, { endDate: t.world.weekEndCompact });
    const [sheet] = await t.db
      .select({ id: schema.timesheets.id })
      .from(schema.timesheets)
      .where(eq(schema.timesheets.userId, t.world.ids.employee));
    const { error } = await call(t.as.employee, ATTACH, { timeSheetId: sheet!.id, url });
    expect(refusal(error)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { url: 'URL must be a web address starting with http:// or https://' },
    });
  });

  it("words a calendar address's refusal as the import dialog always did", async () => {
    const { error } = await call(
      t.as.employee,
      'query($icsUrl: String!, $s: String!, $e: String!) { calendarEvents(icsUrl: $icsUrl, startDate: $s, endDate: $e) { subject } }',
      { icsUrl: 'ftp://127.0.0.1/team.ics', s: t.world.weekEndCompact, e: t.world.weekEndCompact },
    );
    expect(refusal(error)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { icsUrl: 'Enter an http or https calendar address' },
    });
  });

  it('still answers FORBIDDEN before judging the input', async () => {
    const { error } = await call(t.as.employee, UPDATE_USER, {
      userId: t.world.ids.employee,
      title: '\u0000',
    });
    expect(error?.extensions?.code).toBe('FORBIDDEN');
  });
});
