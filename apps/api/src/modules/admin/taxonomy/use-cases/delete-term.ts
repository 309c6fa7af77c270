import type { DbOrTx } from '@tally/db';
import { conflict } from '../../../../graphql/errors.ts';
import { lockTaxonomy, requireTerm } from '../guards.ts';
import { deleteTermRow, USAGES } from '../queries.ts';

/**
 * deleteTerm(taxonomyId, termId): removes a term no record uses. A term still held by projects, documents,
 * time-off transactions or project roles is refused (CONFLICT naming the count), so no record is left with a
 * value the lists no longer offer; rename it instead, or change those records first.
 */
export async function deleteTerm(db: DbOrTx, taxonomyId: string, termId: string): Promise<void> {
  await db.transaction(async (t) => {
    const taxonomy = await lockTaxonomy(t, { id: taxonomyId });
    const current = await requireTerm(t, taxonomy.id, termId);
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
    await deleteTermRow(t, termId);
  });
}
