import { schema } from '@tally/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createProject, createTaxonomy } from '../../../test/factories/index.ts';
import { TestBrowser } from '../../../test/harness.ts';
import { describeWithProjectWorld } from '../projects/projects.fixtures.ts';
import { call } from '../timesheets/timesheets.fixtures.ts';

const COLLECTION = `query ($collection: String!, $offset: Int, $limit: Int, $search: String) {
  admin { adminCollection(collection: $collection, offset: $offset, limit: $limit, search: $search) {
    collection total
    columns { key label type editable required options { value label } }
    rows { _id cells { fieldKey value intValue floatValue boolValue dateValue } } } } }`;
const UPDATE = `mutation ($collection: String!, $documentId: ID!, $fieldKey: String!, $value: String,
  $intValue: Int, $floatValue: Float, $boolValue: Boolean, $dateValue: String) {
  updateAdminCollectionCell(collection: $collection, documentId: $documentId, fieldKey: $fieldKey,
    value: $value, intValue: $intValue, floatValue: $floatValue, boolValue: $boolValue, dateValue: $dateValue) {
    _id cells { fieldKey value floatValue } } }`;

interface Cell {
  fieldKey: string;
  value: string | null;
  floatValue: number | null;
}
interface Row {
  _id: string;
  cells: Cell[];
}
interface Page {
  collection: string;
  total: number;
  columns: {
    key: string;
    type: string;
    editable: boolean;
    options: { value: string; label: string }[] | null;
  }[];
  rows: Row[];
}

const cell = (row: Row | null | undefined, key: string) => row?.cells.find((c) => c.fieldKey === key);

