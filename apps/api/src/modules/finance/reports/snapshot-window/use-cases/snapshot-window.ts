import type { DbOrTx } from '@tally/db';
import type { AppDeps } from '../../../../../deps.ts';
import type { SnapshotQuery } from '../inputs.ts';
import { finishRow, overrideRulesOf } from '../overrides.ts';
import { withStatementTimeout } from '../queries/statement-timeout.ts';
import { findTokenFreeFields } from '../queries/token-free.ts';
import {
  filteredFields,
  findRowsByIds,
  findTotals,
  findWindowIds,
  type RowsQuery,
} from '../queries/window.ts';
import type { SnapshotWindow, Totals } from '../records.ts';

/** How long the totals of a query are reused: the windows of one scroll ask them again and again. */
export const TOTALS_CACHE_MS = 10_000;

const MAX_CACHED_TOTALS = 200;

const totalsCache = new WeakMap<object, Map<string, { totals: Totals; expires: number }>>();

/** The totals of a query, reused for TOTALS_CACHE_MS per database (a scroll's windows share them). */
async function cachedTotals(root: object, db: DbOrTx, query: RowsQuery): Promise<Totals> {
  const { from, to, granularity, includeTimeOff, filters, grouping, groupPath, tokenFree } = query;
  const key = JSON.stringify([
    from,
    to,
    granularity,
    includeTimeOff,
    filters,
    grouping,
    groupPath,
    [...(tokenFree ?? [])],
  ]);
  let entries = totalsCache.get(root);
  if (!entries) {
    entries = new Map();
    totalsCache.set(root, entries);
  }
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.totals;
  const totals = await findTotals(db, query);
  if (entries.size >= MAX_CACHED_TOTALS) entries.delete(entries.keys().next().value as string);
  entries.set(key, { totals, expires: now + TOTALS_CACHE_MS });
  return totals;
}

/**
 * One window of a snapshot query (the contract's finance.timesheetSnapshotWindow): the totals of the rows
 * matching it (inside `groupPath`), and the rows offset..offset+limit in sort order, read whole, with the
 * viewer's overrides (when asked and configured) and tokens applied. Three statements whatever the range.
 */
export async function snapshotWindow(
  deps: Pick<AppDeps, 'db'>,
  viewerId: string,
  input: { query: SnapshotQuery; groupPath: readonly string[]; offset: number; limit: number },
): Promise<SnapshotWindow> {
  const { query, groupPath, offset, limit } = input;
  const rules = query.applyOverrides ? await overrideRulesOf(deps.db, viewerId) : [];
  const { totals, rows } = await withStatementTimeout(deps.db, async (tx) => {
    const tokenFree = await findTokenFreeFields(tx, filteredFields({ ...query, groupPath }));
    const rowsQuery = { ...query, groupPath, tokenFree };
    const totals = await cachedTotals(deps.db, tx, rowsQuery);
    const ids = offset < totals.total ? await findWindowIds(tx, rowsQuery, { offset, limit }) : [];
    return { totals, rows: await findRowsByIds(tx, query, ids) };
  });
  return { ...totals, offset, rows: rows.map((row) => finishRow(row, rules)) };
}
