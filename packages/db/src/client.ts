import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Assume, ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** What both drivers return from `db.execute()`: PGlite's Results and pg's QueryResult both carry `rows`. */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<Assume<this['row'], Record<string, unknown>>>;
}

export interface QueryRows<Row> {
  rows: Row[];
}

/** The Drizzle database, the same type whether PGlite or PostgreSQL runs underneath. */
export type Db = PgDatabase<QueryResultHKT, Schema>;
/** A transaction handed out by `db.transaction()`. */
export type Tx = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or a transaction. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** PostgreSQL connection string; unset means the embedded PGlite database. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (in the 'pglite' subfolder); default './data'. */
  dataDir?: string | undefined;
  migrationsFolder?: string | undefined;
}

/**
 * packages/db/migrations: found beside this source file, or from the working directory when this code
 * runs bundled into another file (apps/api/dist/main.js started from the repository root).
 */
export const defaultMigrationsFolder = findMigrationsFolder();

function findMigrationsFolder(): string {
  const candidates = [
    fileURLToPath(new URL('../migrations', import.meta.url)),
    join(process.cwd(), 'packages', 'db', 'migrations'),
  ];
  return candidates.find((folder) => existsSync(join(folder, 'meta', '_journal.json'))) ?? candidates[0]!;
}

// Any fixed number works; it only has to be the same for every instance of the portal.
const migrationLockKey = 741_852_963;

/** Opens the database (PGlite or PostgreSQL) and applies pending migrations before returning. */
export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrationsFolder);
  const directory = join(options.dataDir ?? './data', 'pglite');
  mkdirSync(directory, { recursive: true });
  return openPglite(new PGlite(directory), migrationsFolder);
}

/** An in-memory PGlite database with the migrations applied (tests). */
export async function createMemoryDatabase(migrationsFolder = defaultMigrationsFolder): Promise<Database> {
  return openPglite(new PGlite(), migrationsFolder);
}

/** Wraps an open PGlite client (any data directory, or a loaded dump) and applies pending migrations. */
export async function openPglite(
  client: PGlite,
  migrationsFolder = defaultMigrationsFolder,
): Promise<Database> {
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(connectionString: string, migrationsFolder: string): Promise<Database> {
  // JIT compilation pays off for long analytical queries only: on the app's statements (a project's 100,000
  // entries summed, an export page) it added about a second of compiling to a few milliseconds of work.
  // Pipeline mode: a query is sent without waiting for the answer of the one before, so a transaction may send
  // BEGIN with its first statement and its last statement with COMMIT (the save of an hours cell does). Queries
  // awaited one by one run as before.
  const pool = new pg.Pool({ connectionString, options: '-c jit=off', pipeline: true });
  // An idle client losing its connection (server restart, failover, a dropped test database) emits 'error'
  // on the pool; unhandled, that would crash the process. The pool replaces the client on the next query.
  pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
  try {
    await migrateWithLock(pool, migrationsFolder);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePostgres({ client: pool, schema });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/** Several API instances may start together: an advisory lock lets one migrate while the others wait. */
async function migrateWithLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePostgres(drizzlePostgres({ client: connection }), { migrationsFolder });
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    connection.release();
  }
}
