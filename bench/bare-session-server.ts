import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

/**
 * The reference of issue #2's GraphQL target: a bare node:http handler doing the session lookup, run in its
 * own process like the server under test (inside the load generator's process it would share a thread with
 * autocannon and skip the cross-process wake-ups the real server pays for every request).
 *
 * Env: DATABASE_URL, PORT, LOOKUP ('app' or 'sessions-only'). Prints 'listening' once it accepts requests.
 */

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

export type SessionLookup = keyof typeof SESSION_LOOKUPS;

const lookup = process.env.LOOKUP as SessionLookup;
const statement = SESSION_LOOKUPS[lookup];
if (!statement) throw new Error(`LOOKUP must be one of ${Object.keys(SESSION_LOOKUPS).join(', ')}`);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

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
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
