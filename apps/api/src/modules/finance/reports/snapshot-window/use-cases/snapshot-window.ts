import type { DbOrTx } from '@tally/db';
import { finishSnapshotRow } from '@tally/domain/finance/snapshots';
import type { AppDeps } from '../../../../../deps.ts';
import type { SnapshotQuery } from '../inputs.ts';
import { overrideRulesOf } from '../queries/saved-overrides.ts';
import { withStatementTimeout } from '../queries/statement-timeout.ts';
import { findTokenFreeFields } from '../queries/token-free.ts';
import {
  filteredFields,
  findRowsByIds,
  findTotals,
  findWindowIds,
  type RowsQuery,
} from '../queries/window.ts';
import type { SnapshotRowRecord, SnapshotWindow, Totals } from '../records.ts';

/** How long the totals of a query are reused: the windows of one scroll ask them again and again. */
export const TOTALS_CACHE_MS = 10_000;

const MAX_CACHED_TOTALS = 200;

const totalsCache = new WeakMap<object, Map<string, { totals: Totals; expires: number }>>();

/**
 * The totals of a query, reused for TOTALS_CACHE_MS per database (a scroll's windows share them): a hit asks
 * the database nothing, not even which fields hold tokens.
 */
async function cachedTotals(
  root: object,
  input: Pick<WindowInput, 'query' | 'groupPath'>,
  count: () => Promise<Totals>,
): Promise<Totals> {
  const { from, to, granularity, includeTimeOff, filters, grouping } = input.query;
  const key = JSON.stringify([from, to, granularity, includeTimeOff, filters, grouping, input.groupPath]);
  let entries = totalsCache.get(root);
  if (!entries) {
    entries = new Map();
    totalsCache.set(root, entries);
  }
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.totals;
  const totals = await count();
  if (entries.size >= MAX_CACHED_TOTALS) entries.delete(entries.keys().next().value as string);
  entries.set(key, { totals, expires: now + TOTALS_CACHE_MS });
  return totals;
}

export interface WindowInput {
  query: SnapshotQuery;
  groupPath: readonly string[];
  offset: number;
  limit: number;
}

/** The rows query of a window input: its group path and the fields that compare their plain value. */
async function rowsQueryOf(
  tx: DbOrTx,
  input: Pick<WindowInput, 'query' | 'groupPath'>,
): Promise<RowsQuery & Pick<SnapshotQuery, 'sorting'>> {
  const rowsQuery = { ...input.query, groupPath: input.groupPath };
  return { ...rowsQuery, tokenFree: await findTokenFreeFields(tx, filteredFields(rowsQuery)) };
}

/** The count, hours and cost of the rows of a query (inside `groupPath`), reused for TOTALS_CACHE_MS. */
export function snapshotTotals(
  deps: Pick<AppDeps, 'db'>,
  input: Pick<WindowInput, 'query' | 'groupPath'>,
): Promise<Totals> {
  return cachedTotals(deps.db, input, () =>
    withStatementTimeout(deps.db, async (tx) => findTotals(tx, await rowsQueryOf(tx, input))),
  );
}

/**
 * The rows offset..offset+limit of a query in sort order (none past the end), read whole, with the viewer's
 * overrides (when asked and configured) and tokens applied. It does not count the query's rows: a year's
 * first rows come back in milliseconds while its totals (a pass over every row) are still being summed.
 */
export async function snapshotRows(
  deps: Pick<AppDeps, 'db'>,
  viewerId: string,
  input: WindowInput,
): Promise<SnapshotRowRecord[]> {
  const rules = input.query.applyOverrides ? await overrideRulesOf(deps.db, viewerId) : [];
  const rows = await withStatementTimeout(deps.db, async (tx) => {
    const ids = await findWindowIds(tx, await rowsQueryOf(tx, input), input);
    return findRowsByIds(tx, input.query, ids);
  });
  return rows.map((row) => finishSnapshotRow(row, rules));
}

/**
 * A window's totals and rows at once, side by side: what finance.timesheetSnapshotWindow answers when a request
 * selects every field (the schema resolves each part only when selected); the bench's first window.
 */
export async function snapshotWindow(
  deps: Pick<AppDeps, 'db'>,
  viewerId: string,
  input: WindowInput,
): Promise<SnapshotWindow> {
  const [totals, rows] = await Promise.all([
    snapshotTotals(deps, input),
    snapshotRows(deps, viewerId, input),
  ]);
  return { ...totals, offset: input.offset, rows };
}
