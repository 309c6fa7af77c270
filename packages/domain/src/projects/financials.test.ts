import { describe, expect, it } from 'vitest';
import {
  barSize,
  categoryBudgetEditable,
  categoryExpenseTotal,
  currentIsoWeek,
  expenseAmountsEditable,
  feeGridCategories,
  feeGridExpenseRows,
  feeGridNameChange,
  financialsCsv,
  financialsDefaultRange,
  isPlaceholderId,
  mergeById,
  monthChunks,
} from './financials.ts';

const saved = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Travel ${n}`,
  amount: 10 * n,
  proposedAmount: null,
});

describe('summary fee grid rows (M-043..M-048)', () => {
  it('pads to at least 6 rows with placeholders whose id has 5 characters or fewer', () => {
    const rows = feeGridExpenseRows([saved(1), saved(2)]);
    expect(rows).toHaveLength(6);
    expect(rows.slice(2).every((row) => row.id.length <= 5 && isPlaceholderId(row.id))).toBe(true);
    expect(new Set(rows.map((row) => row.id)).size).toBe(6);
    expect(isPlaceholderId(saved(1).id)).toBe(false);
  });

  it('adds no placeholder once there are 6 expenses or more', () => {
    const seven = [1, 2, 3, 4, 5, 6, 7].map(saved);
    expect(feeGridExpenseRows(seven)).toEqual(seven);
  });

  it('keeps amounts read-only on placeholders and the category budget without a budget', () => {
    expect(expenseAmountsEditable({ id: 'new1' }, true)).toBe(false);
    expect(expenseAmountsEditable(saved(1), true)).toBe(true);
    expect(expenseAmountsEditable(saved(1), false)).toBe(false);
    expect(categoryBudgetEditable(saved(1), null, true)).toBe(false);
    expect(categoryBudgetEditable(saved(1), 0, true)).toBe(false);
    expect(categoryBudgetEditable({ id: 'new1' }, 500, true)).toBe(false);
    expect(categoryBudgetEditable(saved(1), 500, true)).toBe(true);
  });

  it('has one category column per named milestone with its dollar budget (M-047)', () => {
    const row = (
      milestoneName: string | null,
      deliverableName: string,
      budget: number,
      budgetPercent: number | null = null,
    ) => ({
      milestoneName,
      deliverableName,
      budget,
      budgetPercent,
    });
    const categories = feeGridCategories(
      [
        row('Design', 'Design', 0, 25),
        row('Design', 'Wireframes', 900),
        row('Build', 'API', 300),
        row('Build', 'Web', 200.5),
        row('Support', 'On call', 0),
        row(null, 'Loose', 50),
      ],
      10_000,
    );
    expect(categories).toEqual([
      { milestoneName: 'Design', budget: 2500 },
      { milestoneName: 'Build', budget: 500.5 },
      { milestoneName: 'Support', budget: 0 },
    ]);
    expect(categoryBudgetEditable(saved(1), categories[2]!.budget, true)).toBe(false);
    expect(categoryBudgetEditable(saved(1), categories[1]!.budget, true)).toBe(true);
    expect(categoryExpenseTotal([{ budget: 0.1 }, { budget: 0.2 }, { budget: null }])).toBe(0.3);
  });

  it('creates on a named placeholder, deletes a saved expense whose name is cleared', () => {
    expect(feeGridNameChange({ id: 'new1', name: '' }, ' Hotel ')).toEqual({ kind: 'create', name: 'Hotel' });
    expect(feeGridNameChange({ id: 'new1', name: '' }, '  ')).toEqual({ kind: 'none' });
    expect(feeGridNameChange(saved(1), '')).toEqual({ kind: 'delete' });
    expect(feeGridNameChange(saved(1), 'Flights')).toEqual({ kind: 'rename', name: 'Flights' });
    expect(feeGridNameChange(saved(1), 'Travel 1')).toEqual({ kind: 'none' });
  });
});

describe('financials ranges and charts', () => {
  it('starts at the earliest task date when known, else at the year start; ends today (M-104)', () => {
    expect(financialsDefaultRange('2026-05-20', null)).toEqual({ start: '2026-01-01', end: '2026-05-20' });
    expect(financialsDefaultRange('2026-05-20', '2024-03-04')).toEqual({
      start: '2024-03-04',
      end: '2026-05-20',
    });
    expect(financialsDefaultRange('2026-05-20', '2026-06-01')).toEqual({
      start: '2026-06-01',
      end: '2026-06-01',
    });
  });

  it('fixes the bar size to 50 below 10 bars (M-107)', () => {
    expect(barSize(0)).toBe(50);
    expect(barSize(9)).toBe(50);
    expect(barSize(10)).toBeUndefined();
  });

  it('cuts a range into months and merges pages by id (M-110)', () => {
    expect(monthChunks({ start: '2026-01-15', end: '2026-03-02' })).toEqual([
      { start: '2026-01-15', end: '2026-01-31' },
      { start: '2026-02-01', end: '2026-02-28' },
      { start: '2026-03-01', end: '2026-03-02' },
    ]);
    expect(
      mergeById([
        [
          { id: 'a', v: 1 },
          { id: 'b', v: 1 },
        ],
        [{ id: 'b', v: 2 }],
      ]),
    ).toEqual([
      { id: 'a', v: 1 },
      { id: 'b', v: 2 },
    ]);
  });

  it('defaults the export to the current ISO week, Monday to Sunday (M-112)', () => {
    expect(currentIsoWeek('2026-01-07')).toEqual({ start: '2026-01-05', end: '2026-01-11' });
    expect(currentIsoWeek('2026-01-11')).toEqual({ start: '2026-01-05', end: '2026-01-11' });
    expect(currentIsoWeek('2026-01-05')).toEqual({ start: '2026-01-05', end: '2026-01-11' });
  });

  it('exports budget, cost, expenses and hours per contributor, quoted (M-111)', () => {
    const csv = financialsCsv(
      {
        projectName: 'Apollo, Phase 2',
        range: { start: '2026-01-01', end: '2026-01-31' },
        budget: 10000,
        cost: 1205,
        expenses: 300,
        budgetUsed: 0.1505,
        remaining: 8495,
        contributors: [
          { name: 'Eve Employee', hours: 10, rate: 120.5, cost: 1205, rateRule: 'deliverable rate' },
        ],
        deliverables: [{ name: 'Design', budget: 5000, hours: 10, cost: 1205 }],
      },
      'Labor',
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Project,"Apollo, Phase 2"');
    expect(lines).toContain('Budget,"$10,000.00"');
    expect(lines).toContain('Labor,"$1,205.00"');
    expect(lines).toContain('Contributor,Approved Hours,Rate,Labor,Rate Rule');
    expect(lines).toContain('Eve Employee,10,$120.50,"$1,205.00",deliverable rate');
  });
});
