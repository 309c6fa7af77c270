import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  SnapshotGroupsDocument,
  type SnapshotGroupsQuery,
  type SnapshotQueryInput,
  SnapshotTotalsDocument,
  SnapshotWindowDocument,
} from '../../../graphql/generated/graphql.ts';

/** One row of a window: `_id` plus the TimesheetSnapshot fields (dates YYYYMMDD, approvers a list). */
export type WindowRow = { readonly _id: string; readonly [field: string]: unknown };
export type SnapshotGroup = SnapshotGroupsQuery['finance']['timesheetSnapshotGroups'][number];

/** What the screens say when the server gave up on a query after its statement timeout (code TIMEOUT). */
export const TIMEOUT_MESSAGE = 'This took too long. Narrow the date range or add filters, then retry.';

/** The error a screen shows for a failed request: a timeout in the screen's words, else the error itself. */
export function loadError(error: unknown): Error {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'TIMEOUT'))
    return new Error(TIMEOUT_MESSAGE);
  return error instanceof Error ? error : new Error(String(error));
}

/** The count line while a long range's rows are counted (its first rows already shown). */
export const COUNTING_ROWS = 'Counting rows…';

/** Rows per request. */
export const WINDOW_PAGE = 200;
/** Rows fetched beyond each edge of the view, so a steady scroll finds its rows already there. */
export const WINDOW_AHEAD = 100;
/** Pages kept per block; past it the page farthest from the last view is dropped. */
const MAX_PAGES = 40;

export interface WindowSummary {
  total: number;
  hours: number;
  totalCost: number;
}

interface Block {
  summary: WindowSummary | null;
  totalsAsked: boolean;
  pages: Map<number, readonly WindowRow[]>;
  asked: Set<number>;
}

const pathKey = (path: readonly string[]) => JSON.stringify(path);

/**
 * The rows of one query on the server (issue #12): pages of `finance.timesheetSnapshotWindow` per group path,
 * asked as the view needs them and kept by offset, and the group levels of `finance.timesheetSnapshotGroups`.
 * A model answers one query only: a new sort, filter, grouping or range makes a new model, so the answers
 * of the old one (still in flight, then aborted) never reach the screen.
 */
export class SnapshotRowModel {
  private readonly blocks = new Map<string, Block>();
  private readonly groups = new Map<string, readonly SnapshotGroup[] | 'asked'>();
  private readonly controller = new AbortController();
  private listener: (() => void) | null = null;
  private pendingAbort: ReturnType<typeof setTimeout> | undefined;
  error: Error | null = null;

  constructor(
    private readonly client: ApolloClient,
    readonly query: SnapshotQueryInput,
  ) {}

  /** Re-renders on every answer; attach and detach follow the component (StrictMode re-attaches at once). */
  attach(listener: () => void) {
    clearTimeout(this.pendingAbort);
    this.listener = listener;
    listener();
  }

  /** Stops listening; unless attached again at once, the requests in flight are cancelled. */
  detach() {
    this.listener = null;
    this.pendingAbort = setTimeout(() => this.controller.abort(), 0);
  }

  private changed() {
    this.listener?.();
  }

  private block(path: readonly string[]): Block {
    const key = pathKey(path);
    let block = this.blocks.get(key);
    if (!block) {
      block = { summary: null, totalsAsked: false, pages: new Map(), asked: new Set() };
      this.blocks.set(key, block);
    }
    return block;
  }

  private fail(error: unknown) {
    if (this.controller.signal.aborted) return;
    // F-060: a failed fetch is logged and loading ends (the screen offers a retry).
    console.error('Loading the snapshot rows failed', error);
    this.error = loadError(error);
    this.changed();
  }

  /** Total, hours and cost of the rows under `path` once its totals have answered. */
  summary(path: readonly string[] = []): WindowSummary | null {
    return this.blocks.get(pathKey(path))?.summary ?? null;
  }

  /**
   * How many rows `path` holds: its total once counted, else (while the totals are summed) the rows known so
   * far, up to the end of the last page answered; null before any answer.
   */
  rowCount(path: readonly string[] = []): number | null {
    const block = this.blocks.get(pathKey(path));
    if (!block) return null;
    if (block.summary) return block.summary.total;
    let known: number | null = null;
    for (const [page, rows] of block.pages) known = Math.max(known ?? 0, page * WINDOW_PAGE + rows.length);
    return known;
  }

