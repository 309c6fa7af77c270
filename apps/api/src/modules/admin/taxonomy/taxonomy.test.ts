import { schema } from '@tally/db';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createRole, createTaxonomy, createTimeOff } from '../../../../test/factories/index.ts';
import { describeWithProjectWorld } from '../../projects/projects.fixtures.ts';
import { call } from '../../timesheets/timesheets.fixtures.ts';

const ALL = '{ allTaxonomies { _id name singular description terms { _id name order } } }';
const CREATE = `mutation ($taxonomyName: String, $term: String) {
  createTerm(taxonomyName: $taxonomyName, term: $term) { _id name terms { _id name order } }
}`;
const EDIT = `mutation ($taxonomyId: ID, $termId: ID, $term: String) {
  editTerm(taxonomyId: $taxonomyId, termId: $termId, term: $term) { _id name terms { _id name order } }
}`;
const DELETE = `mutation ($taxonomyId: ID, $termId: ID) {
  deleteTerm(taxonomyId: $taxonomyId, termId: $termId) { _id name terms { _id name order } }
}`;

interface TaxonomyOut {
  _id: string;
  name: string;
  singular: string;
  terms: { _id: string; name: string; order: number }[];
}

const SEED: { name: string; singularLabel: string | null; terms: string[] }[] = [
  { name: 'Status', singularLabel: 'Status', terms: ['In Progress', 'Pending', 'Closed'] },
  { name: 'Sectors', singularLabel: null, terms: ['Energy', 'Health'] },
  { name: 'Roles', singularLabel: 'Role', terms: ['Build', 'Designer'] },
  { name: 'Time Off', singularLabel: 'Time Off Type', terms: ['PTO', 'Sick Leave'] },
  { name: 'Document Categories', singularLabel: 'Document Category', terms: ['Contract', 'Other'] },
];

