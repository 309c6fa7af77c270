import { schema } from '@tally/db';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeWithProjectWorld } from '../../projects/projects.fixtures.ts';
import { call } from '../../timesheets/timesheets.fixtures.ts';

const ALL = '{ client { all { _id name shortName quickbooks { customerName } } } }';
const ADD = `mutation ($name: String, $shortName: String) {
  client { add(name: $name, shortName: $shortName) { _id name shortName quickbooks { customerName } } }
}`;
const EDIT = `mutation ($id: ID, $name: String, $shortName: String, $customer: String) {
  client {
    edit(id: $id, name: $name, shortName: $shortName, quickbooksCustomerName: $customer) {
      _id name shortName quickbooks { customerName }
    }
  }
}`;

interface ClientOut {
  _id: string;
  name: string;
  shortName: string;
  quickbooks: { customerName: string | null };
}

describeWithProjectWorld('client.all, client.add and client.edit', (t) => {
  const all = async () => {
    const { data, error } = await call<{ all: ClientOut[] }>(t.as.admin, ALL);
    expect(error).toBeUndefined();
    return data!.all;
  };
  const add = async (variables: Record<string, unknown>) => {
    const { data, error } = await call<{ add: ClientOut }>(t.as.admin, ADD, variables);
    return { client: data?.add, error };
  };
  const edit = async (variables: Record<string, unknown>) => {
    const { data, error } = await call<{ edit: ClientOut }>(t.as.admin, EDIT, variables);
    return { client: data?.edit, error };
  };

  it('adds a client with trimmed names, listed by name with its customer name', async () => {
    const { client, error } = await add({ name: '  Zenith Labs ', shortName: ' ZEN ' });
    expect(error).toBeUndefined();
    expect(client).toMatchObject({
      name: 'Zenith Labs',
      shortName: 'ZEN',
      quickbooks: { customerName: null },
    });
    const [row] = await t.db.select().from(schema.clients).where(eq(schema.clients.id, client!._id));
    expect(row).toMatchObject({ name: 'Zenith Labs', shortName: 'ZEN', quickbooksCustomerName: null });
    const names = (await all()).map((c) => c.name);
    expect(names).toContain('Zenith Labs');
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it.each([
    [{ name: '   ', shortName: 'X' }, 'name', 'Name is required'],
    [{ shortName: 'X' }, 'name', 'Name is required'],
    [{ name: 'Valid Name', shortName: '  ' }, 'shortName', 'Short Name is required'],
    [{ name: 'Valid Name' }, 'shortName', 'Short Name is required'],
    [{ name: 'x'.repeat(101), shortName: 'X' }, 'name', 'Name is too long (at most 100 characters)'],
  ])('refuses %o with BAD_USER_INPUT on %s', async (variables, field, message) => {
    const before = (await all()).length;
    const { error } = await add(variables);
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.fields).toMatchObject({ [field]: message });
    expect(error?.message).toBe(message);
    expect((await all()).length).toBe(before);
  });

  it('refuses a second client of the same name in any case', async () => {
    await add({ name: 'Orbit Works', shortName: 'ORB' });
    const { error } = await add({ name: 'ORBIT works', shortName: 'OW' });
    expect(error?.extensions?.fields).toEqual({ name: 'A client with this name already exists' });
  });

  it('edits names and the customer name, trimmed; an empty customer name clears it', async () => {
    const { client } = await add({ name: 'Harbor Co', shortName: 'HBR' });
    const edited = await edit({
      id: client!._id,
      name: ' Harbor Company ',
      shortName: ' HC ',
      customer: ' Harbor:HQ ',
    });
    expect(edited.error).toBeUndefined();
    expect(edited.client).toMatchObject({
      _id: client!._id,
      name: 'Harbor Company',
      shortName: 'HC',
      quickbooks: { customerName: 'Harbor:HQ' },
    });
    const cleared = await edit({ id: client!._id, name: 'Harbor Company', shortName: 'HC', customer: '  ' });
    expect(cleared.client?.quickbooks.customerName).toBeNull();
    // Its own name (any case) is not a duplicate.
    const same = await edit({ id: client!._id, name: 'harbor company', shortName: 'HC' });
    expect(same.error).toBeUndefined();
  });

  it("refuses an edit's empty names, another client's name and an unknown client", async () => {
    const { client } = await add({ name: 'Summit Partners', shortName: 'SUM' });
    const blankName = await edit({ id: client!._id, name: '', shortName: 'SUM' });
    expect(blankName.error?.extensions?.fields).toEqual({ name: 'Name is required' });
    const blankShort = await edit({ id: client!._id, name: 'Summit Partners', shortName: ' ' });
    expect(blankShort.error?.extensions?.fields).toEqual({ shortName: 'Short Name is required' });
    const taken = await edit({ id: client!._id, name: 'orbit works', shortName: 'SUM' });
    expect(taken.error?.extensions?.fields).toEqual({ name: 'A client with this name already exists' });
    const badId = await edit({ id: 'nope', name: 'A', shortName: 'B' });
    expect(badId.error?.extensions?.fields).toEqual({ id: 'Invalid id' });
    const unknown = await edit({ id: '00000000-0000-4000-8000-000000000000', name: 'A', shortName: 'B' });
    expect(unknown.error?.extensions?.code).toBe('NOT_FOUND');
    const [row] = await t.db.select().from(schema.clients).where(eq(schema.clients.id, client!._id));
    expect(row).toMatchObject({ name: 'Summit Partners', shortName: 'SUM' });
  });

  it.each([
    'employee',
    'pm',
    'finance',
    'manager',
    'senior',
  ] as const)('refuses %s, who is not an admin, reading or writing clients', async (actor) => {
    const list = await call(t.as[actor], ALL);
    expect(list.error?.extensions?.code).toBe('FORBIDDEN');
    const before = await t.db.select().from(schema.clients);
    const added = await call(t.as[actor], ADD, { name: `By ${actor}`, shortName: 'X' });
    expect(added.error?.extensions?.code).toBe('FORBIDDEN');
    const [first] = before;
    const edited = await call(t.as[actor], EDIT, { id: first!.id, name: 'Hijacked', shortName: 'H' });
    expect(edited.error?.extensions?.code).toBe('FORBIDDEN');
    expect(await t.db.select().from(schema.clients)).toEqual(before);
  });
});
