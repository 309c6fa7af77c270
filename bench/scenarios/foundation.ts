import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { formatRow, load, withServerCpu } from '../load.ts';
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
    const graphql = await withServerCpu(portal.pid, () =>
      load({
        name: '`{ me { _id } }` through GraphQL, 50 connections',
        url: `${portal.baseUrl}/api/graphql`,
        method: 'POST',
        connections: 50,
        seconds: 10,
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

/**
 * The statement the app runs for every request's session (auth/sessions.ts findViewer: the session, its
 * user's groups and first e-mail, refused when idle, expired or the account is inactive), as a prepared
 * statement like the app's. `sessions-only` is the lighter lookup earlier runs compared against.
 */
const SESSION_LOOKUPS = {
  app: {
    name: 'bench_find_viewer',
    text: `select s.id, s.user_id, s.last_seen_at,
        array(select g.name from user_groups g where g.user_id = u.id) as groups,
        (select e.address from user_emails e where e.user_id = u.id order by e.created_at, e.address limit 1) as email
      from sessions s inner join users u on u.id = s.user_id
      where s.token_hash = $1 and s.expires_at > $2 and s.last_seen_at > $3 and u.account_active = true
      limit 1`,
    values: (hash: string) => {
      const now = new Date();
      return [hash, now, new Date(now.getTime() - 12 * 60 * 60 * 1000)];
    },
  },
  'sessions-only': {
    name: undefined,
    text: 'SELECT u.id AS user_id FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.expires_at > now()',
    values: (hash: string) => [hash],
  },
};

async function bareSessionLookup(databaseUrl: string, cookie: string, lookup: keyof typeof SESSION_LOOKUPS) {
  const statement = SESSION_LOOKUPS[lookup];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const port = await freePort();
  const server = createServer(async (request, response) => {
    const token = /tally_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
    const hash = createHash('sha256').update(token).digest('hex');
    const { rows } = await pool.query({
      name: statement.name,
      text: statement.text,
      values: statement.values(hash),
    });
    response.writeHead(rows.length ? 200 : 401, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: { me: { _id: rows[0]?.user_id } } }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  try {
    return await load({
      name:
        lookup === 'app'
          ? "bare node:http with the app's session lookup, 50 connections"
          : 'bare node:http with a sessions-only lookup, 50 connections',
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
