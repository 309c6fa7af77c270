import { type DbOrTx, schema } from '@tally/db';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { TaxonomyRecord } from '../../projects/index.ts';
import type { Usage } from './records.ts';

const tx = schema.taxonomies;
const tt = schema.taxonomyTerms;

/** Every taxonomy by name, each with its terms in order (allTaxonomies, D-053). */
export async function listTaxonomies(db: DbOrTx): Promise<TaxonomyRecord[]> {
  const [taxonomies, terms] = await Promise.all([
    db
      .select()
      .from(tx)
      .orderBy(asc(sql`lower(${tx.name})`)),
    db
      .select({ id: tt.id, taxonomyId: tt.taxonomyId, name: tt.name, order: tt.order })
      .from(tt)
      .orderBy(asc(tt.order), asc(tt.name)),
  ]);
  const byTaxonomy = new Map<string, TaxonomyRecord['terms']>();
  for (const { taxonomyId, ...term } of terms) {
    const list = byTaxonomy.get(taxonomyId) ?? [];
    list.push(term);
    byTaxonomy.set(taxonomyId, list);
  }
  return taxonomies.map((taxonomy) => ({
    id: taxonomy.id,
    name: taxonomy.name,
    singularLabel: taxonomy.singularLabel,
    description: taxonomy.description,
    terms: byTaxonomy.get(taxonomy.id) ?? [],
  }));
}

const countOf = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;
const p = schema.projects;
const d = schema.documents;
const t = schema.timeOffTransactions;
const r = schema.projectRoles;

export const USAGES: Record<string, Usage[]> = {
  Status: [
    {
      what: ['project', 'projects'],
      count: (db, term) => countOf(db.select({ n: count() }).from(p).where(eq(p.status, term))),
      rename: (db, from, to) => db.update(p).set({ status: to }).where(eq(p.status, from)),
    },
  ],
  Sectors: [
    {
      what: ['project', 'projects'],
      count: (db, term) => countOf(db.select({ n: count() }).from(p).where(sql`${term} = ANY(${p.sectors})`)),
      rename: (db, from, to) =>
        db
          .update(p)
          .set({ sectors: sql`array_replace(${p.sectors}, ${from}::text, ${to}::text)` })
          .where(sql`${from} = ANY(${p.sectors})`),
    },
  ],
  'Document Categories': [
    {
      what: ['document', 'documents'],
      count: (db, term) => countOf(db.select({ n: count() }).from(d).where(eq(d.category, term))),
      rename: (db, from, to) => db.update(d).set({ category: to }).where(eq(d.category, from)),
    },
  ],
  'Time Off': [
    {
      what: ['time-off transaction', 'time-off transactions'],
      count: (db, term) => countOf(db.select({ n: count() }).from(t).where(eq(t.timeOffType, term))),
      rename: (db, from, to) => db.update(t).set({ timeOffType: to }).where(eq(t.timeOffType, from)),
    },
  ],
  // A project role is the project's own copy of the name with its own rate (custom names allowed, M-053):
  // renaming the term leaves the roles as they are, but a term still named by a role is not deleted.
  Roles: [
    {
      what: ['project role', 'project roles'],
      count: (db, term) =>
        countOf(db.select({ n: count() }).from(r).where(sql`lower(${r.name}) = lower(${term})`)),
    },
  ],
};

/** The taxonomy row, locked until the end of the transaction (two term writes of it run one after the other). */
export async function lockTaxonomyRow(db: DbOrTx, by: { id: string } | { name: string }) {
  const where: SQL = 'id' in by ? eq(tx.id, by.id) : eq(tx.name, by.name);
  const [taxonomy] = await db.select().from(tx).where(where).limit(1).for('update');
  return taxonomy;
}

export async function listOtherTermNames(
  db: DbOrTx,
  taxonomyId: string,
  exceptTermId: string | null,
): Promise<string[]> {
  const rows = await db
    .select({ name: tt.name })
    .from(tt)
    .where(
      exceptTermId
        ? and(eq(tt.taxonomyId, taxonomyId), ne(tt.id, exceptTermId))
        : eq(tt.taxonomyId, taxonomyId),
    );
  return rows.map((row) => row.name);
}

/** The unique index of a taxonomy's term names. */
export const UNIQUE_TERM = 'taxonomy_terms_taxonomy_id_name_key';

/** Appends a term at the end of the taxonomy's order. */
export async function insertTermLast(db: DbOrTx, taxonomyId: string, name: string): Promise<void> {
  const [last] = await db
    .select({ order: sql<number>`coalesce(max(${tt.order}), -1)` })
    .from(tt)
    .where(eq(tt.taxonomyId, taxonomyId));
  await db.insert(tt).values({ taxonomyId, name, order: Number(last?.order ?? -1) + 1 });
}

export async function findTerm(db: DbOrTx, taxonomyId: string, termId: string) {
  const [found] = await db
    .select()
    .from(tt)
    .where(and(eq(tt.id, termId), eq(tt.taxonomyId, taxonomyId)))
    .limit(1);
  return found;
}

export async function renameTerm(db: DbOrTx, termId: string, name: string): Promise<void> {
  await db.update(tt).set({ name }).where(eq(tt.id, termId));
}

export async function deleteTermRow(db: DbOrTx, termId: string): Promise<void> {
  await db.delete(tt).where(eq(tt.id, termId));
}
