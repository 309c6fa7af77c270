import type { DbOrTx } from '@tally/db';
import { termExists } from '@tally/domain/admin/taxonomy';
import { refusingDuplicate } from '../../../../graphql/unique-violation.ts';
import { checkTerm, lockTaxonomy } from '../guards.ts';
import { insertTermLast, UNIQUE_TERM } from '../queries.ts';

/** createTerm(taxonomyName, term): appends a term at the end of the taxonomy's order. */
export async function createTerm(db: DbOrTx, taxonomyName: string, term: string): Promise<void> {
  await db.transaction(async (t) => {
    const taxonomy = await lockTaxonomy(t, { name: taxonomyName });
    await checkTerm(t, taxonomy, term, null);
    await refusingDuplicate(UNIQUE_TERM, { term: termExists(taxonomy.singular) }, () =>
      insertTermLast(t, taxonomy.id, term),
    );
  });
}
