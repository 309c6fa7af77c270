import type { DbOrTx } from '@tally/db';
import { budgetUsed } from '@tally/domain/projects/budget';
import { findApprovedWork, sumWork } from '../../queries/approved-work.ts';
import { findBudgetFacts, insertBudgetUsedEvents, sumExpenses, writeBudgetUsedRows } from '../queries.ts';
import type { BudgetUsedValue } from '../records.ts';

/**
 * Budget used (M-039, M-141..M-146, C-027, C-028, C-062): the set-based recalculation behind
 * recalculateBudgetUsed and refreshStaleBudgetUsed. The projects' change counters are read first: a change
 * that commits while the approved work is read bumps the counter past the value stored with the result, so the
 * project stays stale and the next reader computes it again (never a stale figure marked current).
 *
 * When was a project's budget used last recalculated? projects.updated_at is bumped by every edit of the
 * project (drizzle `$onUpdate`), so it cannot tell a recalculation from a name change, and the sort by
 * "last updated" of the project list must not be reshuffled by a background tool. Each recalculation
 * (with `audit`) therefore records an audit event of type 'budget-used-updated' with the project id in its
 * metadata; the 24-hour skip reads the latest such event per project. The UPDATE of writeBudgetUsedRows writes
 * budget_used only (raw SQL, so updated_at stays the time of the last real edit).
 */
export async function writeBudgetUsed(
  db: DbOrTx,
  projectIds: readonly string[],
  audit: { at: Date; actor: { userId: string; email: string | null } | null } | null,
): Promise<BudgetUsedValue[]> {
  const ids = [...new Set(projectIds)];
  if (ids.length === 0) return [];
  return db.transaction(async (tx) => {
    const facts = await findBudgetFacts(tx, ids);
    if (facts.length === 0) return [];
    const known = facts.map((row) => row.id);
    const cost = sumWork(await findApprovedWork(tx, { projectIds: known }), (work) => work.projectId);
    const expenses = await sumExpenses(tx, known);
    const byId = new Map<string, BudgetUsedValue>();
    for (const project of facts) {
      byId.set(project.id, {
        projectId: project.id,
        budgetUsed: budgetUsed({
          budget: Number(project.budget),
          cost: cost.get(project.id)?.cost ?? 0,
          expenses: expenses.get(project.id) ?? 0,
          deductExpenses: project.deduct_expenses,
        }),
      });
    }
    const values = [...byId.values()];
    const changes = new Map(facts.map((row) => [row.id, row.changes]));
    await writeBudgetUsedRows(
      tx,
      values.map((value) => ({ ...value, changes: changes.get(value.projectId) })),
    );
    if (audit) await insertBudgetUsedEvents(tx, values, audit);
    return ids.flatMap((id) => byId.get(id) ?? []);
  });
}
