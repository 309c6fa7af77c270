import type { schema } from '@tally/db';
import type { BudgetStatus } from '@tally/domain/projects/budget';
import type { DateRange } from '@tally/domain/projects/financials';
import type { IsoDate } from '@tally/domain/shared/dates';

export type ExpenseRow = typeof schema.projectExpenses.$inferSelect;

export interface ExpenseInput {
  name: string;
  amount: number;
  proposedAmount?: number | null | undefined;
  comment: string | null;
  /** YYYY-MM-DD */
  date: string | null;
}

export interface ContributorFigures {
  userId: string;
  name: string;
  hours: number;
  cost: number;
  /** cost ÷ hours (C-025). */
  rate: number;
  /** The rate rule(s) that applied, e.g. 'deliverable rate'. */
  rateRule: string;
  /** One line per deliverable: '12.5 h × $150 (deliverable rate)'. */
  explanation: string[];
}

export interface DeliverableFigures {
  deliverableId: string;
  name: string;
  milestoneName: string | null;
  budget: number;
  hours: number;
  cost: number;
  explanation: string[];
}

export interface PeriodFigures {
  /** YYYY-MM */
  period: string;
  hours: number;
  cost: number;
}

export interface ProjectFinancials {
  range: DateRange;
  earliestTaskDate: IsoDate | null;
  budget: number;
  /** Sum of the project's expenses. */
  expenses: number;
  deductExpenses: boolean;
  /** Cost of all approved hours of the project (its whole life). */
  totalCost: number;
  totalApprovedHours: number;
  /** Computed live (C-027, C-028). */
  budgetUsed: number;
  remaining: number;
  budgetStatus: BudgetStatus;
  /** Approved hours and cost within the range. */
  approvedHours: number;
  cost: number;
  contributors: ContributorFigures[];
  deliverables: DeliverableFigures[];
  months: PeriodFigures[];
}
