import {
  addDays,
  compactToIso,
  isoToCompact,
  isoToDisplay,
  tryCompactToIso,
} from '@tally/domain/shared/dates';
import { TIMESHEET_STATUSES, type TimesheetStatus } from '@tally/domain/timesheets/status';
import { type DateRange, defaultWeekEnd, previousWeekEnd, type WeekDay } from '@tally/domain/timesheets/week';
import type { TablePaginationConfig } from 'antd';
import type { FilterValue } from 'antd/es/table/interface';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const EMPTY_TEXT = 'No timesheets for that range';

/** The status the list shows until the user picks others (F-004). */
export const DEFAULT_STATUSES: readonly TimesheetStatus[] = ['Submitted-Pending'];
export const PAGE_SIZES = [20, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;
/** The search box waits this long after the last key before it asks (F-003, C-061). */
export const SEARCH_DELAY_MS = 700;
/** `status=all`: the user cleared the status filter. */
const ALL = 'all';

/** The previous week (F-002): the week ending a week before this week's end, from its end minus 6 days. */
export function previousWeek(today: string, weekEndDay: WeekDay): DateRange {
  const end = previousWeekEnd(defaultWeekEnd(today, weekEndDay));
  return { start: addDays(end, -6), end };
}

/** The list's state as kept in the URL (shareable, survives a reload). */
export interface FinanceListState {
  range: DateRange;
  search: string;
  /** Statuses kept; empty = every status. */
  statuses: TimesheetStatus[];
  name: string;
  page: number;
  pageSize: number;
}

function parseStatuses(raw: string | null): TimesheetStatus[] {
  if (raw === null) return [...DEFAULT_STATUSES];
  if (raw === ALL) return [];
  const asked = raw.split(',');
  const known = TIMESHEET_STATUSES.filter((status) => asked.includes(status));
  return known.length > 0 ? known : [...DEFAULT_STATUSES];
}

const positive = (raw: string | null, fallback: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** The state of a query string, defaults filled in; a hand-edited URL cannot break the page. */
export function parseListState(query: URLSearchParams, fallbackRange: DateRange): FinanceListState {
  const start = tryCompactToIso(query.get('start') ?? '');
  const end = tryCompactToIso(query.get('end') ?? '');
  const range = start && end && start <= end ? { start, end } : fallbackRange;
  const size = positive(query.get('pageSize'), DEFAULT_PAGE_SIZE);
  return {
    range,
    search: query.get('q') ?? '',
    statuses: parseStatuses(query.get('status')),
    name: query.get('name') ?? '',
    page: positive(query.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The pager of a timesheet list (finance, and the accounting-system push list): state from the URL. */
export function listPagination(state: Pick<FinanceListState, 'page' | 'pageSize'>, total: number) {
  return {
    current: state.page,
    pageSize: state.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (count: number) => `${count} timesheet${count === 1 ? '' : 's'}`,
    hideOnSinglePage: total <= PAGE_SIZES[0],
  };
}

/** 'MM/DD/YYYY - MM/DD/YYYY': the 7 days ending on the sheet's end date (F-007). */
export function weekLabel(endDate: string): string {
  const end = compactToIso(endDate);
  return `${isoToDisplay(addDays(end, -6))} - ${isoToDisplay(end)}`;
}

/** The `finance.timesheets` arguments of the list's state. */
export function listQueryVariables(state: FinanceListState) {
  return {
    startDate: isoToCompact(state.range.start),
    endDate: isoToCompact(state.range.end),
    queryString: state.search || null,
    status: state.statuses.length > 0 ? state.statuses : null,
    name: state.name || null,
    offset: (state.page - 1) * state.pageSize,
    limit: state.pageSize,
  };
}

/** The table's pager and column filters (status, and name where the list has it) written into the URL. */
export function listTableChange(
  state: Pick<FinanceListState, 'pageSize'>,
  change: (next: ListChange) => void,
) {
  return (
    pagination: TablePaginationConfig,
    filters: Record<string, FilterValue | null>,
    _sorter: unknown,
    extra: { action: string },
  ) => {
    if (extra.action === 'paginate') {
      change({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? state.pageSize });
    } else if (extra.action === 'filter') {
      change({
        statuses: (filters.status ?? []) as TimesheetStatus[],
        name: String(filters.name?.[0] ?? ''),
      });
    }
  };
}

export type ListChange = Partial<Omit<FinanceListState, 'page'>> & { page?: number };

/** Writes a change into the query string; any filter change goes back to page 1. */
export function applyChange(query: URLSearchParams, change: ListChange): URLSearchParams {
  const next = new URLSearchParams(query);
  const set = (key: string, value: string) => (value === '' ? next.delete(key) : next.set(key, value));
  if (change.range) {
    next.set('start', isoToCompact(change.range.start));
    next.set('end', isoToCompact(change.range.end));
  }
  if (change.search !== undefined) set('q', change.search.trim());
  if (change.name !== undefined) set('name', change.name.trim());
  if (change.statuses !== undefined) {
    const same =
      change.statuses.length === DEFAULT_STATUSES.length &&
      change.statuses.every((status) => DEFAULT_STATUSES.includes(status));
    if (same) next.delete('status');
    else next.set('status', change.statuses.length === 0 ? ALL : change.statuses.join(','));
  }
  if (change.pageSize !== undefined)
    set('pageSize', change.pageSize === DEFAULT_PAGE_SIZE ? '' : String(change.pageSize));
  const page = change.page ?? 1;
  set('page', page === 1 ? '' : String(page));
  return next;
}

/**
 * The list's state from the URL, and the function that changes it (a new history entry per change).
 * `flushSync` commits the new URL at once instead of in a transition: a search typed while a response is
 * arriving must not render once more with the old query, which asked the server for it again (issue 14).
 * Not for calls from an effect (React ignores flushSync there).
 */
export function useFinanceListParams(today: string, weekEndDay: WeekDay) {
  const [query, setQuery] = useSearchParams();
  const fallback = useMemo(() => previousWeek(today, weekEndDay), [today, weekEndDay]);
  const state = useMemo(() => parseListState(query, fallback), [query, fallback]);
  const change = useCallback(
    (next: ListChange, options: { replace?: boolean; flushSync?: boolean } = {}) =>
      setQuery((current) => applyChange(current, next), {
        replace: options.replace ?? false,
        flushSync: options.flushSync ?? false,
      }),
    [setQuery],
  );
  return { state, change };
}

/** The list's query as the export's parameters: every page of the same filters (statuses comma-separated). */
export function exportParamsOf(variables: ReturnType<typeof listQueryVariables>): Record<string, string> {
  const params: Record<string, string> = { startDate: variables.startDate, endDate: variables.endDate };
  if (variables.queryString) params.queryString = variables.queryString;
  if (variables.status) params.status = variables.status.join(',');
  if (variables.name) params.name = variables.name;
  return params;
}
