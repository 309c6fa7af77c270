import type { Db } from './client.ts';
import { openFreshPglite } from './test-databases/pglite.ts';
import { openFreshPostgres } from './test-databases/postgres.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database; close() releases (and for PostgreSQL drops) it. */
  open(): Promise<{ db: Db; close(): Promise<void> }>;
}

/** The databases every db test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: openFreshPglite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return list;
}

export { countingStatements } from './statement-counter.ts';

interface EventSource {
  on(event: string, listener: (arg: unknown) => void): unknown;
}

/**
 * testDatabases() drops a PostgreSQL test database WITH (FORCE) right after pool.end() resolves, which can
 * be before the pool's sockets have closed; the killed connections then raise unhandled 'error' events. Tests
 * that open several connections listen for those errors with this (no effect on PGlite).
 */
export function ignoreErrorsOfClosingConnections(db: Db): void {
  const pool = (db as unknown as { $client?: Partial<EventSource> }).$client;
  if (typeof pool?.on !== 'function') return;
  const ignore = () => {};
  pool.on('error', ignore);
  pool.on('connect', (client) => (client as EventSource).on('error', ignore));
}
