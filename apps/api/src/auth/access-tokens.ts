import type { DbOrTx } from '@tally/db';
import { normalizeGroups } from '@tally/domain/auth/groups';
import {
  TOKEN_REQUESTS_PER_MINUTE,
  TOKEN_SECRET_PREFIX,
  type TokenScope,
} from '@tally/domain/integrations/api-access';
import { sql } from 'drizzle-orm';
import type { Viewer } from './sessions.ts';
import { randomToken, sha256 } from './tokens.ts';

const RATE_WINDOW_MS = 60 * 1000;

/** A new secret: the prefix, then 256 random bits. Only its SHA-256 is stored. */
export function newTokenSecret(): string {
  return `${TOKEN_SECRET_PREFIX}${randomToken()}`;
}

/** The secret of `Authorization: Bearer <secret>`, or null when the request carries no bearer token. */
export function bearerSecret(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

export type BearerOutcome =
  | { kind: 'viewer'; viewer: Viewer }
  | { kind: 'refused' }
  | { kind: 'limited'; retryAfterSeconds: number };

type BearerRow = {
  id: string;
  user_id: string;
  name: string;
  scope: TokenScope;
  email: string | null;
  groups: string[] | string;
  rate_count: number;
  window_start: string | Date;
};

/**
 * The viewer of a personal access token, in one statement: the token must be known, not revoked, not
 * expired, and its owner active. The same statement counts the request in the token's one-minute window
 * (the state is in PostgreSQL, so every API process counts together) and records the last use at most once
 * a minute. Over TOKEN_REQUESTS_PER_MINUTE the request is `limited` until the window ends.
 */
export async function resolveBearer(db: DbOrTx, secret: string, now: Date): Promise<BearerOutcome> {
  if (!secret.startsWith(TOKEN_SECRET_PREFIX)) return { kind: 'refused' };
  const at = now.toISOString();
  const windowOpen = new Date(now.getTime() - RATE_WINDOW_MS).toISOString();
  const result = await db.execute<BearerRow>(sql`
    with counted as (
      update personal_access_tokens p
      set rate_window_start = case when p.rate_window_start is null or p.rate_window_start <= ${windowOpen}::timestamptz
            then ${at}::timestamptz else p.rate_window_start end,
        rate_count = case when p.rate_window_start is null or p.rate_window_start <= ${windowOpen}::timestamptz
            then 1 else p.rate_count + 1 end,
        last_used_at = case when p.last_used_at is null or p.last_used_at <= ${windowOpen}::timestamptz
            then ${at}::timestamptz else p.last_used_at end
      from users u
      where p.token_hash = ${sha256(secret)} and u.id = p.user_id and u.account_active
        and p.revoked_at is null and (p.expires_at is null or p.expires_at > ${at}::timestamptz)
      returning p.id, p.user_id, p.name, p.scope, p.rate_count, p.rate_window_start as window_start
    )
    select c.*,
      array(select g.name from user_groups g where g.user_id = c.user_id) as groups,
      (select e.address from user_emails e where e.user_id = c.user_id order by e.created_at, e.address limit 1) as email
    from counted c`);
  const row = result.rows[0];
  if (!row) return { kind: 'refused' };
  if (row.rate_count > TOKEN_REQUESTS_PER_MINUTE) {
    const windowEnds = new Date(row.window_start).getTime() + RATE_WINDOW_MS;
    return {
      kind: 'limited',
      retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
    };
  }
  const groups = typeof row.groups === 'string' ? parsePgArray(row.groups) : row.groups;
  return {
    kind: 'viewer',
    viewer: {
      userId: row.user_id,
      sessionId: row.id,
      email: row.email,
      groups: normalizeGroups(groups ?? []),
      token: { id: row.id, name: row.name, scope: row.scope },
    },
  };
}

/** `{a,b}` as PGlite may answer a text[] in a CTE. */
function parsePgArray(text: string): string[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((item) => item.replace(/^"|"$/g, '')) : [];
}
