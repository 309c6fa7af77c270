import type { DbOrTx, Tx } from '@tally/db';
import { type CopyOptions, type CopyPool, copyInChunks } from '@tally/db/copy-out';
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';

/** A one-slot mailbox between the generator and the transaction that holds the cursor. */
class Mailbox<T> {
  private values: T[] = [];
  private waiter: ((value: T) => void) | null = null;

  put(value: T): void {
    if (this.waiter) {
      const waiter = this.waiter;
      this.waiter = null;
      waiter(value);
    } else this.values.push(value);
  }

  take(): Promise<T> {
    if (this.values.length > 0) return Promise.resolve(this.values.shift()!);
    return new Promise((resolve) => {
      this.waiter = resolve;
    });
  }
}

let cursorCount = 0;

/** `db`'s PostgreSQL pool (another connection can cancel a statement), null on PGlite and in a transaction. */
function postgresPoolOf(db: DbOrTx): CopyPool | null {
  if (db instanceof PgTransaction) return null;
  const client = (db as { $client?: { totalCount?: unknown } }).$client;
  return typeof client?.totalCount === 'number' ? (client as unknown as CopyPool) : null;
}

function onPostgresPool(db: DbOrTx): boolean {
  return postgresPoolOf(db) !== null;
}

/**
 * Cancels the statement running in `tx` when `signal` aborts (pg_cancel_backend from another connection of
 * `db`'s pool): a year's sorted FETCH may run for seconds before its first row, and a client that went away
 * must not keep it running. The returned function stops listening. PGlite runs one statement at a time in
 * this process and cannot be interrupted: there the cursor stops after the current FETCH.
 */
async function cancelOnAbort(
  db: DbOrTx,
  tx: DbOrTx,
  cursor: string,
  signal: AbortSignal | undefined,
): Promise<() => void> {
  if (!signal || !onPostgresPool(db)) return () => {};
  const { rows } = await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
  const pid = Number(rows[0]?.pid);
  // Only while that connection still runs this cursor's FETCH: a late cancel must never reach a statement of
  // another request that got the connection from the pool since.
  const cancel = () => {
    db.execute(
      sql`SELECT pg_cancel_backend(pid) FROM pg_stat_activity
          WHERE pid = ${pid} AND state = 'active' AND query LIKE ${`FETCH % FROM ${cursor}`}`,
    ).catch((error: unknown) => console.error('cancelling an export statement failed', error));
  };
  if (signal.aborted) cancel();
  signal.addEventListener('abort', cancel, { once: true });
  return () => signal.removeEventListener('abort', cancel);
}

/** DECLAREs a cursor for `query` in `tx` and yields its rows `chunkSize` at a time; CLOSEs it however it ends. */
function nextCursorName(): string {
  cursorCount = (cursorCount + 1) % 1_000_000;
  return `tally_export_${cursorCount}`;
}

async function* fetchInTransaction<T>(
  tx: DbOrTx,
  query: SQL,
  chunkSize: number,
  signal?: AbortSignal,
  cursor = nextCursorName(),
): AsyncGenerator<T[]> {
  const name = sql.raw(cursor);
  await tx.execute(sql`DECLARE ${name} NO SCROLL CURSOR FOR ${query}`);
  // After a failed FETCH the transaction is aborted and CLOSE would fail too, hiding the first error.
  let failed = false;
  try {
    for (;;) {
      if (signal?.aborted) return;
      const { rows } = await tx
        .execute(sql`FETCH ${sql.raw(String(chunkSize))} FROM ${name}`)
        .catch((error) => {
          failed = true;
          throw error;
        });
      if (rows.length > 0) yield rows as T[];
      if (rows.length < chunkSize) return;
    }
  } finally {
    if (!failed) await tx.execute(sql`CLOSE ${name}`);
  }
}

type Reply<T> = { rows: T[] } | { error: unknown };

/**
 * Rows per FETCH: large enough that a round trip is a small part of a chunk, small enough that a chunk's rows
 * die young. Six months of the daily snapshot's CSV (610,390 rows of 33 columns) took 10.7 s of CPU and 470 MB
 * with 10,000 (nearly half of it garbage collection of rows promoted while the next chunk was read), 9.0 s with
 * 2,000, and 7.6-8.0 s and 315 MB with 1,000 or 500 (bench/RESULTS.md, 2026-11-27 stop 22).
 */
