import type { DbOrTx } from '@tally/db';
import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { SESSION_IDLE_MS } from '../auth/sessions.ts';
import { recordJobRun } from '../observability/metrics.ts';

/** Deletes sessions past their idle or absolute expiry and reset tokens used or expired a day ago. */
export async function deleteExpiredAuthRows(
  db: DbOrTx,
  now: Date,
): Promise<{ sessions: number; tokens: number }> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const sessions = await db.execute<{ n: number }>(sql`
    with gone as (delete from sessions where expires_at <= ${now.toISOString()} or last_seen_at <= ${idleSince} returning 1)
    select count(*)::int as n from gone`);
  const tokens = await db.execute<{ n: number }>(sql`
    with gone as (delete from password_reset_tokens where expires_at <= ${dayAgo} or used_at <= ${dayAgo} returning 1)
    select count(*)::int as n from gone`);
  return { sessions: Number(sessions.rows[0]?.n ?? 0), tokens: Number(tokens.rows[0]?.n ?? 0) };
}

/** Hourly clean-up; deleting is idempotent, so several API instances may run it without a lock. */
export function scheduleExpiredAuthCleanup(db: DbOrTx, logger: Logger): Cron {
  return new Cron(
    '17 * * * *',
    {
      protect: true,
      catch: (error) => {
        recordJobRun('expired-auth-cleanup', 'failed');
        logger.error({ err: error }, 'auth clean-up failed');
      },
    },
    async () => {
      const deleted = await deleteExpiredAuthRows(db, new Date());
      recordJobRun('expired-auth-cleanup', 'ran');
      if (deleted.sessions || deleted.tokens)
        logger.info(deleted, 'expired sessions and reset tokens deleted');
    },
  );
}
