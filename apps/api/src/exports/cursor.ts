import type { DbOrTx, Tx } from '@tally/db';
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

/** DECLAREs a cursor for `query` in `tx` and yields its rows `chunkSize` at a time; CLOSEs it however it ends. */
async function* fetchInTransaction<T>(tx: DbOrTx, query: SQL, chunkSize: number): AsyncGenerator<T[]> {
  cursorCount = (cursorCount + 1) % 1_000_000;
  const name = sql.raw(`tally_export_${cursorCount}`);
  await tx.execute(sql`DECLARE ${name} NO SCROLL CURSOR FOR ${query}`);
  // After a failed FETCH the transaction is aborted and CLOSE would fail too, hiding the first error.
  let failed = false;
  try {
    for (;;) {
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
 * Reads the rows of `query` through a server-side cursor, `chunkSize` rows at a time, so that a long result is
 * never held whole (issue #12: no request holds the process). The cursor lives in a transaction: given the
 * database, one is opened (on PostgreSQL a connection of its own from the pool, held only while the rows are
 * read; on PGlite the one connection, so other statements wait until the cursor closes: the code that consumes
 * the chunks must not query the database itself before the generator ends). Given a transaction, the cursor
 * lives in it. The next chunk is fetched while the consumer handles one (at most two chunks in memory).
 * Stopping early (`return()`, a `break` of for-await) closes the cursor and ends the transaction.
 */
export async function* readInChunks<T>(db: DbOrTx, query: SQL, chunkSize = 5000): AsyncGenerator<T[]> {
  if (!Number.isInteger(chunkSize) || chunkSize < 1)
    throw new RangeError('chunkSize must be a positive integer');
  if (db instanceof PgTransaction) {
    yield* fetchInTransaction<T>(db, query, chunkSize);
    return;
  }
  // db.transaction() takes a callback; the two mailboxes let this generator drive the callback's loop one
  // chunk at a time (true: fetch the next; false: stop, close and commit).
  const requests = new Mailbox<boolean>();
  const replies = new Mailbox<Reply<T>>();
  const done = db
    .transaction(async (tx: Tx) => {
      const chunks = fetchInTransaction<T>(tx, query, chunkSize);
      try {
        while (await requests.take()) {
          const next = await chunks.next();
          replies.put({ rows: next.done ? [] : next.value });
          if (next.done) break;
        }
      } finally {
        await chunks.return(undefined);
      }
    })
    .catch((error: unknown) => replies.put({ error }));
  try {
    requests.put(true);
    for (;;) {
      const reply = await replies.take();
      if ('error' in reply) throw reply.error;
      const last = reply.rows.length < chunkSize;
      // One chunk ahead: the database reads the next while this one is written.
      if (!last) requests.put(true);
      if (reply.rows.length > 0) yield reply.rows;
      if (last) return;
    }
  } finally {
    requests.put(false);
    await done;
  }
}
