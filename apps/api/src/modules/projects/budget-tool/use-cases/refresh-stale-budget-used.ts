import type { DbOrTx } from '@tally/db';
import { findStaleProjectIds } from '../queries.ts';
import type { BudgetUsedValue } from '../records.ts';
import { writeBudgetUsed } from './write-budget-used.ts';

/**
 * Recomputes the budget used of the projects whose stored value is stale (migration 0015: triggers bump
 * budget_used_changes whenever approved hours, rates, the budget or expenses change), only those of
 * `projectIds` when given. Readers call it before they show budget used, so every screen shows the same
 * figure the moment the hours behind it change; nothing is audited (no one asked). Cheap when nothing is stale:
 * one look-up through the partial index of stale projects.
 */
export async function refreshStaleBudgetUsed(
  db: DbOrTx,
  projectIds?: readonly string[],
): Promise<BudgetUsedValue[]> {
  const stale = await findStaleProjectIds(db, projectIds);
  if (stale.length === 0) return [];
  return writeBudgetUsed(db, stale, null);
}
