/**
 * The custom report grid's row model (F-043..F-047): filters, the sort cycle, group levels and the virtual
 * window. Pure and linear or n·log n, so 10,000+ rows stay instant.
 */
import { cellText, FIELD_DEFINITIONS, type ReportField, type ReportRow } from './report-fields.ts';

export const FILTER_OPERATORS = [
  { value: 'contains', label: 'Contains' },
  { value: 'notContains', label: 'Not contains' },
  { value: 'equals', label: 'Equals' },
  { value: 'notEqual', label: 'Not equal' },
  { value: 'startsWith', label: 'Starts with' },
  { value: 'endsWith', label: 'Ends with' },
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number]['value'];
export const FILTER_OPERATOR_VALUES = FILTER_OPERATORS.map((o) => o.value) as [
  FilterOperator,
  ...FilterOperator[],
];

export interface FilterValue {
  operator: FilterOperator;
  value: string;
}
export interface ColumnFilter {
  id: string;
  value: FilterValue;
}
export interface ColumnSort {
  id: string;
  desc: boolean;
}

/** Case-insensitive test of a cell's shown text against one filter (F-047). */
export function matchesFilter(text: string, filter: FilterValue): boolean {
  const haystack = text.toLowerCase();
  const needle = filter.value.toLowerCase();
  switch (filter.operator) {
    case 'contains':
      return haystack.includes(needle);
    case 'notContains':
      return !haystack.includes(needle);
    case 'equals':
      return haystack === needle;
    case 'notEqual':
      return haystack !== needle;
    case 'startsWith':
      return haystack.startsWith(needle);
    case 'endsWith':
      return haystack.endsWith(needle);
  }
}

const asField = (id: string) => (Object.hasOwn(FIELD_DEFINITIONS, id) ? (id as ReportField) : null);

/** Rows matching every filter; a filter compares the text the cell shows. */
export function filterRows<Row extends ReportRow>(
  rows: readonly Row[],
  filters: readonly ColumnFilter[],
): Row[] {
  const active = filters
    .map((filter) => ({ field: asField(filter.id), filter: filter.value }))
    .filter((f): f is { field: ReportField; filter: FilterValue } => f.field !== null);
  if (active.length === 0) return [...rows];
  return rows.filter((row) =>
    active.every(({ field, filter }) => matchesFilter(cellText(field, row[field]), filter)),
  );
}

