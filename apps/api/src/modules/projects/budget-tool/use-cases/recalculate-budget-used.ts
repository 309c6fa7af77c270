import type { AppDeps } from '../../../../deps.ts';
import type { BudgetUsedValue } from '../records.ts';
import { writeBudgetUsed } from './write-budget-used.ts';

/**
 * Recalculates budget used for many projects, set-based: one read of the projects, one approved-work
 * statement for all of them, one expenses sum, one UPDATE ... FROM (VALUES ...) and one audit insert.
 * Returns the new values in the order of `projectIds` (unknown ids are left out).
 */
export async function recalculateBudgetUsed(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  projectIds: readonly string[],
  actor: { userId: string; email: string | null } | null = null,
): Promise<BudgetUsedValue[]> {
  return writeBudgetUsed(deps.db, projectIds, { at: deps.clock(), actor });
}
