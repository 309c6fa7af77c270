import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { SessionLookup } from '../bare-session-server.ts';
import { afterWarmUp, formatRow, load, WARM_UP_SECONDS } from '../load.ts';
import { freePort, freshPostgresDatabase, signIn, startBuiltPortal } from '../portal.ts';

const demoPassword = process.env.DEMO_PASSWORD ?? 'demo1234';

/**
 * Issue #2: a trivial authenticated GraphQL query on the built server and PostgreSQL, against a bare
 * node:http handler doing the same session lookup, in the same run; and the boot time of `npm run demo`
 * on a built tree (embedded database, already seeded).
 */
export async function foundationBenchmarks(adminUrl: string): Promise<string[]> {
  const lines: string[] = [];
  const database = await freshPostgresDatabase(adminUrl);
  const portal = await startBuiltPortal({ DATABASE_URL: database.url }, ['--seed-demo-if-empty']);
  try {
    const cookie = await signIn(portal.baseUrl, 'employee@example.com', demoPassword);
    const graphql = await afterWarmUp(portal.pid, (warmUp) =>
      load({
        name: '`{ me { _id } }` through GraphQL, 50 connections',
        url: `${portal.baseUrl}/api/graphql`,
        method: 'POST',
        connections: 50,
        seconds: warmUp ? WARM_UP_SECONDS : 10,
        headers: { cookie, 'content-type': 'application/json', 'x-tally-csrf': '1' },
        body: JSON.stringify({ query: '{ me { _id } }' }),
      }),
    );
    const bare = await bareSessionLookup(database.url, cookie, 'app');
    const sessionsOnly = await bareSessionLookup(database.url, cookie, 'sessions-only');
    lines.push(formatRow(graphql), formatRow(bare), formatRow(sessionsOnly));
    const share = (reference: { requestsPerSecond: number }) =>
      Math.round((100 * graphql.requestsPerSecond) / reference.requestsPerSecond);
    lines.push(
      `GraphQL reaches ${share(bare)} % of the bare handler doing the app's session lookup ` +
        `(${share(sessionsOnly)} % of the sessions-only lookup).`,
    );
  } finally {
    await portal.stop();
    await database.drop();
  }
  const boot = await demoBootTime();
  lines.push(`\`npm run demo\` on a built, seeded tree answers /api/health after ${boot} ms.`);
  return lines;
}

/** The bare reference handler (bench/bare-session-server.ts) in its own process, under the same load. */
async function bareSessionLookup(databaseUrl: string, cookie: string, lookup: SessionLookup) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '..', 'bare-session-server.ts')],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOOKUP: lookup },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the bare handler exited with code ${code}`)));
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('listening')) resolve();
      });
    });
    return await afterWarmUp(child.pid, (warmUp) =>
      load({
        name:
          lookup === 'app'
            ? "bare node:http with the app's session lookup (own process), 50 connections"
            : 'bare node:http with a sessions-only lookup (own process), 50 connections',
        url: `http://127.0.0.1:${port}/`,
        method: 'POST',
        connections: 50,
        seconds: warmUp ? WARM_UP_SECONDS : 10,
        headers: { cookie },
      }),
    );
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Seeds an embedded database once, then times a second start on it (what a user sees after `npm run demo`). */
async function demoBootTime(): Promise<number> {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dataDir = mkdtempSync(join(tmpdir(), 'tally-demo-'));
  const first = await startBuiltPortal({ DATA_DIR: dataDir }, ['--seed-demo-if-empty']);
  await first.stop();
  const second = await startBuiltPortal({ DATA_DIR: dataDir }, ['--seed-demo-if-empty']);
  await second.stop();
  return Math.round(second.bootMs);
}
