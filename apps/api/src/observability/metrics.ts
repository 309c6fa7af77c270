import type { Db } from '@tally/db';
import { sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics (GET /metrics, http/metrics-route.ts). One registry per process: the
 * counters below are module-wide so a background job can count its runs without being handed anything.
 */
export const registry = new Registry();

// Process metrics of prom-client: CPU, memory, heap, event-loop lag (nodejs_eventloop_lag_seconds and its
// percentiles), handles, garbage collection.
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequestDuration = new Histogram({
  name: 'tally_http_request_duration_seconds',
  help: 'HTTP requests by route (the matched route, not the raw path), method and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: seconds,
  registers: [registry],
});

export const graphqlOperationDuration = new Histogram({
  name: 'tally_graphql_operation_duration_seconds',
  help: 'GraphQL operations by operation name and type, from the start of execution to its result.',
  labelNames: ['operation', 'type'] as const,
  buckets: seconds,
  registers: [registry],
});

export const graphqlErrors = new Counter({
  name: 'tally_graphql_errors_total',
  help: 'Errors in GraphQL results by operation name and error code (INTERNAL_SERVER_ERROR: unexpected).',
  labelNames: ['operation', 'code'] as const,
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'tally_job_runs_total',
  help: 'Background job runs by job and outcome (ran, locked: another instance ran it, disabled, failed).',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

/** Counts one run of a background job (reminders, mail-outbox, expired-auth-cleanup). */
export function recordJobRun(job: string, outcome: string): void {
  jobRuns.inc({ job, outcome });
}

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/** node-postgres' Pool under a Drizzle database, or undefined (PGlite: one connection in this process). */
export function postgresPoolOf(db: Db): PoolLike | undefined {
  const client = (db as unknown as { $client?: Partial<PoolLike> }).$client;
  return typeof client?.totalCount === 'number' ? (client as PoolLike) : undefined;
}

/**
 * The gauges that read the database at scrape time: pool use (PostgreSQL: open, idle and waiting clients of
 * the pool; PGlite: its one connection) and the mail outbox depth (rows not yet sent). Call once per database.
 */
export function registerDatabaseMetrics(db: Db): void {
  const pool = postgresPoolOf(db);
  for (const name of [
    'tally_db_pool_connections',
    'tally_db_pool_idle_connections',
    'tally_db_pool_waiting_requests',
    'tally_db_pool_max_connections',
    'tally_mail_outbox_depth',
  ]) {
    registry.removeSingleMetric(name);
  }
  new Gauge({
    name: 'tally_db_pool_connections',
    help: 'Open database connections (PostgreSQL pool; PGlite has one).',
    registers: [registry],
    collect() {
      this.set(pool ? pool.totalCount : 1);
    },
  });
  new Gauge({
    name: 'tally_db_pool_idle_connections',
    help: 'Open database connections not running a query.',
    registers: [registry],
    collect() {
      this.set(pool ? pool.idleCount : 0);
    },
  });
  new Gauge({
    name: 'tally_db_pool_waiting_requests',
    help: 'Queries waiting for a free connection of the pool.',
    registers: [registry],
    collect() {
      this.set(pool ? pool.waitingCount : 0);
    },
  });
  new Gauge({
    name: 'tally_db_pool_max_connections',
    help: 'The most connections the pool opens.',
    registers: [registry],
    collect() {
      this.set(pool ? (pool.options?.max ?? 10) : 1);
    },
  });
  new Gauge({
    name: 'tally_mail_outbox_depth',
    help: 'Mails written to the outbox and not sent yet (retries included).',
    registers: [registry],
    async collect() {
      const result = await db.execute<{ depth: number | string }>(
        sql`select count(*)::int as depth from mail_outbox`,
      );
      this.set(Number(result.rows[0]?.depth ?? 0));
    },
  });
}
