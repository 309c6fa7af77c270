import type { DbOrTx } from '@tally/db';
import { findApprovedWork, sumWork } from '../../projects/approved-work.queries.ts';
import { listDeliverableBudgets } from '../queries/line-budgets.ts';
import type { LineBudget, TimesheetRecord } from '../records.ts';

/**
 * Budget consumption per line (T-043, T-045): for each line whose deliverable has a budget, the cost of the
 * deliverable's approved hours (the project screens' one source, approved-work.queries.ts) over that budget.
 * Only the percentage leaves the server: the sheet's readers see how far the budget is used, not its money.
 */
export async function lineBudgets(db: DbOrTx, record: TimesheetRecord): Promise<LineBudget[]> {
  const lines = record.lineItems.filter((line) => line.deliverableId !== null);
  const deliverableIds = [...new Set(lines.map((line) => line.deliverableId as string))];
  if (deliverableIds.length === 0) return [];
  const budgets = await listDeliverableBudgets(db, deliverableIds);
  const withBudget = budgets.filter((row) => Number(row.budget) > 0);
  if (withBudget.length === 0) return [];
  const work = await findApprovedWork(db, {
    projectIds: [...new Set(lines.map((line) => line.projectId))],
    deliverableIds: withBudget.map((row) => row.id),
  });
  const cost = sumWork(work, (item) => `${item.projectId}:${item.deliverableId}`);
  const budgetOf = new Map(withBudget.map((row) => [row.id, Number(row.budget)]));
  return lines.flatMap((line) => {
    const budget = budgetOf.get(line.deliverableId as string);
    if (!budget) return [];
    const spent = cost.get(`${line.projectId}:${line.deliverableId}`)?.cost ?? 0;
    return [{ lineItemId: line.id, budgetUsedPercent: Math.round((spent / budget) * 10_000) / 100 }];
  });
}
