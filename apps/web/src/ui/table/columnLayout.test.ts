import { EMPTY_LAYOUT } from '@tally/domain/settings/grid-columns';
import { describe, expect, it } from 'vitest';
import { type LayoutColumn, orderColumns, resolveLayout, withMove, withVisibility } from './columnLayout.ts';

const columns: LayoutColumn[] = [
  { key: 'name', label: 'Name', width: 200, priority: 1, locked: true },
  { key: 'hours', label: 'Hours', width: 100, priority: 1 },
  { key: 'rate', label: 'Rate', width: 100, priority: 3 },
  { key: 'cost', label: 'Cost', width: 100, priority: 1 },
  { key: 'rule', label: 'Rule', width: 200, priority: 2 },
  { key: 'note', label: 'Note', width: 100, priority: 2, defaultHidden: true },
];

describe('column layout rules', () => {
  it('fits the container by leaving out the lowest-priority columns first', () => {
    expect(resolveLayout(columns, EMPTY_LAYOUT, 0).visible).toEqual([
      'name',
      'hours',
      'rate',
      'cost',
      'rule',
    ]);
    expect(resolveLayout(columns, EMPTY_LAYOUT, 700).visible).toEqual([
      'name',
      'hours',
      'rate',
      'cost',
      'rule',
    ]);
    const narrow = resolveLayout(columns, EMPTY_LAYOUT, 600);
    expect(narrow.visible).toEqual(['name', 'hours', 'cost', 'rule']);
    expect(narrow.hiddenToFit).toEqual(['rate']);
    // Priority 1 and locked columns never give way, even when they still do not fit.
    expect(resolveLayout(columns, EMPTY_LAYOUT, 300).visible).toEqual(['name', 'hours', 'cost']);
  });

  it('squeezes the columns that never give way towards their minimum width before scrolling', () => {
    const fixed: LayoutColumn[] = [
      { key: 'name', label: 'Name', width: 240, minWidth: 140, priority: 1, locked: true },
      { key: 'cost', label: 'Cost', width: 120, minWidth: 90, priority: 1 },
      { key: 'actions', label: 'Actions', width: 140, minWidth: 130, priority: 1 },
    ];
    const fits = resolveLayout(fixed, EMPTY_LAYOUT, 420);
    expect(fits.visible).toEqual(['name', 'cost', 'actions']);
    expect(fits.total).toBeLessThanOrEqual(420);
    // Each gives in proportion to what it can spare: the name most, the actions least.
    expect(fits.widths).toEqual({ name: 182, cost: 102, actions: 134 });
    // Below the sum of the minimums each stays at its minimum (the table scrolls).
    expect(resolveLayout(fixed, EMPTY_LAYOUT, 300).widths).toEqual({ name: 140, cost: 90, actions: 130 });
    // A column without a minimum keeps its width; the others give the more.
    const [name, cost, actions] = fixed as [LayoutColumn, LayoutColumn, LayoutColumn];
    const plainCost = resolveLayout([name, { ...cost, minWidth: undefined }, actions], EMPTY_LAYOUT, 420);
    expect(plainCost.widths).toEqual({ name: 167, cost: 120, actions: 132 });
    // Wide enough: the default widths.
    expect(resolveLayout(fixed, EMPTY_LAYOUT, 600).widths).toEqual({ name: 240, cost: 120, actions: 140 });
  });

  it("keeps a column the user asked for, and the user's hidden ones stay hidden", () => {
    const layout = withVisibility(withVisibility(EMPTY_LAYOUT, 'rate', true), 'hours', false);
    expect(resolveLayout(columns, layout, 600).visible).toEqual(['name', 'rate', 'cost', 'rule']);
    expect(resolveLayout(columns, withVisibility(EMPTY_LAYOUT, 'note', true), 0).visible).toContain('note');
  });

  it('orders by the saved order, new columns beside their default neighbour, locked ones first', () => {
    expect(orderColumns(columns, ['cost', 'hours', 'name', 'gone'])).toEqual([
      'name',
      'cost',
      'rule',
      'note',
      'hours',
      'rate',
    ]);
    const moved = withMove(columns, EMPTY_LAYOUT, 'hours', -1);
    expect(moved).toBe(EMPTY_LAYOUT);
    expect(withMove(columns, EMPTY_LAYOUT, 'rule', -1).order).toEqual([
      'hours',
      'rate',
      'rule',
      'cost',
      'note',
    ]);
  });
});
