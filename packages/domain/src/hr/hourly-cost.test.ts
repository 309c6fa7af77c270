import { describe, expect, it } from 'vitest';
import {
  filterRollups,
  hourlyCostErrors,
  isoWeekOf,
  HOURLY_COST_MESSAGES as M,
  rollupOptions,
  sortFinancials,
} from './hourly-cost.ts';

describe('hourly cost form rules', () => {
  it('requires the hourly cost and refuses a negative one', () => {
    expect(hourlyCostErrors({ hourlyCost: null, startDate: '2026-01-01', endDate: null })).toEqual({
      hourlyCost: M.hourlyCostRequired,
    });
    expect(hourlyCostErrors({ hourlyCost: -1, startDate: '2026-01-01', endDate: null })).toEqual({
      hourlyCost: M.positive,
    });
    expect(hourlyCostErrors({ hourlyCost: 0, startDate: '2026-01-01', endDate: null })).toEqual({});
  });

  it('requires a start date and an end date not before it', () => {
    expect(hourlyCostErrors({ hourlyCost: 10, startDate: null, endDate: null })).toEqual({
      startDate: M.startDateRequired,
    });
    expect(hourlyCostErrors({ hourlyCost: 10, startDate: '2026-02-02', endDate: '2026-02-01' })).toEqual({
      endDate: M.endBeforeStart,
    });
    expect(hourlyCostErrors({ hourlyCost: 10, startDate: '2026-02-02', endDate: '2026-02-02' })).toEqual({});
  });

  it('sorts records ascending by start date', () => {
    const sorted = sortFinancials([{ startDate: '2026-03-01' }, { startDate: '2025-01-01' }]);
    expect(sorted.map((r) => r.startDate)).toEqual(['2025-01-01', '2026-03-01']);
  });
});

describe('employee rollups', () => {
  it('defaults to the ISO week, Monday to Sunday', () => {
    expect(isoWeekOf('2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(isoWeekOf('2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(isoWeekOf('2026-11-26')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });

  const rows = [
    { name: 'Bo B', project: 'Zeta', deliverable: 'D1', milestone: 'M', hours: 2 },
    { name: 'Al A', project: 'Alpha', deliverable: 'D2, "x"', milestone: 'M', hours: 1.5 },
  ];

  it('filters by project and employee, with options from the rows', () => {
    expect(rollupOptions(rows, 'project')).toEqual(['Alpha', 'Zeta']);
    expect(rollupOptions(rows, 'name')).toEqual(['Al A', 'Bo B']);
    expect(filterRollups(rows, { project: 'Zeta', employee: null })).toEqual([rows[0]]);
    expect(filterRollups(rows, { project: 'Zeta', employee: 'Al A' })).toEqual([]);
    expect(filterRollups(rows, { project: null, employee: null })).toEqual(rows);
  });
});