describeWithProjectWorld('admin quick edit', (t) => {
  beforeAll(async () => {
    await createTaxonomy(t.db, 'Status', ['In Progress', 'Closed', 'Pending'], { singularLabel: 'Status' });
  });

  const auditCount = async () =>
    (
      await t.db
        .select()
        .from(schema.auditEvents)
        .where(eq(schema.auditEvents.type, 'admin-collection-updated'))
    ).length;

  it('lists the projects with their columns and choices, templates left out (D-041, D-045)', async () => {
    await createProject(t.db, { name: 'Zeta Template', status: null, isTemplate: true });
    const { data, error } = await call<{ adminCollection: Page }>(t.as.admin, COLLECTION, {
      collection: 'projects',
      limit: 1000,
    });
    expect(error).toBeUndefined();
    const page = data!.adminCollection;
    expect(page.columns.map((c) => c.key)).toEqual([
      'name',
      'description',
      'projectCode',
      'owner',
      'status',
      'budget',
      'totalBilledAmount',
    ]);
    expect(page.columns.find((c) => c.key === 'budget')?.type).toBe('float');
    expect(page.columns.find((c) => c.key === 'status')?.options?.map((o) => o.value)).toEqual([
      'In Progress',
      'Closed',
      'Pending',
    ]);
    expect(page.columns.find((c) => c.key === 'owner')?.options?.map((o) => o.value)).toContain(
      t.world.ids.pm,
    );
    const names = page.rows.map((row) => cell(row, 'name')?.value);
    expect(names).toContain('Apollo');
    expect(names).not.toContain('Zeta Template');
    expect(page.total).toBe(page.rows.length);
    const searched = await call<{ adminCollection: Page }>(t.as.admin, COLLECTION, {
      collection: 'projects',
      search: 'apol',
    });
    expect(searched.data?.adminCollection.rows.map((row) => cell(row, 'name')?.value)).toEqual(['Apollo']);
  });

  it('pages with offset and limit, at most 1000 rows (C-063)', async () => {
    const first = await call<{ adminCollection: Page }>(t.as.admin, COLLECTION, {
      collection: 'users',
      limit: 2,
    });
    expect(first.data?.adminCollection.rows).toHaveLength(2);
    const total = first.data!.adminCollection.total;
    expect(total).toBeGreaterThan(2);
    const past = await call<{ adminCollection: Page }>(t.as.admin, COLLECTION, {
      collection: 'users',
      offset: total + 5,
    });
    expect(past.data?.adminCollection).toMatchObject({ total, rows: [] });
    const tooMany = await call(t.as.admin, COLLECTION, { collection: 'users', limit: 1001 });
    expect(tooMany.error?.extensions?.fields).toEqual({ limit: 'Limit is at most 1000' });
  });

  it('lists the users with the e-mail read-only (D-042)', async () => {
    const { data } = await call<{ adminCollection: Page }>(t.as.admin, COLLECTION, {
      collection: 'users',
      search: 'employee@',
    });
    const page = data!.adminCollection;
    expect(page.columns.filter((c) => !c.editable).map((c) => c.key)).toEqual(['email']);
    expect(page.rows).toHaveLength(1);
    expect(cell(page.rows[0], 'email')?.value).toBe('employee@example.com');
    expect(cell(page.rows[0], 'firstName')?.value).toBe('Erin');
  });

  it('saves a project cell through the project rules and records it (D-046)', async () => {
    const before = await auditCount();
    const name = await call<Row>(t.as.admin, UPDATE, {
      collection: 'projects',
      documentId: t.world.project,
      fieldKey: 'name',
      value: '  Apollo Prime ',
    });
    expect(name.error).toBeUndefined();
    expect(cell(name.data, 'name')?.value).toBe('Apollo Prime');
    const budget = await call<Row>(t.as.admin, UPDATE, {
      collection: 'projects',
      documentId: t.world.project,
      fieldKey: 'budget',
      floatValue: 25000.5,
    });
    expect(cell(budget.data, 'budget')?.floatValue).toBe(25000.5);
    const status = await call<Row>(t.as.admin, UPDATE, {
      collection: 'projects',
      documentId: t.world.project,
      fieldKey: 'status',
      value: 'Closed',
    });
    expect(cell(status.data, 'status')?.value).toBe('Closed');
    const [project] = await t.db
      .select()
      .from(schema.projects)
      .where(eq(schema.projects.id, t.world.project));
    expect(project).toMatchObject({ name: 'Apollo Prime', budget: '25000.50', status: 'Closed' });
    expect(await auditCount()).toBe(before + 3);
    const [event] = await t.db
      .select()
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.type, 'admin-collection-updated')))
      .limit(1);
    expect(event?.metadata).toMatchObject({ collection: 'projects', fieldKey: 'name', to: 'Apollo Prime' });
    expect(event?.userId).toBe(t.world.ids.admin);
  });

  it.each([
    ['a read-only field', 'users', 'email', { value: 'x@example.com' }, 'email', 'Email is read-only'],
    [
      'an unknown field',
      'projects',
      'archived',
      { boolValue: true },
      'fieldKey',
      'archived is not a field of projects',
    ],
    [
      'a value of the wrong type',
      'projects',
      'budget',
      { value: '12' },
      'budget',
      'Budget takes a float value',
    ],
    ['a negative budget', 'projects', 'budget', { floatValue: -5 }, 'budget', 'Must be 0 or more'],
    ['an empty name', 'projects', 'name', { value: ' ' }, 'name', 'Required'],
    [
      'a status off the list',
      'projects',
      'status',
      { value: 'Dreaming' },
      'status',
      "Choose a value of the 'Status' list",
    ],
    [
      'an owner who is no user',
      'projects',
      'owner',
      { value: '00000000-0000-4000-8000-000000000000' },
      'owner',
      'Choose an existing user',
    ],
    [
      'an unknown employee type',
      'users',
      'employeeType',
      { value: 'Intern' },
      'employeeType',
      'Employee type must be W-2 or C2C',
    ],
    [
      'an unknown collection',
      'timesheets',
      'status',
      { value: 'x' },
      'collection',
      'Collection must be one of',
    ],
  ] as const)('refuses %s, naming the field, and writes nothing', async (_title, collection, fieldKey, values, field, message) => {
    const before = await auditCount();
    const [snapshot] = await t.db
      .select()
      .from(schema.projects)
      .where(eq(schema.projects.id, t.world.project));
    const documentId = collection === 'users' ? t.world.ids.employee : t.world.project;
    const { error } = await call(t.as.admin, UPDATE, { collection, documentId, fieldKey, ...values });
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(String((error?.extensions?.fields as Record<string, string>)[field])).toContain(message);
    const [after] = await t.db.select().from(schema.projects).where(eq(schema.projects.id, t.world.project));
    expect(after).toEqual(snapshot);
    expect(await auditCount()).toBe(before);
  });

  it('saves user cells with the edit form rules', async () => {
    const { data, error } = await call<Row>(t.as.admin, UPDATE, {
      collection: 'users',
      documentId: t.world.ids.employee,
      fieldKey: 'payrollId',
      value: 'P-77',
    });
    expect(error).toBeUndefined();
    expect(cell(data, 'payrollId')?.value).toBe('P-77');
    const cleared = await call<Row>(t.as.admin, UPDATE, {
      collection: 'users',
      documentId: t.world.ids.employee,
      fieldKey: 'role',
      value: null,
    });
    expect(cell(cleared.data, 'role')?.value).toBeNull();
    const [user] = await t.db.select().from(schema.users).where(eq(schema.users.id, t.world.ids.employee));
    expect(user).toMatchObject({ payrollId: 'P-77', role: null, firstName: 'Erin' });
    const missing = await call(t.as.admin, UPDATE, {
      collection: 'users',
      documentId: '00000000-0000-4000-8000-000000000000',
      fieldKey: 'role',
      value: 'x',
    });
    expect(missing.error?.extensions?.code).toBe('NOT_FOUND');
  });

  it.each([
    'employee',
    'pm',
    'finance',
    'manager',
    'senior',
  ] as const)('refuses %s, who is not an admin, the grid and its updates', async (actor) => {
    const read = await t.as[actor].graphql(COLLECTION, { collection: 'projects' });
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const write = await t.as[actor].graphql(UPDATE, {
      collection: 'projects',
      documentId: t.world.project,
      fieldKey: 'budget',
      floatValue: 1,
    });
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses an anonymous caller', async () => {
    const anonymous = new TestBrowser(t.app.baseUrl);
    const response = await anonymous.graphql(COLLECTION, { collection: 'projects' });
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const write = await anonymous.graphql(UPDATE, {
      collection: 'projects',
      documentId: t.world.project,
      fieldKey: 'budget',
      floatValue: 1,
    });
    expect(write.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
