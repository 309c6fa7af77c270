import { cellText, REPORT_FIELDS, type ReportField } from '@tally/domain/custom-reports/report-fields';
import {
  type ColumnFilter,
  type ColumnSort,
  FILTER_OPERATOR_VALUES,
  type FilterOperator,
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

  // Each direction is its own test, so that each stays well inside its time on a loaded PGlite (52 sorts in one
  // test took 23-60 s).
  it.each([
    ['ascending', false],
    ['descending', true],
  ])('sorts by every field, %s', async (_, desc) => {
    for (const id of REPORT_FIELDS) {
      const sorting: ColumnSort[] = [{ id, desc }];
      const { rows } = await allRows(t.finance, query(sorting), 400);
      expect(ids(rows), JSON.stringify(sorting)).toEqual(ids(sortRows(all, sorting)));
    }
  });

  it('sorts by several fields', async () => {
    const sortings: ColumnSort[][] = [
      [
        { id: 'lastName', desc: false },
        { id: 'hours', desc: true },
      ],
      [
        { id: 'status', desc: true },
        { id: 'approvedOn', desc: false },
        { id: 'totalCost', desc: true },
      ],
    ];
    for (const sorting of sortings) {
      const { rows } = await allRows(t.finance, query(sorting), 400);
      expect(ids(rows), JSON.stringify(sorting)).toEqual(ids(sortRows(all, sorting)));
    }
  });

  const filterCases = (fields: readonly ReportField[], operators: readonly FilterOperator[]) =>
    fields.flatMap((field) => {
      const sample = all.map((row) => cellText(field, row[field])).find((text) => text.length > 2) ?? '';
      const needles = [sample.toUpperCase(), sample.slice(1, -1), sample.slice(-2)];
      return operators.flatMap((operator) =>
        needles.map((value): ColumnFilter[] => [{ id: field, value: { operator, value } }]),
      );
    });
  const expectFiltered = async (filters: ColumnFilter[]) => {
    const { rows } = await allRows(t.finance, query([], filters));
    const [{ id, value }] = filters as [ColumnFilter & { value: { operator: string; value: string } }];
    expect(ids(rows), `${id} ${value.operator} '${value.value}'`).toEqual(ids(filterRows(all, filters)));
  };

  // Every operator on a text and a money field; each other kind's shown text with two of them (144 windows in
  // one test took 30-60 s on PGlite).
  it('filters a text and a money field with every operator, case-insensitively', async () => {
    for (const filters of filterCases(['lastName', 'totalCost'], FILTER_OPERATOR_VALUES))
      await expectFiltered(filters);
  });

  it('filters each kind of shown text, and on two fields at once', async () => {
    const fields: ReportField[] = ['endDate', 'hours', 'rate', 'approvers', 'comment', 'roles'];
    for (const filters of filterCases(fields, ['contains', 'equals'])) await expectFiltered(filters);
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
