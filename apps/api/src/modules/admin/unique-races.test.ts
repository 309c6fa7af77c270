import { schema } from '@tally/db';
import { inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeWithProjectWorld } from '../projects/projects.fixtures.ts';
import { call } from '../timesheets/timesheets.fixtures.ts';

// Each create names its own new client: with one client name, a create that starts after the other committed
// is refused for the client ('already exists'), not the code, and the race under test would not be run.
const CREATE_PROJECT = `mutation ($name: String!, $code: String) {
  createProject(name: $name, clientName: $name, clientShortName: "RC", projectCode: $code) { _id } }`;
const CELL = `mutation ($collection: String!, $documentId: ID!, $fieldKey: String!, $value: String) {
  updateAdminCollectionCell(collection: $collection, documentId: $documentId, fieldKey: $fieldKey, value: $value) {
    _id } }`;
const CREATE_USER = `mutation ($email: String!, $payrollId: String) {
  createUser(email: $email, firstName: "Race", lastName: "Runner", payrollId: $payrollId) { _id } }`;
const UPDATE_USER = `mutation ($userId: ID!, $payrollId: String) {
  updateUser(userId: $userId, payrollId: $payrollId) { _id } }`;

type Answer = { error?: { extensions?: Record<string, unknown> } };

/** Exactly one of the answers is a success; every other one is the field's own BAD_USER_INPUT. */
function oneWins(answers: Answer[], field: string, message: string) {
  expect(answers.filter((answer) => answer.error === undefined)).toHaveLength(1);
  for (const answer of answers.filter((a) => a.error !== undefined)) {
    expect(answer.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: message } });
  }
}

// The services check a code before writing it; two saves at once both pass that check, so the database's
// unique indexes (migration 0016) decide, and the loser gets the check's message, never a server error.
describeWithProjectWorld('unique project codes and payroll ids under parallel saves (issue 13)', (t) => {
  it('lets one of two parallel createProject calls take a code', async () => {
    const answers = await Promise.all([
      call(t.as.admin, CREATE_PROJECT, { name: 'Race A', code: 'RACE-1' }),
      call(t.as.admin, CREATE_PROJECT, { name: 'Race B', code: ' race-1' }),
    ]);
    oneWins(answers, 'projectCode', 'Project code already exists');
    const [row] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.projects)
      .where(sql`lower(btrim(${schema.projects.projectCode})) = 'race-1'`);
    expect(row?.count).toBe(1);
  });

  it('lets one of two parallel Quick Edit saves give two projects one code', async () => {
    const answers = await Promise.all(
      [t.world.project, t.world.internal].map((documentId, index) =>
        call(t.as.admin, CELL, {
          collection: 'projects',
          documentId,
          fieldKey: 'projectCode',
          value: index === 0 ? 'DUO-7' : 'duo-7',
        }),
      ),
    );
    oneWins(answers, 'projectCode', 'Project code already exists');
  });

  it('lets one of two parallel createUser calls take a payroll id', async () => {
    const answers = await Promise.all([
      call(t.as.admin, CREATE_USER, { email: 'race.a@example.com', payrollId: 'PAY-9' }),
      call(t.as.admin, CREATE_USER, { email: 'race.b@example.com', payrollId: 'pay-9' }),
    ]);
    oneWins(answers, 'payrollId', 'Payroll ID already exists');
    // Nothing half-written: the refused account has no e-mail row either.
    const emails = await t.db
      .select({ address: schema.userEmails.address })
      .from(schema.userEmails)
      .where(inArray(schema.userEmails.address, ['race.a@example.com', 'race.b@example.com']));
    expect(emails).toHaveLength(1);
  });

  it('lets one of two parallel edits (user page and Quick Edit) take a payroll id', async () => {
    const answers = await Promise.all([
      call(t.as.admin, UPDATE_USER, { userId: t.world.ids.pm, payrollId: 'PAY-11' }),
      call(t.as.admin, CELL, {
        collection: 'users',
        documentId: t.world.ids.employee,
        fieldKey: 'payrollId',
        value: 'pay-11',
      }),
    ]);
    oneWins(answers, 'payrollId', 'Payroll ID already exists');
  });

  it('refuses a duplicate written past the services, in the database itself', async () => {
    await t.db
      .update(schema.projects)
      .set({ projectCode: 'SOLO-1' })
      .where(sql`${schema.projects.id} = ${t.world.project}`);
    const refused = await t.db
      .update(schema.projects)
      .set({ projectCode: 'solo-1 ' })
      .where(sql`${schema.projects.id} = ${t.world.internal}`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    const facts = refused as { code?: string; cause?: { code?: string; constraint?: string } } | null;
    expect(facts?.cause?.code ?? facts?.code).toBe('23505');
    // A duplicate kept from before the rule (flagged by migration 0016) is skipped by the index.
    await t.db
      .update(schema.projects)
      .set({ projectCode: 'solo-1 ', projectCodeDuplicate: true })
      .where(sql`${schema.projects.id} = ${t.world.internal}`);
  });
});
