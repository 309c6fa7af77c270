import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from '@tally/db';
import { type SeedScaleSummary, seedScale } from '@tally/db/seeds';
import autocannon from 'autocannon';
import pg from 'pg';
import type { LoadResult } from './load.ts';
import { repoRoot } from './portal.ts';

// Shared by the GraphQL scenarios: seeding the scale data, one checked request, and autocannon on /api/graphql.

/**
 * A fresh PostgreSQL database holding `seedScale` data. The first call for a given size seeds a template
 * database (named by the size and a hash of the seed and migration sources, so a changed seed is reseeded);
 * later calls copy it with CREATE DATABASE ... TEMPLATE, which takes seconds instead of a full seed.
 */
export async function freshScaleDatabase(
  adminUrl: string,
  users: number,
  weeks: number,
  password: string,
): Promise<{ url: string; drop(): Promise<void>; summary: SeedScaleSummary; seedSeconds: number }> {
  const template = `tally_scale_${users}x${weeks}_${seedSourceHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const started = performance.now();
  try {
    const existing = await admin.query<{ summary: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS summary FROM pg_database WHERE datname = $1`,
      [template],
    );
    let summary: SeedScaleSummary;
    if (existing.rows[0]?.summary) {
      summary = JSON.parse(existing.rows[0].summary) as SeedScaleSummary;
    } else {
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${template}"`);
      summary = await seedScaleDatabase(databaseUrlFor(adminUrl, template), users, weeks, password);
      await runIn(databaseUrlFor(adminUrl, template), 'VACUUM ANALYZE');
      // The summary as the comment marks the template complete: an interrupted seed leaves none and is redone.
      await admin.query(`COMMENT ON DATABASE "${template}" IS '${JSON.stringify(summary)}'`);
    }
    const name = `tally_bench_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    // FILE_COPY (PostgreSQL 15+) copies the files after a checkpoint: for a template of a gigabyte or more it is
    // much quicker than the default, which writes every block through the WAL.
    const version = await admin.query<{ v: string }>(`SELECT current_setting('server_version_num') AS v`);
    const strategy = Number(version.rows[0]?.v) >= 150_000 ? ' STRATEGY FILE_COPY' : '';
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"${strategy}`);
    // Planner statistics, as autovacuum would gather in service (it may be off on the bench server, and a
    // template seeded before this line has none): without them the plans are guesses (seq scans, JIT).
    await runIn(databaseUrlFor(adminUrl, name), 'ANALYZE');
    return {
      url: databaseUrlFor(adminUrl, name),
      summary,
      seedSeconds: (performance.now() - started) / 1000,
      drop: async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await client.end();
      },
    };
  } finally {
    await admin.end();
  }
}

async function runIn(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A short hash of everything that decides the seeded data: the seed sources and the migrations. */
function seedSourceHash(): string {
  const hash = createHash('sha256');
  for (const dir of ['packages/db/src/seeds', 'packages/db/migrations']) {
    const root = join(repoRoot, dir);
    for (const file of readdirSync(root, { recursive: true }).map(String).sort()) {
      if (file.endsWith('.test.ts')) continue;
      const path = join(root, file);
      if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
    }
  }
  return hash.digest('hex').slice(0, 10);
}

/** Loads `seedScale` data into an existing database (the same seed as the scale CLI). */
export async function seedScaleDatabase(
  databaseUrl: string,
  users: number,
  weeks: number,
  password: string,
): Promise<SeedScaleSummary> {
  const database = await createDatabase({ databaseUrl });
  try {
    return await seedScale(database.db, { users, weeks, seed: 1, password, checkReferences: false });
  } finally {
    await database.close();
  }
}

/** One request; throws unless it answers 200 without GraphQL errors. */
export async function answerOf(
  baseUrl: string,
  headers: Record<string, string>,
  body: object,
): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { errors?: unknown[] };
  if (!response.ok || answer.errors) throw new Error(`${response.status} ${JSON.stringify(answer.errors)}`);
  return answer;
}

/**
 * autocannon on /api/graphql with one body, or a body per request (given the connection's number, 0-based);
 * `connectionHeaders` gives each connection its own headers (e.g. one signed-in user per connection). A 200
 * answer carrying GraphQL errors counts as an error.
 */
export async function graphqlLoad(
  name: string,
  baseUrl: string,
  headers: Record<string, string>,
  body: object | ((connection: number) => object),
  connections: number,
  options: {
    seconds?: number;
    amount?: number;
    connectionHeaders?: (connection: number) => Record<string, string>;
  } = {},
): Promise<LoadResult> {
  const bodyOf = typeof body === 'function' ? body : () => body;
  let graphqlErrors = 0;
  let example = '';
  const requestOf = (connection: number) => ({
    method: 'POST' as const,
    headers: options.connectionHeaders?.(connection) ?? headers,
    setupRequest: (request: object) => ({ ...request, body: JSON.stringify(bodyOf(connection)) }),
    onResponse: (status: number, text: string) => {
      if (status === 200 && text.includes('"errors"')) {
        graphqlErrors += 1;
        example ||= text.slice(0, 300);
      }
    },
  });
  let nextConnection = 0;
  const result = await autocannon({
    url: `${baseUrl}/api/graphql`,
    connections,
    duration: options.seconds ?? 10,
    ...(options.amount ? { amount: options.amount } : {}),
    requests: [requestOf(0)],
    // Each connection (autocannon client) gets its own number, hence its own headers and bodies.
    setupClient: (client) => client.setRequests([requestOf(nextConnection++)]),
  });
  if (graphqlErrors > 0)
    console.error(`${name}: ${graphqlErrors} answers with GraphQL errors, e.g. ${example}`);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + graphqlErrors,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

export function positiveEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}
