import type { DbOrTx } from '@tally/db';
import { feeGridCategories } from '@tally/domain/projects/financials';
import { findCategoryExpenses, findDeliverablesByProject } from '../queries/deliverables.ts';
import { budgetOf, type CategoryExpenseRow, nameFields } from '../records.ts';

/** One category (milestone) column of the Project Summary fee grid with its expense budgets (M-047). */
export interface FeeGridCategoryView {
  milestoneId: string;
  milestoneName: string;
  budget: number;
  expenses: CategoryExpenseRow[];
}

/** The fee grid's category columns of many projects: two statements for any number of projects. */
export async function loadFeeGridCategories(
  db: DbOrTx,
  projectIds: readonly string[],
): Promise<Map<string, FeeGridCategoryView[]>> {
  const byProject = await findDeliverablesByProject(db, projectIds);
  const columns = new Map<string, (FeeGridCategoryView & { projectId: string })[]>();
  for (const [projectId, records] of byProject) {
    // Only the project's own milestones: shared deliverables belong to another project's categories.
    const own = records.filter((record) => record.deliverable.projectId === projectId);
    const milestoneIds = new Map(
      own.map((record) => [record.milestoneName ?? '', record.deliverable.milestoneId]),
    );
    const projectBudget = own[0]?.projectBudget ?? 0;
    const categories = feeGridCategories(
      own.map((record) => ({ ...nameFields(record), ...budgetOf(record.deliverable) })),
      projectBudget,
    );
    columns.set(
      projectId,
      categories.flatMap((category) => {
        const milestoneId = milestoneIds.get(category.milestoneName);
        return milestoneId ? [{ ...category, projectId, milestoneId, expenses: [] }] : [];
      }),
    );
  }
  const expenses = await findCategoryExpenses(
    db,
    [...columns.values()].flat().map((column) => column.milestoneId),
  );
  const result = new Map<string, FeeGridCategoryView[]>();
  for (const [projectId, list] of columns) {
    result.set(
      projectId,
      list.map(({ projectId: _project, ...column }) => ({
        ...column,
        expenses: expenses.get(column.milestoneId) ?? [],
      })),
    );
  }
  return result;
}
