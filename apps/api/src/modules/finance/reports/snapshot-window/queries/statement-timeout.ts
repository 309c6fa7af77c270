import type { DbOrTx } from '@tally/db';
import { sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql/index.js';

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
      // A window answers within a second: compiling its long expressions (shown texts, tokens) to machine code
      // cost more than it saved (PostgreSQL's JIT starts above a plan cost every year's window reaches).
      await tx.execute(sql.raw('SET LOCAL jit = off'));
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
