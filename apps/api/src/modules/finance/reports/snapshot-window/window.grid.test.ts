import { cellText, REPORT_FIELDS, type ReportField } from '@tally/domain/custom-reports/report-fields';
import {
  type ColumnFilter,
  type ColumnSort,
  FILTER_OPERATOR_VALUES,
  filterRows,
  groupRows,
  sortRows,
} from '@tally/domain/custom-reports/report-grid';
import { beforeAll, expect, it } from 'vitest';
import { allRows, describeWithScaleWorld, groups, type Row } from './window.fixtures.ts';

/**
 * The SQL row model against the browser's (report-grid.ts): for each sort, filter and grouping the windows
 * and groups equal what filterRows, sortRows and groupRows compute on the same rows.
 */

const ids = (rows: readonly Row[]) => rows.map((row) => row._id);
const query = (sorting: ColumnSort[], filters: ColumnFilter[] = [], grouping: string[] = []) => ({
  sorting: sorting.map((sort) => ({ field: sort.id, desc: sort.desc })),
  filters: filters.map((filter) => ({ field: filter.id, ...filter.value })),
  grouping,
});
const total = (rows: readonly Row[], field: string) =>
  rows.reduce((sum, row) => sum + (typeof row[field] === 'number' ? (row[field] as number) : 0), 0);

describeWithScaleWorld('the snapshot row model matches report-grid', (t) => {
  let all: Row[] = [];
  beforeAll(async () => {
    all = (await allRows(t.finance, {})).rows;
  });

  it('sorts by every field, ascending and descending, and by several fields', async () => {
    const sortings: ColumnSort[][] = REPORT_FIELDS.flatMap((id) => [
      [{ id, desc: false }],
      [{ id, desc: true }],
    ]);
    sortings.push(
      [
        { id: 'lastName', desc: false },
        { id: 'hours', desc: true },
      ],
      [
        { id: 'status', desc: true },
        { id: 'approvedOn', desc: false },
        { id: 'totalCost', desc: true },
      ],
    );
    for (const sorting of sortings) {
      const { rows } = await allRows(t.finance, query(sorting), 400);
      expect(ids(rows), JSON.stringify(sorting)).toEqual(ids(sortRows(all, sorting)));
    }
  });

  it('filters on the shown text with every operator, case-insensitively', async () => {
    const fields: ReportField[] = [
      'lastName',
      'endDate',
      'hours',
      'totalCost',
      'rate',
      'approvers',
      'comment',
      'roles',
    ];
    // Every operator on a text and a money field; the others (each kind's shown text) with two of them, so that
    // the test stays well inside its time on a loaded machine (144 windows took 30-60 s on PGlite).
    const everyOperator = new Set<ReportField>(['lastName', 'totalCost']);
    for (const field of fields) {
      const sample = all.map((row) => cellText(field, row[field])).find((text) => text.length > 2) ?? '';
      const needles = [sample.toUpperCase(), sample.slice(1, -1), sample.slice(-2)];
      const operators = everyOperator.has(field) ? FILTER_OPERATOR_VALUES : (['contains', 'equals'] as const);
      for (const operator of operators)
        for (const value of needles) {
          const filters: ColumnFilter[] = [{ id: field, value: { operator, value } }];
          const { rows } = await allRows(t.finance, query([], filters));
          expect(ids(rows), `${field} ${operator} '${value}'`).toEqual(ids(filterRows(all, filters)));
        }
    }
    const both: ColumnFilter[] = [
      { id: 'status', value: { operator: 'equals', value: 'approved' } },
      { id: 'hours', value: { operator: 'notEqual', value: '8' } },
    ];
    const sorting = [{ id: 'totalCost', desc: true }];
    const { rows, answer } = await allRows(t.finance, query(sorting, both), 50);
    const expected = sortRows(filterRows(all, both), sorting);
    expect(ids(rows)).toEqual(ids(expected));
    expect(answer.total).toBe(expected.length);
    expect(answer.totalCost).toBeCloseTo(total(expected, 'totalCost'), 2);
  });

  it('groups by the shown text level by level, ordered as F-046, with counts and totals', async () => {
    const cases: { grouping: string[]; sorting: ColumnSort[] }[] = [
      { grouping: ['project', 'status'], sorting: [] },
      { grouping: ['endDate', 'lastName', 'taskdate'], sorting: [{ id: 'endDate', desc: true }] },
      { grouping: ['approvers', 'hours'], sorting: [{ id: 'hours', desc: true }] },
      { grouping: ['totalCost'], sorting: [] },
      { grouping: ['rate', 'clientName'], sorting: [{ id: 'rate', desc: true }] },
      { grouping: ['supervisor', 'milestone'], sorting: [{ id: 'milestone', desc: false }] },
    ];
    for (const { grouping, sorting } of cases) {
      const expected = groupRows(sortRows(all, sorting), grouping, sorting);
      const top = (await groups(t.finance, query(sorting, [], grouping))).data!.timesheetSnapshotGroups;
      const shape = (nodes: typeof expected) =>
        nodes.map((node) => ({
          value: node.text,
          count: node.rows.length,
          hours: Math.round(total(node.rows, 'hours') * 100) / 100,
          totalCost: Math.round(total(node.rows, 'totalCost') * 100) / 100,
        }));
      const rounded = (list: typeof top) =>
        list.map((group) => ({
          value: group.value,
          count: group.count,
          hours: Math.round(group.hours * 100) / 100,
          totalCost: Math.round(group.totalCost * 100) / 100,
        }));
      expect(rounded(top), JSON.stringify(grouping)).toEqual(shape(expected));
      expect(top.every((group) => group.key.length === 1)).toBe(true);
      // The level below the largest group, and that group's rows in sort order.
      const largest = [...expected].sort((a, b) => b.rows.length - a.rows.length)[0]!;
      const path = [largest.text];
      const window = await allRows(t.finance, query(sorting, [], grouping), 1000, path);
      expect(ids(window.rows)).toEqual(ids(largest.rows));
      if (grouping.length > 1) {
        const below = (await groups(t.finance, query(sorting, [], grouping), path)).data!
          .timesheetSnapshotGroups;
        expect(rounded(below)).toEqual(shape(largest.children ?? []));
        expect(below[0]?.key).toEqual([largest.text, largest.children?.[0]?.text]);
      }
    }
  });
});
