import type { schema } from '@tally/db';
import type { BudgetStatus } from '@tally/domain/projects/budget';

export type DeliverableRow = typeof schema.deliverables.$inferSelect;

/** A deliverable with its milestone's name and position and its project's budget. */
export interface DeliverableRecord {
  deliverable: DeliverableRow;
  milestoneName: string | null;
  milestonePosition: number | null;
  projectBudget: number;
}

export interface AssignmentRecord {
  deliverableId: string;
  resourceId: string;
  budgetedHours: number;
  resource: {
    id: string;
    name: string | null;
    email: string;
    user: { firstName: string; lastName: string } | null;
  };
}

export interface CategoryExpenseRow {
  milestoneId: string;
  expenseId: string;
  budget: number;
}

export interface DeliverableTaskRow {
  id: string;
  hours: number;
}

/** One deliverable as the Deliverables tab shows it. */
export interface DeliverableView {
  /** The project it is shown in (a deliverable shared by all projects shows in each). */
  projectId: string;
  record: DeliverableRecord;
  assignments: AssignmentRecord[];
  /** null when hours were not asked for (withHours false). */
  hours: number | null;
  cost: number | null;
  explanation: string | null;
  budgetStatus: BudgetStatus;
}

/** The name fields the domain's milestone rules read. */
export const nameFields = (record: DeliverableRecord) => ({
  deliverableName: record.deliverable.name,
  milestoneName: record.milestoneName,
});

/** The budget fields as numbers (the columns are numeric). */
export const budgetOf = (row: DeliverableRow) => ({
  budget: Number(row.budget),
  budgetPercent: row.budgetPercent === null ? null : Number(row.budgetPercent),
});
