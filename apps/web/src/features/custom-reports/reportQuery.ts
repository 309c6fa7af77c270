import {
  isReportField,
  REPORT_FIELDS,
  type ReportField,
  type ReportRow,
} from '@tally/domain/custom-reports/report-fields';
import type { ReportTableState } from '@tally/domain/custom-reports/saved-reports';
import type { SnapshotQueryInput } from '../../graphql/generated/graphql.ts';

export type BuilderRow = ReportRow & { readonly _id: string };

/** The visible fields in display order (F-041, F-048, F-050). */
export function visibleFields(state: ReportTableState): ReportField[] {
  const known = new Set<string>(REPORT_FIELDS);
  return state.columnOrder.filter(
    (id): id is ReportField => known.has(id) && state.columnVisibility[id] !== false,
  );
}

type QueryState = Pick<ReportTableState, 'sorting' | 'columnFilters' | 'grouping'>;

/** The grouping fields of the state that the server knows, at most three levels (the row model's cap). */
export function groupingOf(state: QueryState): ReportField[] {
  return state.grouping.filter(isReportField).slice(0, 3);
}

/** The sorts of the state as the row model takes them (fields it does not know left out). */
export function sortingOf(state: QueryState) {
  return state.sorting.filter((sort) => isReportField(sort.id)).map(({ id, desc }) => ({ field: id, desc }));
}

/** The filters of the state as the row model takes them (F-047). */
export function filtersOf(state: QueryState) {
  return state.columnFilters
    .filter((filter) => isReportField(filter.id))
    .map(({ id, value }) => ({ field: id, operator: value.operator, value: value.value }));
}

/** The server query of the builder: the range (YYYYMMDD) with the sort, filters and grouping it shows. */
export function reportQuery(range: { startDate: string; endDate: string }, state: QueryState) {
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    sorting: sortingOf(state),
    filters: filtersOf(state),
    grouping: groupingOf(state),
  } satisfies SnapshotQueryInput;
}

/**
 * The export's address (F-051 on the server): the visible columns in display order, the sort and the filters;
 * the server names the file 'TimesheetSnapshot-{YYYYMMDD-HHmm}' in the browser's time zone (tzOffset).
 */
export function customReportExportUrl(
  format: 'csv' | 'xlsx',
  range: { startDate: string; endDate: string },
  state: ReportTableState,
  timezoneOffset = new Date().getTimezoneOffset(),
): string {
  const params = new URLSearchParams({
    start: range.startDate,
    end: range.endDate,
    columns: visibleFields(state).join(','),
    sorting: JSON.stringify(sortingOf(state)),
    filters: JSON.stringify(filtersOf(state)),
    tzOffset: String(timezoneOffset),
  });
  return `/api/reports/custom-report.${format}?${params}`;
}
