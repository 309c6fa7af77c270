import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { manageableProject } from '../../access.ts';
import { money, refreshBudgetUsed } from '../guards.ts';
import { insertExpense } from '../queries/expenses.ts';
import type { ExpenseInput, ExpenseRow } from '../records.ts';

export async function addExpense(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  projectId: string,
  input: ExpenseInput,
): Promise<ExpenseRow> {
  const { project } = await manageableProject(deps, viewer, projectId);
  const row = await insertExpense(deps.db, {
    projectId,
    name: input.name,
    amount: money(input.amount),
    proposedAmount: input.proposedAmount == null ? null : money(input.proposedAmount),
    comment: input.comment,
    date: input.date,
  });
  await refreshBudgetUsed(deps, viewer, project);
  return row;
}
