import { type ConsumptionColor, consumptionColor } from '../shared/colors.ts';
import { formatMoney } from '../shared/money.ts';
import { roundCents } from './cost.ts';

/** Derived budget status (C-026): none when the budget is 0. */
export type BudgetStatus = 'Overbudget' | 'Onbudget' | null;

export function budgetStatus(cost: number, budget: number): BudgetStatus {
  if (!(budget > 0)) return null;
  return cost > budget ? 'Overbudget' : 'Onbudget';
}

export interface BudgetUsedFacts {
  budget: number;
  /** Cost of approved hours. */
  cost: number;
  /** Sum of the project's expenses. */
  expenses: number;
  /** When on, expenses count as spent budget (C-028). */
  deductExpenses: boolean;
}

/** budgetUsed as a fraction (1 = 100 %); 0 when there is no budget. */
export function budgetUsed({ budget, cost, expenses, deductExpenses }: BudgetUsedFacts): number {
  if (!(budget > 0)) return 0;
  const spent = cost + (deductExpenses ? expenses : 0);
  return Math.round((spent / budget) * 1e6) / 1e6;
}

/** The budget colour of a fraction used: green up to 60 %, amber above, red above 80 % (C-034). */
export function budgetColor(fractionUsed: number): ConsumptionColor {
  return consumptionColor(fractionUsed * 100);
}

/** Remaining budget = max(0, budget × (1 − budgetUsed)) (C-027). */
export function remainingBudget(budget: number, fractionUsed: number): number {
  return Math.max(0, roundCents(budget * (1 - fractionUsed)));
}

export function isOverBudget(fractionUsed: number): boolean {
  return fractionUsed > 1;
}

/** Estimated hours = budget ÷ blended rate; null without a positive blended rate. */
export function estimatedHours(budget: number, blendedRate: number | null): number | null {
  if (blendedRate === null || !(blendedRate > 0)) return null;
  return Math.round((budget / blendedRate) * 100) / 100;
}

/** A deliverable's dollar budget: its own amount, or its percent of the project budget. */
export function deliverableBudget(
  deliverable: { budget: number; budgetPercent: number | null },
  projectBudget: number,
): number {
  if (deliverable.budgetPercent !== null && deliverable.budgetPercent > 0) {
    return roundCents((projectBudget * deliverable.budgetPercent) / 100);
  }
  return deliverable.budget;
}

/** The warning shown when deliverable budgets add up to more than the project budget (M-087); null otherwise. */
export function overBudgetWarning(projectBudget: number, totalDeliverableBudget: number): string | null {
  if (!(totalDeliverableBudget > projectBudget)) return null;
  return (
    `Project budget is ${formatMoney(projectBudget)} while total deliverable budget adds up to ` +
    `${formatMoney(totalDeliverableBudget)}. Make sure that the total budget specified for deliverables ` +
    'above is equal to or less than project budget.'
  );
}

/**
 * Change-order labels (M-086): milestones whose name starts with the configured prefix are labelled
 * CO1, CO2... in milestone order. Without a prefix the feature is off.
 */
export function changeOrderLabels(
  milestoneNames: readonly string[],
  prefix: string | null,
): Map<string, string> {
  const labels = new Map<string, string>();
  if (!prefix) return labels;
  for (const name of milestoneNames) {
    if (name.startsWith(prefix) && !labels.has(name)) labels.set(name, `CO${labels.size + 1}`);
  }
  return labels;
}
