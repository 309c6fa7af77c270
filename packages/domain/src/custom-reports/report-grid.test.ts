import { describe, expect, it } from 'vitest';
import {
  type ColumnFilter,
  filterRows,
  gridWindow,
  groupRows,
  matchesFilter,
  moveField,
  nextSorting,
  rowCountText,
  sortRows,
} from './report-grid.ts';

const rows = [
  { id: 1, project: 'Apollo', status: 'Approved', hours: 8, totalCost: 800, taskdate: '20260105' },
  { id: 2, project: 'zephyr', status: 'Declined', hours: 2.5, totalCost: null, taskdate: '20260106' },
  { id: 3, project: 'Apollo', status: 'Submitted-Pending', hours: 4, totalCost: 400, taskdate: '20260104' },
  { id: 4, project: 'Borealis', status: 'Approved', hours: 10, totalCost: 1000, taskdate: null },
];
const ids = (list: readonly { id: number }[]) => list.map((row) => row.id);

describe('filter operators (F-047)', () => {
  it.each([
    ['contains', 'POL', true],
    ['contains', 'x', false],
    ['notContains', 'pol', false],
    ['equals', 'apollo', true],
    ['equals', 'apol', false],
    ['notEqual', 'APOLLO', false],
    ['startsWith', 'ap', true],
    ['endsWith', 'LLO', true],
    ['endsWith', 'ap', false],
  ] as const)('Apollo %s %s → %s (case-insensitive)', (operator, value, expected) => {
    expect(matchesFilter('Apollo', { operator, value })).toBe(expected);
  });

  it('keeps rows matching every filter, on the text the cell shows', () => {
    const filters: ColumnFilter[] = [
      { id: 'project', value: { operator: 'notContains', value: 'zeph' } },
      { id: 'status', value: { operator: 'equals', value: 'approved' } },
    ];
    expect(ids(filterRows(rows, filters))).toEqual([1, 4]);
    expect(
      ids(filterRows(rows, [{ id: 'taskdate', value: { operator: 'startsWith', value: '01/05' } }])),
    ).toEqual([1]);
    expect(
      ids(filterRows(rows, [{ id: 'totalCost', value: { operator: 'contains', value: '$1,0' } }])),
    ).toEqual([4]);
  });
});

describe('sorting (F-045)', () => {
  it('cycles ascending, descending, cleared; a plain click replaces other sorts, multi keeps them', () => {
    expect(nextSorting([], 'hours')).toEqual([{ id: 'hours', desc: false }]);
    expect(nextSorting([{ id: 'hours', desc: false }], 'hours')).toEqual([{ id: 'hours', desc: true }]);
    expect(nextSorting([{ id: 'hours', desc: true }], 'hours')).toEqual([]);
    expect(nextSorting([{ id: 'hours', desc: true }], 'project')).toEqual([{ id: 'project', desc: false }]);
    expect(nextSorting([{ id: 'hours', desc: true }], 'project', true)).toEqual([
      { id: 'hours', desc: true },
      { id: 'project', desc: false },
    ]);
  });

  it('sorts numbers numerically, text case-insensitively, empty values last, stably', () => {
    expect(ids(sortRows(rows, [{ id: 'hours', desc: false }]))).toEqual([2, 3, 1, 4]);
    expect(ids(sortRows(rows, [{ id: 'hours', desc: true }]))).toEqual([4, 1, 3, 2]);
    expect(ids(sortRows(rows, [{ id: 'project', desc: false }]))).toEqual([1, 3, 4, 2]);
    expect(ids(sortRows(rows, [{ id: 'taskdate', desc: false }]))).toEqual([3, 1, 2, 4]);
    expect(ids(sortRows(rows, [{ id: 'totalCost', desc: false }]))).toEqual([3, 1, 4, 2]);
    expect(
      ids(
        sortRows(rows, [
          { id: 'project', desc: false },
          { id: 'hours', desc: true },
        ]),
      ),
    ).toEqual([1, 3, 4, 2]);
  });
});

describe('grouping (F-046)', () => {
  const tree = groupRows(rows, ['status', 'project']);

  it('groups level by level with child counts, ordered by value', () => {
    expect(tree.map((g) => [g.text, g.rows.length])).toEqual([
      ['Approved', 2],
      ['Declined', 1],
      ['Submitted-Pending', 1],
    ]);
    expect(tree[0]?.children?.map((g) => [g.key, g.depth, g.rows.length])).toEqual([
      ['status=Approved|project=Apollo', 1, 1],
      ['status=Approved|project=Borealis', 1, 1],
    ]);
    expect(groupRows(rows, ['status'], [{ id: 'status', desc: true }]).map((g) => g.text)).toEqual([
      'Submitted-Pending',
      'Declined',
      'Approved',
    ]);
  });
});

describe('column order (F-048)', () => {
  it('moves a column onto another one or by an offset, within bounds', () => {
    expect(moveField(['a', 'b', 'c', 'd'], 'a', { target: 'c' })).toEqual(['b', 'c', 'a', 'd']);
    expect(moveField(['a', 'b', 'c', 'd'], 'd', { target: 'a' })).toEqual(['d', 'a', 'b', 'c']);
    expect(moveField(['a', 'b', 'c'], 'b', { offset: -1 })).toEqual(['b', 'a', 'c']);
    expect(moveField(['a', 'b', 'c'], 'c', { offset: 1 })).toEqual(['a', 'b', 'c']);
    expect(moveField(['a', 'b'], 'x', { offset: 1 })).toEqual(['a', 'b']);
  });
});

describe('virtual window (F-043, F-044)', () => {
  it('draws the 700 px window of 40 px rows plus 5 rows each side', () => {
    expect(gridWindow(0, 10_000)).toEqual({ start: 0, end: 23, first: 1, last: 18 });
    expect(gridWindow(4000, 10_000)).toEqual({ start: 95, end: 123, first: 101, last: 118 });
    expect(gridWindow(1e9, 10_000)).toEqual({ start: 9977, end: 10_000, first: 9983, last: 10_000 });
    expect(gridWindow(0, 3)).toEqual({ start: 0, end: 3, first: 1, last: 3 });
    expect(gridWindow(0, 0)).toEqual({ start: 0, end: 0, first: 0, last: 0 });
  });

  it('says how many rows and which are showing', () => {
    expect(rowCountText(10_000, { first: 101, last: 118 })).toBe('10,000 rows · showing 101-118');
    expect(rowCountText(1, { first: 1, last: 1 })).toBe('1 row · showing 1-1');
    expect(rowCountText(0, { first: 0, last: 0 })).toBe('0 rows');
  });
});
