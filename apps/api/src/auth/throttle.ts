import type { DbOrTx } from '@tally/db';
import { sql } from 'drizzle-orm';

/** Failures of one (account, address) pair answered at once; each further one doubles the wait. */
export const FREE_FAILURES_PER_PAIR = 5;
export const FIRST_PAIR_DELAY_MS = 1000;
export const MAX_PAIR_DELAY_MS = 15 * 60 * 1000;
/** How far back a pair's failures count (since its last successful sign-in, at most this long). */
export const PAIR_MEMORY_MS = 24 * 60 * 60 * 1000;
/** Credential stuffing: failures from one address over any accounts within the window. */
export const MAX_FAILURES_PER_ADDRESS = 100;
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;

export interface SignInAttempt {
  email: string;
  ip: string;
  now: Date;
}

/** The wait after `failures` failures of a pair, or 0: 1 s after the 5th, 2 s after the 6th, ... 15 min at most. */
export function pairDelayMs(failures: number): number {
  if (failures < FREE_FAILURES_PER_PAIR) return 0;
  const doublings = failures - FREE_FAILURES_PER_PAIR;
  return doublings >= 20
    ? MAX_PAIR_DELAY_MS
    : Math.min(MAX_PAIR_DELAY_MS, FIRST_PAIR_DELAY_MS * 2 ** doublings);
}

/**
 * Milliseconds until this attempt may be checked, or 0. Reads the audit events (no process memory: every API
 * instance gives the same answer). The account and address are throttled as a pair, so a stranger failing
 * from one address never slows the owner signing in from another; only an address failing against many
 * accounts (credential stuffing) is slowed for every account.
 */
export async function signInWaitMs(db: DbOrTx, attempt: SignInAttempt): Promise<number> {
  const pairSince = new Date(attempt.now.getTime() - PAIR_MEMORY_MS).toISOString();
  const addressSince = new Date(attempt.now.getTime() - ADDRESS_WINDOW_MS).toISOString();
  const result = await db.execute<{
    pair_failures: number;
    pair_last: string | null;
    address_nth: string | null;
  }>(sql`
    with last_success as (
      select max(created_at) as at from audit_events
      where type = 'sign-in' and lower(email) = ${attempt.email} and ip = ${attempt.ip}
        and created_at > ${pairSince}
    ),
    pair as (
      select count(*)::int as failures, max(created_at) as last from audit_events
      where type = 'sign-in-failed' and lower(email) = ${attempt.email} and ip = ${attempt.ip}
        and created_at > ${pairSince}
        -- A failure in the same instant as the last success still counts (the safer side of a tie).
        and created_at >= coalesce((select at from last_success), '-infinity')
    ),
    address as (
      select created_at from audit_events
      where type = 'sign-in-failed' and ip = ${attempt.ip} and created_at > ${addressSince}
      order by created_at desc offset ${MAX_FAILURES_PER_ADDRESS - 1} limit 1
    )
    select pair.failures as pair_failures, pair.last as pair_last, (select created_at from address) as address_nth
    from pair`);
  const row = result.rows[0];
  if (!row) return 0;
  const now = attempt.now.getTime();
  const waits = [0];
  const delay = pairDelayMs(Number(row.pair_failures));
  if (delay > 0 && row.pair_last) waits.push(new Date(row.pair_last).getTime() + delay - now);
  // The address is free again once its 100th newest failure leaves the window.
  if (row.address_nth) waits.push(new Date(row.address_nth).getTime() + ADDRESS_WINDOW_MS - now);
  return Math.max(...waits);
}

/** Whole seconds to announce in Retry-After (at least 1 while throttled). */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

export function throttledMessage(seconds: number): string {
  if (seconds < 60) return `Too many failed sign-in attempts. Try again in ${plural(seconds, 'second')}.`;
  return `Too many failed sign-in attempts. Try again in ${plural(Math.ceil(seconds / 60), 'minute')}.`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
