import type { DbOrTx } from '@tally/db';
import { taxonomySingular, termError } from '@tally/domain/admin/taxonomy';
import { badUserInput, notFound } from '../../../graphql/errors.ts';
import { findTerm, listOtherTermNames, lockTaxonomyRow } from './queries.ts';
import type { LockedTaxonomy } from './records.ts';

/** The taxonomy, locked for the transaction's term write; NOT_FOUND when there is none. */
export async function lockTaxonomy(
  db: DbOrTx,
  by: { id: string } | { name: string },
): Promise<LockedTaxonomy> {
  const taxonomy = await lockTaxonomyRow(db, by);
  if (!taxonomy) throw notFound('Taxonomy');
  return { id: taxonomy.id, name: taxonomy.name, singular: taxonomySingular(taxonomy) };
}

/** BAD_USER_INPUT on term when it is not a valid new name among the taxonomy's other terms. */
export async function checkTerm(
  db: DbOrTx,
  taxonomy: LockedTaxonomy,
  term: string,
  exceptTermId: string | null,
) {
  const message = termError(term, await listOtherTermNames(db, taxonomy.id, exceptTermId), taxonomy.singular);
  if (message) throw badUserInput({ term: message });
}

export async function requireTerm(db: DbOrTx, taxonomyId: string, termId: string) {
  const found = await findTerm(db, taxonomyId, termId);
  if (!found) throw notFound('Term');
  return found;
}
