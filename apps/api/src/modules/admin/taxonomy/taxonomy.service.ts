import { type DbOrTx, schema } from '@tally/db';
import { taxonomySingular, termError, termExists } from '@tally/domain/admin/taxonomy';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import { badUserInput, conflict, notFound } from '../../../graphql/errors.ts';
import { refusingDuplicate } from '../../../graphql/unique-violation.ts';
import type { TaxonomyRecord } from '../../projects/index.ts';

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

/** Where the records of the portal hold a taxonomy's terms (by their text), and how a rename follows. */
interface Usage {
  /** What one using record is called, plural: 'projects'. */
  what: [one: string, many: string];
  count: (db: DbOrTx, term: string) => Promise<number>;
  /** Moves the records from the old text to the new; absent when the records keep their own copy. */
  rename?: (db: DbOrTx, from: string, to: string) => Promise<unknown>;
}

const countOf = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;
const p = schema.projects;
const d = schema.documents;
const t = schema.timeOffTransactions;
const r = schema.projectRoles;

const USAGES: Record<string, Usage[]> = {
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

interface LockedTaxonomy {
  id: string;
  name: string;
  singular: string;
}

/** The taxonomy, locked until the end of the transaction so that two term writes of it run one after the other. */
async function lockTaxonomy(db: DbOrTx, where: SQL): Promise<LockedTaxonomy> {
  const [taxonomy] = await db.select().from(tx).where(where).limit(1).for('update');
  if (!taxonomy) throw notFound('Taxonomy');
  return { id: taxonomy.id, name: taxonomy.name, singular: taxonomySingular(taxonomy) };
}

async function otherTerms(db: DbOrTx, taxonomyId: string, exceptTermId: string | null): Promise<string[]> {
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

async function checkTerm(db: DbOrTx, taxonomy: LockedTaxonomy, term: string, exceptTermId: string | null) {
  const message = termError(term, await otherTerms(db, taxonomy.id, exceptTermId), taxonomy.singular);
  if (message) throw badUserInput({ term: message });
}

const UNIQUE_TERM = 'taxonomy_terms_taxonomy_id_name_key';

/** createTerm(taxonomyName, term): appends a term at the end of the taxonomy's order. */
export async function createTerm(db: DbOrTx, taxonomyName: string, term: string): Promise<void> {
  await db.transaction(async (t) => {
    const taxonomy = await lockTaxonomy(t, eq(tx.name, taxonomyName));
    await checkTerm(t, taxonomy, term, null);
    const [last] = await t
      .select({ order: sql<number>`coalesce(max(${tt.order}), -1)` })
      .from(tt)
      .where(eq(tt.taxonomyId, taxonomy.id));
    await refusingDuplicate(UNIQUE_TERM, { term: termExists(taxonomy.singular) }, () =>
      t.insert(tt).values({ taxonomyId: taxonomy.id, name: term, order: Number(last?.order ?? -1) + 1 }),
    );
  });
}

async function findTerm(db: DbOrTx, taxonomyId: string, termId: string) {
  const [found] = await db
    .select()
    .from(tt)
    .where(and(eq(tt.id, termId), eq(tt.taxonomyId, taxonomyId)))
    .limit(1);
  if (!found) throw notFound('Term');
  return found;
}

/**
 * editTerm(taxonomyId, termId, term): renames a term. The records holding the old name follow it (projects'
 * status and sectors, documents' category, time-off transactions' type) in the same transaction.
 */
export async function editTerm(db: DbOrTx, taxonomyId: string, termId: string, term: string): Promise<void> {
  await db.transaction(async (t) => {
    const taxonomy = await lockTaxonomy(t, eq(tx.id, taxonomyId));
    const current = await findTerm(t, taxonomy.id, termId);
    await checkTerm(t, taxonomy, term, termId);
    if (current.name === term) return;
    await refusingDuplicate(UNIQUE_TERM, { term: termExists(taxonomy.singular) }, () =>
      t.update(tt).set({ name: term }).where(eq(tt.id, termId)),
    );
    for (const usage of USAGES[taxonomy.name] ?? []) await usage.rename?.(t, current.name, term);
  });
}

/**
 * deleteTerm(taxonomyId, termId): removes a term no record uses. A term still held by projects, documents,
 * time-off transactions or project roles is refused (CONFLICT naming the count), so no record is left with a
 * value the lists no longer offer; rename it instead, or change those records first.
 */
export async function deleteTerm(db: DbOrTx, taxonomyId: string, termId: string): Promise<void> {
  await db.transaction(async (t) => {
    const taxonomy = await lockTaxonomy(t, eq(tx.id, taxonomyId));
    const current = await findTerm(t, taxonomy.id, termId);
    const uses: string[] = [];
    for (const usage of USAGES[taxonomy.name] ?? []) {
      const n = await usage.count(t, current.name);
      if (n > 0) uses.push(`${n} ${n === 1 ? usage.what[0] : usage.what[1]}`);
    }
    if (uses.length > 0) {
      throw conflict(
        `${taxonomy.singular} '${current.name}' is in use (${uses.join(', ')}) and cannot be deleted.`,
      );
    }
    await t.delete(tt).where(eq(tt.id, termId));
  });
}