describeWithProjectWorld('allTaxonomies, createTerm, editTerm and deleteTerm', (t) => {
  beforeAll(async () => {
    for (const [index, seed] of SEED.entries()) {
      // Stored out of order: the API lists terms by their order.
      const terms = seed.terms.map((name, order) => ({ name, order: order * 10 + index })).reverse();
      await createTaxonomy(t.db, seed.name, terms, { singularLabel: seed.singularLabel });
    }
  });

  const all = async (as = t.as.admin) => {
    const { data, error } = await call<TaxonomyOut[]>(as, ALL);
    expect(error).toBeUndefined();
    return data!;
  };
  const named = async (name: string) => (await all()).find((taxonomy) => taxonomy.name === name)!;
  const termOf = async (taxonomy: string, term: string) => {
    const found = await named(taxonomy);
    return { taxonomyId: found._id, termId: found.terms.find((x) => x.name === term)!._id };
  };

  it('lists every taxonomy by name with its singular and its terms in order, to anyone signed in', async () => {
    const list = await all(t.as.employee);
    expect(list.map((x) => x.name)).toEqual([
      'Document Categories',
      'Roles',
      'Sectors',
      'Status',
      'Time Off',
    ]);
    const status = list.find((x) => x.name === 'Status')!;
    expect(status.terms.map((x) => x.name)).toEqual(['In Progress', 'Pending', 'Closed']);
    expect(list.find((x) => x.name === 'Sectors')!.singular).toBe('Sector');
    expect(list.find((x) => x.name === 'Time Off')!.singular).toBe('Time Off Type');
  });

  it('adds a trimmed term at the end of the order', async () => {
    const { data, error } = await call<TaxonomyOut[]>(t.as.admin, CREATE, {
      taxonomyName: 'Sectors',
      term: '  Retail ',
    });
    expect(error).toBeUndefined();
    const sectors = (data ?? []).find((x) => x.name === 'Sectors')!;
    expect(sectors.terms.map((x) => x.name)).toEqual(['Energy', 'Health', 'Retail']);
    expect(sectors.terms[2]!.order).toBeGreaterThan(sectors.terms[1]!.order);
  });

  it.each([
    ['Sectors', '   ', 'Required'],
    ['Sectors', null, 'Required'],
    ['Sectors', 'energy', 'Sector already exists'],
    ['Status', ' CLOSED ', 'Status already exists'],
    ['Time Off', 'pto', 'Time Off Type already exists'],
    ['Sectors', 'x'.repeat(101), 'Term is too long (at most 100 characters)'],
  ])('refuses adding to %s the term %o: %s', async (taxonomyName, term, message) => {
    const before = await named(taxonomyName);
    const { error } = await call(t.as.admin, CREATE, { taxonomyName, term });
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.fields).toEqual({ term: message });
    expect((await named(taxonomyName)).terms).toEqual(before.terms);
  });

  it('names a taxonomy without its own label by its name minus the last letter', async () => {
    await createTaxonomy(t.db, 'Regions');
    await call(t.as.admin, CREATE, { taxonomyName: 'Regions', term: 'North' });
    const { error } = await call(t.as.admin, CREATE, { taxonomyName: 'Regions', term: 'north' });
    expect(error?.extensions?.fields).toEqual({ term: 'Region already exists' });
    const unknown = await call(t.as.admin, CREATE, { taxonomyName: 'Nope', term: 'X' });
    expect(unknown.error?.extensions?.code).toBe('NOT_FOUND');
  });

  it("renames a term, and the projects' status follows it", async () => {
    const ids = await termOf('Status', 'In Progress');
    const { data, error } = await call<TaxonomyOut[]>(t.as.admin, EDIT, { ...ids, term: ' Active ' });
    expect(error).toBeUndefined();
    expect((data ?? []).find((x) => x.name === 'Status')!.terms.map((x) => x.name)).toEqual([
      'Active',
      'Pending',
      'Closed',
    ]);
    const [apollo] = await t.db.select().from(schema.projects).where(eq(schema.projects.id, t.world.project));
    expect(apollo!.status).toBe('Active');
  });

  it("renames a sector inside the projects' sector lists", async () => {
    await t.db
      .update(schema.projects)
      .set({ sectors: ['Energy', 'Health'] })
      .where(eq(schema.projects.id, t.world.project));
    await call(t.as.admin, EDIT, { ...(await termOf('Sectors', 'Energy')), term: 'Power' });
    const [apollo] = await t.db.select().from(schema.projects).where(eq(schema.projects.id, t.world.project));
    expect(apollo!.sectors).toEqual(['Power', 'Health']);
  });

  it('refuses renaming to an empty or taken name, and unknown ids', async () => {
    const ids = await termOf('Status', 'Pending');
    const blank = await call(t.as.admin, EDIT, { ...ids, term: '' });
    expect(blank.error?.extensions?.fields).toEqual({ term: 'Required' });
    const taken = await call(t.as.admin, EDIT, { ...ids, term: 'closed' });
    expect(taken.error?.extensions?.fields).toEqual({ term: 'Status already exists' });
    // Its own name in another case is a rename, not a duplicate.
    const recased = await call(t.as.admin, EDIT, { ...ids, term: 'PENDING' });
    expect(recased.error).toBeUndefined();
    const badId = await call(t.as.admin, EDIT, { ...ids, termId: 'x', term: 'A' });
    expect(badId.error?.extensions?.fields).toEqual({ termId: 'Invalid id' });
    const otherTaxonomy = await termOf('Sectors', 'Health');
    const mismatch = await call(t.as.admin, EDIT, {
      taxonomyId: ids.taxonomyId,
      termId: otherTaxonomy.termId,
      term: 'A',
    });
    expect(mismatch.error?.extensions?.code).toBe('NOT_FOUND');
  });

  it('deletes a term nothing uses', async () => {
    const ids = await termOf('Document Categories', 'Other');
    const { data, error } = await call<TaxonomyOut[]>(t.as.admin, DELETE, ids);
    expect(error).toBeUndefined();
    expect((data ?? []).find((x) => x.name === 'Document Categories')!.terms.map((x) => x.name)).toEqual([
      'Contract',
    ]);
  });

  it('refuses deleting a term still in use, naming where', async () => {
    const status = await call(t.as.admin, DELETE, await termOf('Status', 'Active'));
    expect(status.error?.extensions?.code).toBe('CONFLICT');
    expect(status.error?.message).toBe("Status 'Active' is in use (2 projects) and cannot be deleted.");
    await createRole(t.db, { projectId: t.world.project, name: 'build', rate: '90' });
    const role = await call(t.as.admin, DELETE, await termOf('Roles', 'Build'));
    expect(role.error?.message).toBe("Role 'Build' is in use (1 project role) and cannot be deleted.");
    await createTimeOff(t.db, {
      userId: t.world.ids.employee,
      timeOffType: 'PTO',
      date: '2026-01-05',
      transactionType: 'EARNED',
      hours: '8',
    });
    const pto = await call(t.as.admin, DELETE, await termOf('Time Off', 'PTO'));
    expect(pto.error?.message).toBe(
      "Time Off Type 'PTO' is in use (1 time-off transaction) and cannot be deleted.",
    );
    expect((await named('Status')).terms.map((x) => x.name)).toContain('Active');
    expect((await named('Roles')).terms.map((x) => x.name)).toContain('Build');
  });

  it.each([
    'employee',
    'pm',
    'finance',
    'manager',
    'senior',
  ] as const)('refuses %s, who is not an admin, every term change', async (actor) => {
    const before = await all();
    const ids = await termOf('Roles', 'Designer');
    const created = await call(t.as[actor], CREATE, { taxonomyName: 'Roles', term: 'Intruder' });
    expect(created.error?.extensions?.code).toBe('FORBIDDEN');
    const edited = await call(t.as[actor], EDIT, { ...ids, term: 'Intruder' });
    expect(edited.error?.extensions?.code).toBe('FORBIDDEN');
    const deleted = await call(t.as[actor], DELETE, ids);
    expect(deleted.error?.extensions?.code).toBe('FORBIDDEN');
    expect(await all()).toEqual(before);
  });
});