export const DEFAULT_CHUNK_ROWS = 1_000;

export interface ReadOptions {
  /** Aborted when the reader's client went away: the running statement is cancelled and reading ends. */
  signal?: AbortSignal;
}

/**
 * Reads the rows of `query` through a server-side cursor, `chunkSize` rows at a time, so that a long result is
 * never held whole (issue #12: no request holds the process). The cursor lives in a transaction: given the
 * database, one is opened (on PostgreSQL a connection of its own from the pool, held only while the rows are
 * read; on PGlite the one connection, so other statements wait until the cursor closes: the code that consumes
 * the chunks must not query the database itself before the generator ends). Given a transaction, the cursor
 * lives in it. The next chunk is fetched while the consumer handles one (at most two chunks in memory).
 * Stopping early (`return()`, a `break` of for-await) closes the cursor and ends the transaction.
 */
export async function* readInChunks<T>(
  db: DbOrTx,
  query: SQL,
  chunkSize = DEFAULT_CHUNK_ROWS,
  options: ReadOptions = {},
): AsyncGenerator<T[]> {
  if (!Number.isInteger(chunkSize) || chunkSize < 1)
    throw new RangeError('chunkSize must be a positive integer');
  const { signal } = options;
  if (db instanceof PgTransaction) {
    yield* fetchInTransaction<T>(db, query, chunkSize, signal);
    return;
  }
  // db.transaction() takes a callback; the two mailboxes let this generator drive the callback's loop one
  // chunk at a time (true: fetch the next; false: stop, close and commit).
  const requests = new Mailbox<boolean>();
  const replies = new Mailbox<Reply<T>>();
  const done = db
    .transaction(async (tx: Tx) => {
      // A cursor is planned for its first tenth by default (fast-start plans: nested loops, index walks);
      // an export reads every row, so plan it as COPY would. A year's rows sort in memory.
      await tx.execute(sql.raw('SET LOCAL cursor_tuple_fraction = 1'));
      await tx.execute(sql.raw(`SET LOCAL work_mem = '64MB'`));
      const cursor = nextCursorName();
      const stopListening = await cancelOnAbort(db, tx, cursor, signal);
      const chunks = fetchInTransaction<T>(tx, query, chunkSize, signal, cursor);
      try {
        while (await requests.take()) {
          const next = await chunks.next();
          replies.put({ rows: next.done ? [] : next.value });
          if (next.done) break;
        }
      } finally {
        stopListening();
        await chunks.return(undefined);
      }
    })
    .catch((error: unknown) => replies.put({ error }));
  // The reader stops waiting as soon as the client is gone, whatever the statement is doing.
  const abandon = () => replies.put({ rows: [] });
  signal?.addEventListener('abort', abandon, { once: true });
  try {
    if (signal?.aborted) return;
    requests.put(true);
    for (;;) {
      const reply = await replies.take();
      if (signal?.aborted) return;
      if ('error' in reply) throw reply.error;
      const last = reply.rows.length < chunkSize;
      // One chunk ahead: the database reads the next while this one is written.
      if (!last) requests.put(true);
      if (reply.rows.length > 0) yield reply.rows;
      if (last) return;
    }
  } finally {
    signal?.removeEventListener('abort', abandon);
    requests.put(false);
    // The cancelled statement's error ends the transaction (rolled back); it is nobody's failure.
    await done;
  }
}

/**
 * An export's rows in chunks: on a PostgreSQL pool through `COPY (...) TO STDOUT` (the server streams while
 * this process writes; chunks of at most `chunkSize` rows and about 64 KB, @tally/db/copy-out), on PGlite or inside a
 * transaction through a cursor (`readInChunks`, `chunkSize` rows a FETCH). The rows are the same either way.
 */
export function readExportRows<T>(
  db: DbOrTx,
  query: SQL,
  chunkSize = DEFAULT_CHUNK_ROWS,
  options: ReadOptions & Pick<CopyOptions, 'chunkBytes'> = {},
): AsyncGenerator<T[]> {
  const pool = postgresPoolOf(db);
  return pool
    ? copyInChunks<T>(pool, query, chunkSize, options)
    : readInChunks<T>(db, query, chunkSize, options);
}
