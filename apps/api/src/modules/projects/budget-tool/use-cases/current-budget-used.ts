import type { DbOrTx } from '@tally/db';
import { findStoredBudgetUsed } from '../queries.ts';
import { refreshStaleBudgetUsed } from './refresh-stale-budget-used.ts';

/** The budget-used columns of a project row a request loaded. */
export interface LoadedBudgetUsed {
  id: string;
  budgetUsed: string | number;
  budgetUsedChanges: number;
  budgetUsedComputed: number;
}

/**
 * A project's budget used as of now, from the row a request loaded before its fields resolve: the row's figure
 * when it was current; else refreshed. When another reader (another field of the same request, another
 * request) refreshed the project after the row was loaded, nothing is stale any more and the row's figure is
 * the old one: the stored figure is read instead.
 */
export async function currentBudgetUsed(db: DbOrTx, project: LoadedBudgetUsed): Promise<number> {
  if (project.budgetUsedChanges <= project.budgetUsedComputed) return Number(project.budgetUsed);
  const [fresh] = await refreshStaleBudgetUsed(db, [project.id]);
  if (fresh) return fresh.budgetUsed;
  return (await findStoredBudgetUsed(db, project.id)) ?? Number(project.budgetUsed);
}
