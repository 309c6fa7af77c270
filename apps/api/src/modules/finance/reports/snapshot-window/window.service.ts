import type { DbOrTx } from '@tally/db';
import { sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql/index.js';
import type { AppDeps } from '../../../../deps.ts';
import type { SnapshotQuery } from './window.input.ts';
import { finishRow, overrideRulesOf } from './window.overrides.ts';
import {
  findGroups,
  findRowsByIds,
  findTotals,
  findWindowIds,
  type RowsQuery,
  type SnapshotRowRecord,
  type Totals,
} from './window.queries.ts';

/** How long an interactive window or group query may run before PostgreSQL cancels it. */
export const WINDOW_STATEMENT_TIMEOUT_MS = 30_000;

/** PostgreSQL's query_canceled (statement_timeout). */
const QUERY_CANCELED = '57014';

/**
 * Runs `work` in a read transaction whose statements PostgreSQL (and PGlite) cancel after the timeout, so
 * that an unlucky sort or filter over a year cannot hold a connection and the process for minutes.
 */
export async function withStatementTimeout<T>(
  db: DbOrTx,
  work: (tx: DbOrTx) => Promise<T>,
  timeoutMs = WINDOW_STATEMENT_TIMEOUT_MS,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${Math.trunc(timeoutMs)}`));
      // A year's rows are hashed and sorted: in memory rather than in temporary files (default 4 MB).
      await tx.execute(sql.raw(`SET LOCAL work_mem = '64MB'`));
      // The planner takes the (project, person) rate pairs for a tenth of the rows (4,559 were 61,039 at
      // 610,390 rows) and then sorts every row to merge-join them: hashing the few pairs took half the time.
      await tx.execute(sql.raw('SET LOCAL enable_mergejoin = off'));
      return work(tx);
    });
  } catch (error) {
    const code =
      (error as { code?: unknown; cause?: { code?: unknown } }).code ??
      (error as { cause?: { code?: unknown } }).cause?.code;
    if (code === QUERY_CANCELED)
      throw new GraphQLError(
        `The report took longer than ${timeoutMs / 1000} s: narrow the date range or add filters.`,
        { extensions: { code: 'TIMEOUT' } },
      );
    throw error;
  }
}

/** How long the totals of a query are reused: the windows of one scroll ask them again and again. */
export const TOTALS_CACHE_MS = 10_000;
const MAX_CACHED_TOTALS = 200;
const totalsCache = new WeakMap<object, Map<string, { totals: Totals; expires: number }>>();

/** The totals of a query, reused for TOTALS_CACHE_MS per database (a scroll's windows share them). */
async function cachedTotals(root: object, db: DbOrTx, query: RowsQuery): Promise<Totals> {
  const { from, to, granularity, includeTimeOff, filters, grouping, groupPath } = query;
  const key = JSON.stringify([from, to, granularity, includeTimeOff, filters, grouping, groupPath]);
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

export interface SnapshotWindow extends Totals {
  offset: number;
  rows: SnapshotRowRecord[];
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
    const rowsQuery = { ...query, groupPath };
    const totals = await cachedTotals(deps.db, tx, rowsQuery);
    const ids = offset < totals.total ? await findWindowIds(tx, rowsQuery, { offset, limit }) : [];
    return { totals, rows: await findRowsByIds(tx, query, ids) };
  });
  return { ...totals, offset, rows: rows.map((row) => finishRow(row, rules)) };
}

export interface SnapshotGroup {
  key: string[];
  value: string;
  count: number;
  hours: number;
  totalCost: number;
}

/** The groups of the level below `groupPath` (the contract's finance.timesheetSnapshotGroups, F-046). */
export async function snapshotGroups(
  deps: Pick<AppDeps, 'db'>,
  input: { query: SnapshotQuery; groupPath: readonly string[] },
): Promise<SnapshotGroup[]> {
  const groups = await withStatementTimeout(deps.db, (tx) =>
    findGroups(tx, { ...input.query, groupPath: input.groupPath }),
  );
  return groups.map((group) => ({ ...group, key: [...input.groupPath, group.value] }));
}
