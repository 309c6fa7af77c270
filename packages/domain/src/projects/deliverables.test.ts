import { describe, expect, it } from 'vitest';
import {
  childBudgetsDisabled,
  costExplanation,
  deliverableStatusColor,
  groupByMilestone,
  isMilestoneLevel,
  milestoneBudget,
  milestoneEntryRemoved,
  parseAssignedHours,
  rowBudget,
  sumHours,
  totalDeliverableBudget,
} from './deliverables.ts';

const row = (
  milestoneName: string | null,
  deliverableName: string,
  budget = 0,
  budgetPercent: number | null = null,
) => ({
  milestoneName,
  deliverableName,
  budget,
  budgetPercent,
});

describe('deliverables grouped by milestone (M-068, M-069)', () => {
  it('groups in first-seen order and picks the row named like its milestone as the milestone-level row', () => {
    const groups = groupByMilestone([
      row('Build', 'Design'),
      row('Launch', 'Go live'),
      row('Build', 'Build', 500),
      row('Build', 'Code'),
    ]);
    expect(groups.map((g) => g.milestoneName)).toEqual(['Build', 'Launch']);
    expect(groups[0]?.milestoneRow?.budget).toBe(500);
    expect(groups[0]?.children.map((c) => c.deliverableName)).toEqual(['Design', 'Code']);
    expect(groups[1]?.milestoneRow).toBeNull();
    expect(isMilestoneLevel(row('Build', 'Build'))).toBe(true);
    expect(isMilestoneLevel(row(null, 'Build'))).toBe(false);
  });
});

describe('milestone budgets (M-071..M-073)', () => {
  it('disables child budgets only while the milestone-level row has a dollar or percent budget', () => {
    expect(childBudgetsDisabled(null)).toBe(false);
    expect(childBudgetsDisabled({ budget: 0, budgetPercent: null })).toBe(false);
    expect(childBudgetsDisabled({ budget: 10, budgetPercent: null })).toBe(true);
    expect(childBudgetsDisabled({ budget: 0, budgetPercent: 5 })).toBe(true);
  });

  it('removes a milestone-level entry with neither budget nor percent', () => {
    expect(milestoneEntryRemoved({ budget: null, budgetPercent: null })).toBe(true);
    expect(milestoneEntryRemoved({ budget: 0, budgetPercent: 0 })).toBe(true);
    expect(milestoneEntryRemoved({ budget: 0, budgetPercent: 10 })).toBe(false);
  });

  it('reads a budget in dollars or as a percent of the project budget', () => {
    expect(rowBudget({ budget: 1200, budgetPercent: null }, 10_000)).toBe(1200);
    expect(rowBudget({ budget: 0, budgetPercent: 25 }, 10_000)).toBe(2500);
  });

  it('totals milestone budgets, using the milestone-level budget when set instead of its children', () => {
    const items = [
      row('Build', 'Build', 0, 10),
      row('Build', 'Design', 4000),
      row('Launch', 'Go live', 1500),
      row('Launch', 'Train', 0, 5),
    ];
    const groups = groupByMilestone(items);
    expect(milestoneBudget(groups[0]!, 10_000)).toBe(1000);
    expect(milestoneBudget(groups[1]!, 10_000)).toBe(2000);
    expect(totalDeliverableBudget(items, 10_000)).toBe(3000);
  });
});

describe('status badges (M-070)', () => {
  it('colours Not Started gray, In Progress blue, Completed green', () => {
    expect(deliverableStatusColor('Not Started')).toBe('gray');
    expect(deliverableStatusColor('In Progress')).toBe('blue');
    expect(deliverableStatusColor('Completed')).toBe('green');
  });
});

describe('assigned hours (M-092)', () => {
  it('accepts numbers in steps of 0.25, empty as 0', () => {
    expect(parseAssignedHours('')).toEqual({ hours: 0 });
    expect(parseAssignedHours(' 7.75 ')).toEqual({ hours: 7.75 });
    expect(parseAssignedHours('7.3')).toEqual({ error: 'Hours must be in steps of 0.25' });
    expect(parseAssignedHours('-1')).toEqual({ error: 'Hours cannot be negative' });
    expect(parseAssignedHours('abc')).toEqual({ error: 'Hours must be a number' });
  });
});

describe('totals and cost explanation', () => {
  it('sums hours and cost, null while any row is loading', () => {
    expect(
      sumHours([
        { totalApprovedHours: 2.5, totalCost: 100.1 },
        { totalApprovedHours: 1, totalCost: 0.2 },
      ]),
    ).toEqual({
      hours: 3.5,
      cost: 100.3,
    });
    expect(sumHours([{ totalApprovedHours: null, totalCost: null }])).toBeNull();
  });

  it('explains hours × rate (rule) per person', () => {
    expect(costExplanation([])).toBe('No approved hours yet.');
    expect(
      costExplanation([
        { person: 'Erin Employee', hours: 10, rate: 120, source: 'resource-role', cost: 1200 },
        { person: 'Ada Admin', hours: 2, rate: 50, source: 'default-rate', cost: 100 },
      ]),
    ).toBe(
      "Ada Admin: 2 h × $50 (user's default rate) = $100\nErin Employee: 10 h × $120 (rate of the person's role on the project) = $1200\nTotal: $1300",
    );
  });
});
