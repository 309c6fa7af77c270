import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { manageableProject } from '../../access.ts';
import { existingExpense, money, refreshBudgetUsed } from '../guards.ts';
import { updateExpenseRow } from '../queries/expenses.ts';
import type { ExpenseInput, ExpenseRow } from '../records.ts';

export async function updateExpense(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  expenseId: string,
  input: ExpenseInput,
): Promise<ExpenseRow> {
  const existing = await existingExpense(deps.db, expenseId);
  const { project } = await manageableProject(deps, viewer, existing.projectId);
  const row = await updateExpenseRow(deps.db, expenseId, {
    name: input.name,
    amount: money(input.amount),
    ...(input.proposedAmount === undefined
      ? {}
      : { proposedAmount: input.proposedAmount === null ? null : money(input.proposedAmount) }),
    comment: input.comment,
    date: input.date,
  });
  await refreshBudgetUsed(deps, viewer, project);
  return row;
}
