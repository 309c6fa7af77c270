import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { inArray } from 'drizzle-orm';

/** The budget of each given deliverable (with its project), as stored. */
export function listDeliverableBudgets(db: DbOrTx, deliverableIds: readonly string[]) {
  const { deliverables } = schema;
  return db
    .select({ id: deliverables.id, projectId: deliverables.projectId, budget: deliverables.budget })
    .from(deliverables)
    .where(inArray(deliverables.id, [...deliverableIds]));
}
