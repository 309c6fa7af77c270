import type { DbOrTx } from '@tally/db';
import { sql } from 'drizzle-orm';

export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * Minutes until another sign-in attempt is allowed, or 0. Counts the failed-sign-in audit events of the
 * last 15 minutes (no process memory: any API instance gives the same answer).
 */
export async function signInRetryMinutes(
  db: DbOrTx,
  input: { email: string; ip: string; now: Date },
): Promise<number> {
  const since = new Date(input.now.getTime() - FAILED_SIGN_IN_WINDOW_MS);
  const result = await db.execute<{
    account_failures: number;
    account_oldest: string | null;
    ip_failures: number;
    ip_oldest: string | null;
  }>(sql`
    select
      count(*) filter (where lower(email) = ${input.email})::int as account_failures,
      min(created_at) filter (where lower(email) = ${input.email}) as account_oldest,
      count(*) filter (where ip = ${input.ip})::int as ip_failures,
      min(created_at) filter (where ip = ${input.ip}) as ip_oldest
    from audit_events
    where type = 'sign-in-failed' and created_at > ${since.toISOString()}
      and (lower(email) = ${input.email} or ip = ${input.ip})`);
  const row = result.rows[0];
  if (!row) return 0;
  const waits: number[] = [];
  if (Number(row.account_failures) >= MAX_FAILURES_PER_ACCOUNT && row.account_oldest)
    waits.push(minutesUntil(row.account_oldest, input.now));
  if (Number(row.ip_failures) >= MAX_FAILURES_PER_IP && row.ip_oldest)
    waits.push(minutesUntil(row.ip_oldest, input.now));
  return waits.length ? Math.max(...waits) : 0;
}

function minutesUntil(oldest: string, now: Date): number {
  const freeAt = new Date(oldest).getTime() + FAILED_SIGN_IN_WINDOW_MS;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
}

export function throttledMessage(minutes: number): string {
  return `Too many failed sign-in attempts. Try again in ${minutes} minutes.`;
}