/** A header click (F-045): ascending, then descending, then no sort; `multi` keeps the other columns' sorts. */
export function nextSorting(sorting: readonly ColumnSort[], id: string, multi = false): ColumnSort[] {
  const current = sorting.find((sort) => sort.id === id);
  const others = multi ? sorting.filter((sort) => sort.id !== id) : [];
  if (!current) return [...others, { id, desc: false }];
  if (!current.desc)
    return multi ? sorting.map((s) => (s.id === id ? { id, desc: true } : s)) : [{ id, desc: true }];
  return others;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type SortKey = string | number | null;
function sortKey(field: ReportField, value: unknown): SortKey {
  if (value === null || value === undefined || value === '') return null;
  const kind = FIELD_DEFINITIONS[field].kind;
  if (kind === 'hours' || kind === 'money' || kind === 'count')
    return typeof value === 'number' ? value : Number(value);
  if (kind === 'list') return Array.isArray(value) ? value.join(', ') : String(value);
  return String(value);
}

/** Empty values last in ascending order (first in descending), numbers numerically, text by collation. */
function compareKeys(a: SortKey, b: SortKey): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Rows in sort order (stable: equal rows keep their order); keys computed once per row. */
export function sortRows<Row extends ReportRow>(rows: readonly Row[], sorting: readonly ColumnSort[]): Row[] {
  const sorts = sorting
    .map((sort) => ({ field: asField(sort.id), desc: sort.desc }))
    .filter((s): s is { field: ReportField; desc: boolean } => s.field !== null);
  if (sorts.length === 0) return [...rows];
  const keys = rows.map((row) => sorts.map(({ field }) => sortKey(field, row[field])));
  const order = rows.map((_, index) => index);
  order.sort((i, j) => {
    const a = keys[i] as SortKey[];
    const b = keys[j] as SortKey[];
    for (let s = 0; s < sorts.length; s++) {
      const result = compareKeys(a[s] as SortKey, b[s] as SortKey);
      if (result !== 0) return sorts[s]!.desc ? -result : result;
    }
    return i - j;
  });
  return order.map((index) => rows[index]!);
}

export interface GroupNode<Row> {
  /** The path of group values, unique among all groups ('project=Apollo|status=Approved'). */
  key: string;
  field: ReportField;
  text: string;
  depth: number;
  rows: Row[];
  children: GroupNode<Row>[] | null;
}

/** Rows grouped level by level (F-046); groups ordered by their value, descending when that column sorts so. */
export function groupRows<Row extends ReportRow>(
  rows: readonly Row[],
  grouping: readonly string[],
  sorting: readonly ColumnSort[] = [],
  depth = 0,
  parentKey = '',
): GroupNode<Row>[] {
  const field = grouping[depth] !== undefined ? asField(grouping[depth]) : null;
  if (!field) return [];
  const buckets = new Map<string, { value: unknown; rows: Row[] }>();
  for (const row of rows) {
    const text = cellText(field, row[field]);
    const bucket = buckets.get(text);
    if (bucket) bucket.rows.push(row);
    else buckets.set(text, { value: row[field], rows: [row] });
  }
  const desc = sorting.find((sort) => sort.id === field)?.desc === true;
  const ordered = [...buckets.entries()].sort(([, a], [, b]) => {
    const result = compareKeys(sortKey(field, a.value), sortKey(field, b.value));
    return desc ? -result : result;
  });
  return ordered.map(([text, bucket]) => {
    const key = `${parentKey}${parentKey ? '|' : ''}${field}=${text}`;
    const deeper = depth + 1 < grouping.length;
    return {
      key,
      field,
      text,
      depth,
      rows: bucket.rows,
      children: deeper ? groupRows(bucket.rows, grouping, sorting, depth + 1, key) : null,
    };
  });
}

/**
 * Moves `id` to where `target` is (drag and drop, F-048) or by `offset` places (keyboard); unknown ids leave the
 * order as it is.
 */
export function moveField(
  order: readonly string[],
  id: string,
  to: { target: string } | { offset: number },
): string[] {
  const from = order.indexOf(id);
  if (from < 0) return [...order];
  const index =
    'target' in to ? order.indexOf(to.target) : Math.min(order.length - 1, Math.max(0, from + to.offset));
  if (index < 0 || index === from) return [...order];
  const next = order.filter((field) => field !== id);
  next.splice(index, 0, id);
  return next;
}

/** Virtual scrolling (F-043): 40 px rows in a 700 px area, 5 rows drawn beyond each edge, scroll read every 50 ms. */
export const GRID_ROW_HEIGHT = 40;
export const GRID_HEIGHT = 700;
export const GRID_OVERSCAN = 5;
export const GRID_SCROLL_THROTTLE_MS = 50;

export interface GridWindow {
  /** First and one past the last item drawn (visible plus buffer). */
  start: number;
  end: number;
  /** First and last item (1-based) fully or partly in view, for 'showing a-b'; 0 and 0 when empty. */
  first: number;
  last: number;
}

export function gridWindow(
  scrollTop: number,
  count: number,
  height = GRID_HEIGHT,
  rowHeight = GRID_ROW_HEIGHT,
  overscan = GRID_OVERSCAN,
): GridWindow {
  if (count === 0) return { start: 0, end: 0, first: 0, last: 0 };
  const maxTop = Math.max(0, count * rowHeight - height);
  const top = Math.min(Math.max(0, scrollTop), maxTop);
  const firstIndex = Math.min(count - 1, Math.floor(top / rowHeight));
  const lastIndex = Math.min(count - 1, Math.ceil((top + height) / rowHeight) - 1);
  return {
    start: Math.max(0, firstIndex - overscan),
    end: Math.min(count, lastIndex + 1 + overscan),
    first: firstIndex + 1,
    last: lastIndex + 1,
  };
}

/** '1,234 rows · showing 1-18' (F-044). */
export function rowCountText(count: number, window: Pick<GridWindow, 'first' | 'last'>): string {
  const rows = `${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'}`;
  return count === 0 ? rows : `${rows} · showing ${window.first}-${window.last}`;
}
