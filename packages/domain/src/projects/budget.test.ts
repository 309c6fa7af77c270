import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyExact, formatPercent, truncate } from '../shared/money.ts';
import {
  budgetColor,
  budgetStatus,
  budgetUsed,
  changeOrderLabels,
  deliverableBudget,
  estimatedHours,
  isOverBudget,
  overBudgetWarning,
  remainingBudget,
} from './budget.ts';
import { applicableRate, describeCost, taskCost } from './cost.ts';

describe('cost rule (C-024)', () => {
  const none = { deliverableRate: null, resourceRoleRate: null, userRoleRate: null, defaultRate: null };
  it.each([
    [{ ...none, deliverableRate: 0, resourceRoleRate: 100 }, 0, 'deliverable'],
    [{ ...none, deliverableRate: 120, resourceRoleRate: 100 }, 120, 'deliverable'],
    [{ ...none, deliverableRate: -1, resourceRoleRate: 100, userRoleRate: 90 }, 100, 'resource-role'],
    [{ ...none, userRoleRate: 90, defaultRate: 80 }, 90, 'user-role'],
    [{ ...none, defaultRate: 80 }, 80, 'default-rate'],
    [none, 0, 'none'],
  ] as const)('%o gives %d from %s', (facts, rate, source) => {
    expect(applicableRate(facts)).toEqual({ rate, source });
  });

  it('costs hours times rate in cents and says how', () => {
    expect(taskCost(7.25, 133.33)).toBe(966.64);
    expect(describeCost(7.25, { rate: 150, source: 'deliverable' })).toBe('7.25 h × $150 (deliverable rate)');
  });
});

describe('budget figures (C-026, C-027, C-028, C-034)', () => {
  it.each([
    [1200, 1000, 'Overbudget'],
    [1000, 1000, 'Onbudget'],
    [0, 1000, 'Onbudget'],
    [500, 0, null],
  ] as const)('cost %d against budget %d is %s', (cost, budget, status) => {
    expect(budgetStatus(cost, budget)).toBe(status);
  });

  it('counts expenses only when they are deducted', () => {
    expect(budgetUsed({ budget: 1000, cost: 400, expenses: 100, deductExpenses: false })).toBe(0.4);
    expect(budgetUsed({ budget: 1000, cost: 400, expenses: 100, deductExpenses: true })).toBe(0.5);
    expect(budgetUsed({ budget: 0, cost: 400, expenses: 0, deductExpenses: false })).toBe(0);
  });

  it.each([
    [0.6, 'green'],
    [0.61, 'amber'],
    [0.8, 'amber'],
    [0.81, 'red'],
  ] as const)('%d used is %s', (used, color) => {
    expect(budgetColor(used)).toBe(color);
  });

  it('derives remaining, over budget and estimated hours', () => {
    expect(remainingBudget(10000, 0.25)).toBe(7500);
    expect(remainingBudget(10000, 1.2)).toBe(0);
    expect(isOverBudget(1)).toBe(false);
    expect(isOverBudget(1.01)).toBe(true);
    expect(estimatedHours(15000, 150)).toBe(100);
    expect(estimatedHours(15000, 0)).toBeNull();
  });

  it('takes a percent budget as a share of the project budget', () => {
    expect(deliverableBudget({ budget: 0, budgetPercent: 25 }, 80000)).toBe(20000);
    expect(deliverableBudget({ budget: 5000, budgetPercent: null }, 80000)).toBe(5000);
  });

  it('warns when deliverable budgets exceed the project budget (M-087)', () => {
    expect(overBudgetWarning(10000, 12500.5)).toBe(
      'Project budget is $10,000 while total deliverable budget adds up to $12,500.50. Make sure that the total budget specified for deliverables above is equal to or less than project budget.',
    );
    expect(overBudgetWarning(10000, 10000)).toBeNull();
  });

  it('labels change orders CO1, CO2 in milestone order when a prefix is configured (M-086)', () => {
    const labels = changeOrderLabels(['Discovery', 'ASD Phase 2', 'Build', 'ASD Phase 3'], 'ASD');
    expect([...labels]).toEqual([
      ['ASD Phase 2', 'CO1'],
      ['ASD Phase 3', 'CO2'],
    ]);
    expect(changeOrderLabels(['ASD Phase 2'], null).size).toBe(0);
  });
});

describe('formats (C-040, C-041)', () => {
  it('shows money in whole dollars or with cents', () => {
    expect(formatMoney(1234567)).toBe('$1,234,567');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoneyExact(12)).toBe('$12.00');
    expect(formatPercent(0.4567)).toBe('45.67%');
  });

  it('truncates to 297 characters plus an ellipsis', () => {
    const long = 'x'.repeat(301);
    expect(truncate(long, 300)).toHaveLength(300);
    expect(truncate(long, 300).endsWith('...')).toBe(true);
    expect(truncate('short', 300)).toBe('short');
  });
});
