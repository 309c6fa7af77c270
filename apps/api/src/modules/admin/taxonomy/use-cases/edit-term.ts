import type { DbOrTx } from '@tally/db';
import { termExists } from '@tally/domain/admin/taxonomy';
import { refusingDuplicate } from '../../../../graphql/unique-violation.ts';
import { checkTerm, lockTaxonomy, requireTerm } from '../guards.ts';
import { renameTerm, UNIQUE_TERM, USAGES } from '../queries.ts';

/**
 * editTerm(taxonomyId, termId, term): renames a term. The records holding the old name follow it (projects'
 * status and sectors, documents' category, time-off transactions' type) in the same transaction.
 */
export async function editTerm(db: DbOrTx, taxonomyId: string, termId: string, term: string): Promise<void> {
  await db.transaction(async (t) => {
    const taxonomy = await lockTaxonomy(t, { id: taxonomyId });
    const current = await requireTerm(t, taxonomy.id, termId);
    await checkTerm(t, taxonomy, term, termId);
    if (current.name === term) return;
    await refusingDuplicate(UNIQUE_TERM, { term: termExists(taxonomy.singular) }, () =>
      renameTerm(t, termId, term),
    );
    for (const usage of USAGES[taxonomy.name] ?? []) await usage.rename?.(t, current.name, term);
  });
}
