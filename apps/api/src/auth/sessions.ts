import type { DbOrTx } from '@tally/db';
import { preparedPerDb, schema } from '@tally/db';
import { type GroupName, normalizeGroups } from '@tally/domain/auth/groups';
import { and, eq, gt, sql } from 'drizzle-orm';
import { randomToken, sha256 } from './tokens.ts';

export const SESSION_COOKIE = 'tally_session';
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 14 * 24 * 60 * 60 * 1000;
// last_seen_at is refreshed at most this often, so most requests only read.
const TOUCH_INTERVAL_MS = 60 * 1000;

const { sessions, users, userGroups, userEmails } = schema;

/** The signed-in user as the server sees it for one request. */
export interface Viewer {
  userId: string;
  /** The session's id; for a request authenticated by a personal access token, the token's id. */
  sessionId: string;
  email: string | null;
  groups: GroupName[];
  /** Set when the request carries `Authorization: Bearer <personal access token>` (auth/access-tokens.ts). */
  token?: { id: string; name: string; scope: 'READ' | 'READ_WRITE' };
}

export async function createSession(
  db: DbOrTx,
  input: { userId: string; now: Date; ip?: string | undefined; userAgent?: string | undefined },
): Promise<string> {
  const token = randomToken();
  await db.update(users).set({ lastActiveOn: input.now }).where(eq(users.id, input.userId));
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + SESSION_ABSOLUTE_MS),
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

function viewerQuery(db: DbOrTx) {
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      // Compared in SQL: no timestamp to parse and map per request.
      touchDue: sql<boolean>`${sessions.lastSeenAt} < ${sql.placeholder('touchBefore')}`,
      groups: sql<
        string[]
      >`array(select ${userGroups.name} from ${userGroups} where ${userGroups.userId} = ${users.id})`,
      email: sql<
        string | null
      >`(select ${userEmails.address} from ${userEmails} where ${userEmails.userId} = ${users.id} order by ${userEmails.createdAt}, ${userEmails.address} limit 1)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        eq(users.accountActive, true),
      ),
    )
    .limit(1)
    .prepare('tally_find_viewer');
}

// Every GraphQL request resolves its session: the query is built once per database handle, and PostgreSQL
// keeps it as a named prepared statement on each pooled connection (parsed and planned once).
const prepared = preparedPerDb({ viewer: viewerQuery });

/** The viewer of a session token, or null when unknown, idle over 12 h, past 14 days or the account is inactive. */
export async function findViewer(db: DbOrTx, token: string, now: Date): Promise<Viewer | null> {
  const query = prepared(db, 'viewer');
  const at = now.getTime();
  // ISO strings rather than Dates: node-postgres formats a Date parameter in local time, field by field.
  const [row] = await query.execute({
    tokenHash: sha256(token),
    now: now.toISOString(),
    idleSince: new Date(at - SESSION_IDLE_MS).toISOString(),
    touchBefore: new Date(at - TOUCH_INTERVAL_MS).toISOString(),
  });
  if (!row) return null;
  if (row.touchDue) {
    await touchOnce(row.sessionId, async () => {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
      await db.update(users).set({ lastActiveOn: now }).where(eq(users.id, row.userId));
    });
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    email: row.email,
    groups: normalizeGroups(row.groups ?? []),
  };
}

const touchesUnderway = new Map<string, Promise<void>>();

/**
 * Runs a session's touch unless one is already underway for it: the requests that arrive together once the
 * touch is due (a page asks several queries at once) write last_seen_at once, not once each. Those that find
 * a touch underway go on without waiting; the first waits for the write and sees its errors, as before.
 */
export function touchOnce(sessionId: string, touch: () => Promise<void>): Promise<void> {
  if (touchesUnderway.has(sessionId)) return Promise.resolve();
  const underway = touch().finally(() => touchesUnderway.delete(sessionId));
  touchesUnderway.set(sessionId, underway);
  return underway;
}

export async function deleteSessionByToken(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, sha256(token)))
    .returning({ userId: sessions.userId });
  return row?.userId ?? null;
}

export async function deleteUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