  /** The row at `index` under `path`, or undefined while its page is loading. */
  rowAt(path: readonly string[], index: number): WindowRow | undefined {
    const block = this.blocks.get(pathKey(path));
    return block?.pages.get(Math.floor(index / WINDOW_PAGE))?.[index % WINDOW_PAGE];
  }

  /** Asks the pages holding rows start..end (exclusive) under `path`, with WINDOW_AHEAD rows either side. */
  ensure(path: readonly string[], start: number, end: number) {
    if (this.error) return;
    const block = this.block(path);
    const total = block.summary?.total;
    const from = Math.max(0, start - WINDOW_AHEAD);
    const to = Math.max(from + 1, Math.min(end + WINDOW_AHEAD, total ?? end + WINDOW_AHEAD));
    const first = Math.floor(from / WINDOW_PAGE);
    const last = Math.floor((to - 1) / WINDOW_PAGE);
    for (let page = first; page <= last; page++) {
      if (total !== undefined && page * WINDOW_PAGE >= total && page > 0) break;
      if (!block.asked.has(page)) this.fetchPage(path, block, page);
    }
    this.evict(block, first, last);
  }

  private fetchPage(path: readonly string[], block: Block, page: number) {
    block.asked.add(page);
    this.client
      .query({
        query: SnapshotWindowDocument,
        variables: {
          query: this.query,
          groupPath: [...path],
          offset: page * WINDOW_PAGE,
          limit: WINDOW_PAGE,
        },
        fetchPolicy: 'no-cache',
        context: { fetchOptions: { signal: this.controller.signal } },
      })
      .then(({ data }) => {
        const window = data?.finance.timesheetSnapshotWindow;
        if (!window || this.controller.signal.aborted) return;
        block.pages.set(page, window.rows as WindowRow[]);
        // The totals are asked once the first rows are in: over a year they take every core the database has,
        // and the first rows would wait for them.
        if (!block.totalsAsked) this.fetchTotals(path, block);
        this.changed();
      })
      .catch((error: unknown) => {
        block.asked.delete(page);
        this.fail(error);
      });
  }

  private fetchTotals(path: readonly string[], block: Block) {
    block.totalsAsked = true;
    this.client
      .query({
        query: SnapshotTotalsDocument,
        variables: { query: this.query, groupPath: [...path] },
        fetchPolicy: 'no-cache',
        context: { fetchOptions: { signal: this.controller.signal } },
      })
      .then(({ data }) => {
        const totals = data?.finance.timesheetSnapshotWindow;
        if (!totals || this.controller.signal.aborted) return;
        block.summary = { total: totals.total, hours: totals.hours, totalCost: totals.totalCost };
        this.changed();
      })
      .catch((error: unknown) => {
        block.totalsAsked = false;
        this.fail(error);
      });
  }

  private evict(block: Block, first: number, last: number) {
    if (block.pages.size <= MAX_PAGES) return;
    const far = [...block.pages.keys()]
      .filter((page) => page < first || page > last)
      .sort((a, b) => Math.abs(b - first) - Math.abs(a - first));
    for (const page of far.slice(0, block.pages.size - MAX_PAGES)) {
      block.pages.delete(page);
      block.asked.delete(page);
    }
  }

  /** The groups of the level below `path`, or undefined until they have answered. */
  groupsOf(path: readonly string[]): readonly SnapshotGroup[] | undefined {
    const groups = this.groups.get(pathKey(path));
    return groups === 'asked' ? undefined : groups;
  }

  /** Asks the groups of the level below `path` once. */
  ensureGroups(path: readonly string[]) {
    const key = pathKey(path);
    if (this.error || this.groups.has(key)) return;
    this.groups.set(key, 'asked');
    this.client
      .query({
        query: SnapshotGroupsDocument,
        variables: { query: this.query, groupPath: [...path] },
        fetchPolicy: 'no-cache',
        context: { fetchOptions: { signal: this.controller.signal } },
      })
      .then(({ data }) => {
        if (!data || this.controller.signal.aborted) return;
        this.groups.set(key, data.finance.timesheetSnapshotGroups);
        this.changed();
      })
      .catch((error: unknown) => {
        this.groups.delete(key);
        this.fail(error);
      });
  }
}
