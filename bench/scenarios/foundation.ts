import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { formatRow, load } from '../load.ts';
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
    const graphql = await load({
      name: '`{ me { _id } }` through GraphQL, 50 connections',
      url: `${portal.baseUrl}/api/graphql`,
      method: 'POST',
      connections: 50,
      seconds: 10,
      headers: { cookie, 'content-type': 'application/json', 'x-tally-csrf': '1' },
      body: JSON.stringify({ query: '{ me { _id } }' }),
    });
    const bare = await bareSessionLookup(database.url, cookie);
    lines.push(formatRow(graphql), formatRow(bare));
    lines.push(
      `GraphQL reaches ${Math.round((100 * graphql.requestsPerSecond) / bare.requestsPerSecond)} % of the bare handler.`,
    );
  } finally {
    await portal.stop();
    await database.drop();
  }
  const boot = await demoBootTime();
  lines.push(`\`npm run demo\` on a built, seeded tree answers /api/health after ${boot} ms.`);
  return lines;
}

async function bareSessionLookup(databaseUrl: string, cookie: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const port = await freePort();
  const server = createServer(async (request, response) => {
    const token = /tally_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
    const hash = createHash('sha256').update(token).digest('hex');
    const { rows } = await pool.query(
      'SELECT u.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.expires_at > now()',
      [hash],
    );
    response.writeHead(rows.length ? 200 : 401, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: { me: { _id: rows[0]?.id } } }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  try {
    return await load({
      name: 'bare node:http with the same session lookup, 50 connections',
      url: `http://127.0.0.1:${port}/`,
      method: 'POST',
      connections: 50,
      seconds: 10,
      headers: { cookie },
    });
  } finally {
    server.close();
    await pool.end();
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
