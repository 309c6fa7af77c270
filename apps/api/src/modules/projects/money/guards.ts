import type { DbOrTx } from '@tally/db';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../graphql/errors.ts';
import { recalculateBudgetUsed } from '../budget-tool/use-cases/recalculate-budget-used.ts';
import type { ProjectRecord } from '../records.ts';
import { findExpense } from './queries/expenses.ts';
import type { ExpenseRow } from './records.ts';

/** The checks and steps the money use cases share. */

export const money = (value: number) => value.toFixed(2);

/** Budget used counts expenses only when deductExpenses is on (C-028): refresh it when they change. */
export async function refreshBudgetUsed(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  project: ProjectRecord['project'],
) {
  if (project.deductExpenses) await recalculateBudgetUsed(deps, [project.id], viewer);
}

/** The expense with this id; NOT_FOUND otherwise. */
export async function existingExpense(db: DbOrTx, expenseId: string): Promise<ExpenseRow> {
  const row = await findExpense(db, expenseId);
  if (!row) throw notFound('Expense');
  return row;
}
