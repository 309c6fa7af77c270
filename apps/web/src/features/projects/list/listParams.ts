import {
  BUDGET_USED_FILTER_OPTIONS,
  DEFAULT_STATUS_FILTER,
  PROJECT_SORT_FIELDS,
  type ProjectSortField,
  type SortOrder,
} from '@tally/domain/projects/project-list';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const VIEW_TYPES = ['grid', 'list', 'table'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];
export const VIEW_STORAGE_KEY = 'projectsViewType';

/** The list's filters as kept in the `filter` query parameter (JSON). */
export interface ListFilter {
  budgetUsed?: number;
  client?: string;
  sector?: string;
  /** A Status term; null = any status; absent = the default 'In Progress'. */
  status?: string | null;
  archived?: boolean;
}

export interface ListSort {
  sortBy: ProjectSortField;
  sortOrder: SortOrder;
}

const isViewType = (value: unknown): value is ViewType =>
  typeof value === 'string' && (VIEW_TYPES as readonly string[]).includes(value);

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The filter of the URL, keeping only known keys with valid values (a hand-edited URL cannot break the page). */
export function parseFilter(text: string | null): ListFilter {
  const raw = parseJson(text);
  if (!raw || typeof raw !== 'object') return {};
  const value = raw as Record<string, unknown>;
  const filter: ListFilter = {};
  if (
    typeof value.budgetUsed === 'number' &&
    (BUDGET_USED_FILTER_OPTIONS as readonly number[]).includes(value.budgetUsed)
  ) {
    filter.budgetUsed = value.budgetUsed;
  }
  if (typeof value.client === 'string' && value.client) filter.client = value.client;
  if (typeof value.sector === 'string' && value.sector) filter.sector = value.sector;
  if (typeof value.status === 'string' || value.status === null) filter.status = value.status;
  if (value.archived === true) filter.archived = true;
  return filter;
}

export function parseSort(text: string | null): ListSort | null {
  const raw = parseJson(text);
  if (!raw || typeof raw !== 'object') return null;
  const { sortBy, sortOrder } = raw as Record<string, unknown>;
  if (!(PROJECT_SORT_FIELDS as readonly unknown[]).includes(sortBy)) return null;
  return { sortBy: sortBy as ProjectSortField, sortOrder: sortOrder === -1 ? -1 : 1 };
}

/** The status the list asks for: the default 'In Progress' unless the user chose another or any. */
export const effectiveStatus = (filter: ListFilter): string | null =>
  filter.status === undefined ? DEFAULT_STATUS_FILTER : filter.status;

function storedView(): ViewType | null {
  try {
    const value = globalThis.localStorage?.getItem(VIEW_STORAGE_KEY);
    return isViewType(value) ? value : null;
  } catch {
    return null;
  }
}

function storeView(view: ViewType): void {
  try {
    globalThis.localStorage?.setItem(VIEW_STORAGE_KEY, view);
  } catch {
    // Storage may be unavailable (private mode); the URL still carries the view.
  }
}

/**
 * The list state in the URL (M-009, M-010): viewType (else the stored view, else grid), filter (JSON),
 * sort (JSON) and search. Changing the view also stores it in localStorage.
 */
export function useProjectListParams() {
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('viewType');
  const view: ViewType = isViewType(viewParam) ? viewParam : (storedView() ?? 'grid');
  const filterText = params.get('filter');
  const sortText = params.get('sort');
  const filter = useMemo(() => parseFilter(filterText), [filterText]);
  const sort = useMemo(() => parseSort(sortText), [sortText]);
  const search = params.get('search') ?? '';

  const update = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setView = useCallback(
    (next: ViewType) => {
      storeView(next);
      update('viewType', next);
    },
    [update],
  );
  const setFilter = useCallback(
    (next: ListFilter) => update('filter', Object.keys(next).length === 0 ? null : JSON.stringify(next)),
    [update],
  );
  const setSort = useCallback(
    (next: ListSort | null) => update('sort', next ? JSON.stringify(next) : null),
    [update],
  );
  const setSearch = useCallback(
    (next: string) => update('search', next.trim() === '' ? null : next),
    [update],
  );

  return { view, filter, sort, search, setView, setFilter, setSort, setSearch };
}
