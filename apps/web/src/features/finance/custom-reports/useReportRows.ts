import { REPORT_FIELDS, type ReportField, type ReportRow } from '@tally/domain/report-fields';
import { filterRows, flattenGroups, type GridItem, groupRows, sortRows } from '@tally/domain/report-grid';
import { applyTokens } from '@tally/domain/report-tokens';
import type { ReportTableState } from '@tally/domain/saved-reports';
import { useMemo } from 'react';

export type BuilderRow = ReportRow & { readonly _id: string };

const rowKey = (row: BuilderRow) => row._id;

/** The visible fields in display order (F-041, F-048, F-050). */
export function visibleFields(state: ReportTableState): ReportField[] {
  const known = new Set<string>(REPORT_FIELDS);
  return state.columnOrder.filter(
    (id): id is ReportField => known.has(id) && state.columnVisibility[id] !== false,
  );
}

/**
 * The grid's lines from the rows and the state, each step memoised on its own inputs: tokens are replaced once
 * per fetch, filtering only when filters change, sorting only when the sort or the filtered rows change.
 */
export function useReportRows(
  rows: readonly BuilderRow[],
  state: ReportTableState,
  expanded: ReadonlySet<string>,
) {
  const resolved = useMemo(() => rows.map((row) => applyTokens(row)), [rows]);
  const filtered = useMemo(() => filterRows(resolved, state.columnFilters), [resolved, state.columnFilters]);
  const sorted = useMemo(() => sortRows(filtered, state.sorting), [filtered, state.sorting]);
  const groups = useMemo(
    () => (state.grouping.length > 0 ? groupRows(sorted, state.grouping, state.sorting) : null),
    [sorted, state.grouping, state.sorting],
  );
  const items: GridItem<BuilderRow>[] = useMemo(
    () =>
      groups
        ? flattenGroups(groups, expanded, rowKey)
        : sorted.map((row) => ({ type: 'row' as const, key: row._id, row, depth: 0 })),
    [groups, sorted, expanded],
  );
  return { items, filtered: sorted };
}
