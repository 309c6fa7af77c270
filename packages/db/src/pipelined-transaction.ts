import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db, DbOrTx } from './client.ts';
import * as schema from './schema/index.ts';

/** A transaction of `pipelinedTransaction`. */
export interface PipelinedTransaction {
  /** The transaction as a Drizzle handle: every statement of the transaction runs on it. */
  readonly db: DbOrTx;
  /**
   * Runs `last`, which must run exactly one statement, as the last statement of the transaction and commits
   * with it: on a pipelined PostgreSQL connection COMMIT is sent right behind that statement, in the same
   * round trip (if the statement fails, PostgreSQL rolls back instead). A statement after it is refused.
   */
  commitWith<T>(last: (db: DbOrTx) => Promise<T>): Promise<T>;
}

/**
 * A transaction in fewer round trips: on a PostgreSQL pool in pipeline mode (@tally/db opens it so) BEGIN
 * is sent with the transaction's first statement and COMMIT with its last (`commitWith`), so a lock, checks
 * and a write take 2 round trips instead of 4, and the lock is held for less time. Elsewhere (PGlite) it is
 * an ordinary Drizzle transaction. Rolled back when `body` throws before committing.
 */
export async function pipelinedTransaction<T>(
  db: Db,
  body: (tx: PipelinedTransaction) => Promise<T>,
): Promise<T> {
  const pool = pipelinedPoolOf(db);
  if (!pool) {
    return db.transaction((tx) => body({ db: tx, commitWith: (last) => last(tx) }));
  }
  const client = await pool.connect();
  const connection = connectionOf(client);
  connection.reset();
  // Not awaited: the body's first statement follows BEGIN on the wire. BEGIN fails only on a broken
  // connection, where the statements behind it fail too.
  const begun = client.query('begin');
  begun.catch(() => {});
  let broken: Error | undefined;
  try {
    const result = await body(connection.transaction);
    await begun;
    await (connection.committed ?? client.query('commit'));
    return result;
  } catch (error) {
    await begun.catch(() => {});
    // A COMMIT sent ends the transaction either way (PostgreSQL rolls a failed transaction back on COMMIT).
    const ended = connection.committed ? await succeeds(connection.committed) : false;
    if (!ended) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
    }
    throw error;
  } finally {
    connection.reset();
    // A connection that could not roll back is closed, not handed to the next transaction.
    client.release(broken);
  }
}

const succeeds = (promise: Promise<unknown>) =>
  promise.then(
    () => true,
    () => false,
  );

interface QueryResult {
  rows: unknown[];
}

/** What this file uses of a pg client (a PoolClient of the pool @tally/db opens). */
interface PgClient {
  query(config: unknown, values?: unknown): Promise<QueryResult>;
  release(error?: Error): void;
}

interface PgPool {
  connect(): Promise<PgClient>;
  options?: { pipeline?: boolean };
}

/** The node-postgres pool under `db` when it pipelines; null for PGlite or a pool that does not. */
function pipelinedPoolOf(db: Db): PgPool | null {
  const client = (db as unknown as { $client?: Partial<PgPool> }).$client;
  if (typeof client?.connect !== 'function' || client.options?.pipeline !== true) return null;
  return client as PgPool;
}

/**
 * A pooled connection as transactions use it: a Drizzle handle over it (built once per connection, the pool
 * keeps a few) whose queries pass through `query`, which sends COMMIT right behind the statement that
 * `commitWith` runs, in the same tick, so nothing can come in between.
 */
class PipelinedConnection {
  readonly transaction: PipelinedTransaction;
  /** The answer to COMMIT, once sent. */
  committed: Promise<QueryResult> | undefined;
  private commitNext = false;

  constructor(private readonly client: PgClient) {
    const queries = { query: (config: unknown, values?: unknown) => this.query(config, values) };
    const db = drizzle({ client: queries as never, schema }) as unknown as DbOrTx;
    this.transaction = {
      db,
      commitWith: async (last) => {
        if (this.committed) throw new Error('the transaction is already committed');
        this.commitNext = true;
        try {
          return await last(db);
        } finally {
          this.commitNext = false;
        }
      },
    };
  }

  reset(): void {
    this.committed = undefined;
    this.commitNext = false;
  }

  private query(config: unknown, values?: unknown): Promise<QueryResult> {
    if (this.committed) return Promise.reject(new Error('a statement after COMMIT'));
    const answer = this.client.query(config, values);
    if (this.commitNext) {
      this.commitNext = false;
      this.committed = this.client.query('commit');
      this.committed.catch(() => {});
    }
    return answer;
  }
}

const connections = new WeakMap<PgClient, PipelinedConnection>();

function connectionOf(client: PgClient): PipelinedConnection {
  let connection = connections.get(client);
  if (!connection) {
    connection = new PipelinedConnection(client);
    connections.set(client, connection);
  }
  return connection;
}
