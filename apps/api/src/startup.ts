import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase, type Database, type Db } from '@tally/db';
import { seedDemo } from '@tally/db/seeds';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { App } from './app.ts';
import { type PgliteCheckpoints, startPgliteCheckpoints } from './jobs/pglite-checkpoints.ts';
import { recalculateBudgetUsed } from './modules/projects/index.ts';
import { insertMissingConfigurationDefaults } from './modules/super-admin/index.ts';

/**
 * The server's database, ready to serve: opened (PGlite in `dataDir` or PostgreSQL), migrations applied, the
 * demo company loaded when asked and the database is empty, configuration defaults added; on PGlite,
 * checkpointed (what a crash would replay is nothing yet) with checkpoints kept running after writes.
 */
export async function openServingDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  migrationsFolder: string;
  logger: Logger;
  /** `--seed-demo-if-empty` with the demo accounts' password. */
  seedDemoPassword?: string | undefined;
  /** Called on the open database before anything else runs on it (tracing of SQL). */
  onOpen?: (db: Db) => void;
  checkpointOptions?: Parameters<typeof startPgliteCheckpoints>[2];
}): Promise<{ database: Database; checkpoints: PgliteCheckpoints | undefined }> {
  const { logger } = options;
  const database = await createDatabase(options);
  options.onOpen?.(database.db);
  logger.info({ database: database.kind }, 'database ready, migrations applied');
  if (options.seedDemoPassword !== undefined) {
    await seedDemoIfEmpty(database.db, options.seedDemoPassword, logger);
  }
  const added = await insertMissingConfigurationDefaults(database.db);
  if (added > 0) logger.info({ added }, 'configuration defaults loaded');
  const checkpoints =
    database.kind === 'pglite'
      ? await startPgliteCheckpoints(database.db, logger, options.checkpointOptions)
      : undefined;
  return { database, checkpoints };
}

/** `--seed-demo-if-empty`: loads the demo company when the database has no user yet. */
export async function seedDemoIfEmpty(db: Db, password: string, logger: Logger): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`select exists (select 1 from users) as found`);
  if (result.rows[0]?.found) {
    logger.info('database has users: demo company not loaded');
    return false;
  }
  const summary = await seedDemo(db, { password });
  // The demo's approved hours have a cost: show each project's budget used (and its colour) from the start.
  const projects = await db.execute<{ id: string }>(sql`select id from projects where not is_template`);
  await recalculateBudgetUsed(
    { db, clock: () => new Date() },
    projects.rows.map((row) => row.id),
  );
  logger.info({ summary }, 'demo company loaded');
  return true;
}

/** The longest a shutdown (SIGTERM) takes, from the signal to the exit. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;
/** How long, of that, running requests (long export streams too) have to finish before they are cut off. */
export const DRAIN_TIMEOUT_MS = 7_000;

/**
 * First half of a graceful shutdown (SIGTERM): keep taking requests for `delayMs` (readiness already answers
 * 503, so a load balancer's health check takes the process out meanwhile; closing the listener at once would
 * drop requests the balancer had just sent), then stop accepting connections, let every running request finish
 * (also those whose client has left: their handler may still be using the database) until `timeoutMs` after
 * the call, delay included, then end the remaining connections. Only after this resolves may the caller close
 * the database.
 */
export async function stopServing(
  server: Server,
  app: Pick<App, 'drain' | 'inFlight'>,
  options: { timeoutMs: number; delayMs?: number; logger: Logger },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  const delayMs = Math.min(options.delayMs ?? 0, options.timeoutMs);
  if (delayMs > 0) {
    options.logger.info({ delayMs }, 'taking requests a little longer while the load balancer moves away');
    await sleep(delayMs);
  }
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  if (!(await app.drain(Math.max(0, deadline - Date.now())))) {
    options.logger.warn(
      { inFlight: app.inFlight(), timeoutMs: options.timeoutMs },
      'requests still running at the shutdown deadline: cut off',
    );
  }
  // Keep-alive connections that just answered are idle now; others may still be sending a response.
  server.closeIdleConnections();
  const ac = new AbortController();
  const timedOut = await Promise.race([
    closed.then(() => false),
    sleep(Math.max(0, deadline - Date.now()), true, { signal: ac.signal }).catch(() => false),
  ]);
  ac.abort();
  if (timedOut) {
    server.closeAllConnections();
    await closed;
  }
}
