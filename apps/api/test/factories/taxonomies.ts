import { type Db, schema } from '@tally/db';

export type TermInput = string | { name: string; order?: number };

/**
 * A taxonomy named `name` with `terms` (a string term's order is its index; an object's order wins),
 * inserted in the order given. Answers the taxonomy's id and the terms' ids in that order.
 */
export async function createTaxonomy(
  db: Db,
  name: string,
  terms: TermInput[] = [],
  extra: Partial<typeof schema.taxonomies.$inferInsert> = {},
): Promise<{ taxonomyId: string; termIds: string[] }> {
  const [taxonomy] = await db
    .insert(schema.taxonomies)
    .values({ name, ...extra })
    .returning({ id: schema.taxonomies.id });
  const taxonomyId = taxonomy!.id;
  if (!terms.length) return { taxonomyId, termIds: [] };
  const rows = await db
    .insert(schema.taxonomyTerms)
    .values(
      terms.map((term, index) =>
        typeof term === 'string'
          ? { taxonomyId, name: term, order: index }
          : { taxonomyId, name: term.name, order: term.order ?? index },
      ),
    )
    .returning({ id: schema.taxonomyTerms.id });
  return { taxonomyId, termIds: rows.map((row) => row.id) };
}
