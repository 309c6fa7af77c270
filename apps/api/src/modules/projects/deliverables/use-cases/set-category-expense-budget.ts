import { FEE_GRID_MESSAGES } from '@tally/domain/projects/financials';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput, notFound } from '../../../../graphql/errors.ts';
import { manageableProject } from '../../access.ts';
import {
  deleteCategoryExpenseBudget,
  isProjectExpense,
  upsertCategoryExpenseBudget,
} from '../queries/fee-grid.ts';
import { type FeeGridCategoryView, loadFeeGridCategories } from './load-fee-grid-categories.ts';

type Deps = Pick<AppDeps, 'db'>;

export interface CategoryExpenseBudgetInput {
  projectId: string;
  milestoneName: string;
  expenseId: string;
  /** null or 0 removes the category's budget for the expense. */
  budget: number | null;
}

/**
 * Sets the budget a category gives one expense (M-047): managers only, not while editing is locked; refused
 * when the category has no budget (the grid shows the cell read-only); null or 0 removes it.
 */
export async function setCategoryExpenseBudget(
  deps: Deps,
  viewer: Viewer,
  input: CategoryExpenseBudgetInput,
): Promise<FeeGridCategoryView> {
  await manageableProject(deps, viewer, input.projectId);
  if (!(await isProjectExpense(deps.db, input.expenseId, input.projectId))) throw notFound('Expense');
  const find = async () =>
    (await loadFeeGridCategories(deps.db, [input.projectId]))
      .get(input.projectId)
      ?.find((category) => category.milestoneName === input.milestoneName);
  const category = await find();
  if (!category) throw notFound('Category');
  if (input.budget === null || input.budget === 0) {
    await deleteCategoryExpenseBudget(deps.db, category.milestoneId, input.expenseId);
  } else {
    if (category.budget <= 0) throw badUserInput({ budget: FEE_GRID_MESSAGES.categoryWithoutBudget });
    const budget = input.budget.toFixed(2);
    await upsertCategoryExpenseBudget(deps.db, {
      milestoneId: category.milestoneId,
      expenseId: input.expenseId,
      budget,
    });
  }
  const updated = await find();
  if (!updated) throw notFound('Category');
  return updated;
}
