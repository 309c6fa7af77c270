import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createMemoryDatabase, type Db } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/index.ts';
import { startTestApp, type TestApp, TestBrowser } from '../../test/harness.ts';
import { runReminders } from '../jobs/reminders.ts';
import { setConfiguration } from '../modules/timesheets/timesheets.fixtures.ts';
import { createLogger } from './logger.ts';
import { startSentry } from './sentry.ts';
import { instrumentSql, startTracing } from './tracing.ts';

const TOKEN = 'metrics-token-0123456789';

/** A local HTTP endpoint that keeps every request body it gets (an OTLP receiver, a Sentry ingest). */
async function recorder(): Promise<{
  url: string;
  bodies: { path: string; body: string }[];
  close(): Promise<void>;
}> {
  const bodies: { path: string; body: string }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      bodies.push({ path: req.url ?? '', body: body.toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.each(testDatabases())('/metrics and /api/ready on $name', (database) => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await database.open();
    db = opened.db;
    close = opened.close;
    app = await startTestApp(db, { METRICS_TOKEN: TOKEN });
    await createUser(db, { email: 'admin@example.com', password: 'password123', groups: ['admin'] });
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it('answers only the bearer of METRICS_TOKEN', async () => {
    expect((await fetch(`${app.baseUrl}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(right.headers.get('content-type')).toContain('text/plain');
  });

  it('counts requests, GraphQL operations by name, errors by code, the pool, the outbox and job runs', async () => {
    const browser = new TestBrowser(app.baseUrl);
    await browser.signIn('admin@example.com', 'password123');
    expect((await browser.graphql('query ProbeMetrics { me { _id } }')).status).toBe(200);
    const bad = await browser.graphql(
      'mutation BrokenProbe { reminderEmailJob(cronExpression: "x", cronDescription: "") { enabled } }',
    );
    const code = bad.errors?.[0]?.extensions?.code;
    expect(code).toBeTruthy();
    await db.execute(sql`insert into mail_outbox (kind, payload) values ('probe', '{}'::jsonb)`);
    await setConfiguration(db, 'reminder-email-enabled', 'false');
    await runReminders(
      { db, databaseKind: database.name, config: app.config, logger: createLogger('silent') } as never,
      new Date(),
    );

    const text = await (
      await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    expect(text).toMatch(
      /tally_http_request_duration_seconds_count\{method="POST",route="\/api\/graphql",status="200"\} \d+/,
    );
    expect(text).toMatch(
      // The registry lives as long as the process: each database's run of this file adds one.
      /tally_graphql_operation_duration_seconds_count\{operation="ProbeMetrics",type="query"\} [1-9]\d*/,
    );
    expect(text).toMatch(
      new RegExp(`tally_graphql_errors_total\\{operation="BrokenProbe",code="${code}"\\} [1-9]\\d*`),
    );
    expect(text).toMatch(/tally_db_pool_connections \d+/);
    expect(text).toMatch(/tally_db_pool_waiting_requests 0/);
    expect(text).toMatch(/tally_mail_outbox_depth [1-9]/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/tally_job_runs_total\{job="reminders",outcome="disabled"\} [1-9]/);
  });

  it('is ready with every migration applied, and not while one is missing or a shutdown began', async () => {
    const ready = await fetch(`${app.baseUrl}/api/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { ready: true }]);
    const newest = await db.execute<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const row = newest.rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    const pending = await fetch(`${app.baseUrl}/api/ready`);
    expect([pending.status, await pending.json()]).toEqual([
      503,
      { ready: false, reason: 'migrations pending' },
    ]);
    expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
    );
    expect((await fetch(`${app.baseUrl}/api/ready`)).status).toBe(200);
  });
});

describe('without METRICS_TOKEN, with a database that went away', () => {
  it('hides /metrics and is not ready', async () => {
    const database = await createMemoryDatabase();
    const app = await startTestApp(database.db);
    try {
      expect((await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: 'Bearer x' } })).status).toBe(
        404,
      );
      await database.close();
      const gone = await fetch(`${app.baseUrl}/api/ready`);
      expect([gone.status, await gone.json()]).toEqual([
        503,
        { ready: false, reason: 'database unreachable' },
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('traces and error reports', () => {
  let database: Awaited<ReturnType<typeof createMemoryDatabase>>;
  beforeAll(async () => {
    database = await createMemoryDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('exports spans of the request, its GraphQL operation and its SQL to the OTLP endpoint', async () => {
    const collector = await recorder();
    const tracing = await startTracing({ endpoint: collector.url, serviceName: 'tally-test' });
    instrumentSql(database.db);
    const app = await startTestApp(database.db);
    try {
      const response = await fetch(`${app.baseUrl}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tally-csrf': '1' },
        body: JSON.stringify({ query: 'query TracedProbe { configurations { key } }' }),
      });
      expect(response.status).toBe(200);
      await tracing.shutdown();
      const spans = collector.bodies
        .filter((entry) => entry.path === '/v1/traces')
        .flatMap((entry) => JSON.parse(entry.body).resourceSpans)
        .flatMap((resource: { scopeSpans: { spans: { name: string; traceId: string }[] }[] }) =>
          resource.scopeSpans.flatMap((scope) => scope.spans),
        );
      const request = spans.find((span: { name: string }) => span.name === 'POST /api/graphql');
      expect(request).toBeTruthy();
      const inTrace = spans.filter((span: { traceId: string }) => span.traceId === request?.traceId);
      const names = inTrace.map((span: { name: string }) => span.name);
      expect(names).toContain('graphql.query TracedProbe');
      expect(names.some((name: string) => name.startsWith('SQL SELECT'))).toBe(true);
    } finally {
      await app.close();
      await collector.close();
    }
  });

  it('reports the errors the server logs to Sentry and hands the browser the DSN', async () => {
    const ingest = await recorder();
    const dsn = `http://publickey@${ingest.url.slice('http://'.length)}/42`;
    await startSentry({ dsn, environment: 'test' });
    const web = await mkdtemp(join(tmpdir(), 'tally-web-'));
    await writeFile(join(web, 'index.html'), '<!doctype html><head><title>Tally</title></head>');
    const app = await startTestApp(database.db, { SENTRY_DSN: dsn, WEB_DIST_DIR: web });
    try {
      const page = await fetch(`${app.baseUrl}/`);
      expect(await page.text()).toContain(`<meta name="sentry-dsn" content="${dsn}">`);
      expect(page.headers.get('content-security-policy')).toContain(
        `connect-src 'self' https: ${ingest.url}`,
      );
      // The server's own errors: the logger reports every error it logs with its error.
      const discard = { write: () => undefined };
      createLogger('info', discard).error({ err: new Error('sentry probe failure') }, 'request failed');
      await until(
        () => ingest.bodies.some((entry) => entry.body.includes('sentry probe failure')),
        'an envelope',
      );
      const envelope = ingest.bodies.find((entry) => entry.body.includes('sentry probe failure'))!;
      expect(envelope.path).toMatch(/^\/api\/42\/envelope\//);
      const [header, itemHeader] = envelope.body.split('\n').map((line) => JSON.parse(line));
      expect(header.trace.public_key).toBe('publickey');
      expect(itemHeader.type).toBe('event');
    } finally {
      await app.close();
      await ingest.close();
      await rm(web, { recursive: true, force: true });
    }
  });
});
