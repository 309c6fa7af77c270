import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { eq, sql } from 'drizzle-orm';
import { recordAuditEvent } from './audit.ts';
import { retryAfterSeconds, signInWaitMs } from './throttle.ts';

export type Reservation = { ok: true; failureId: string } | { ok: false; retryAfterSeconds: number };

/**
 * Checks the throttle and, when the attempt may go on, counts it as failed before the password is checked.
 * The check and the count happen under a lock on the address, so parallel guesses cannot all slip past the
 * same count; a right password then takes the failure back ({@link forgiveAttempt}).
 */
export async function reserveSignInAttempt(
  db: Db,
  attempt: { email: string; ip: string; now: Date; userId: string | null; method?: string },
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in ${attempt.ip}`}))`);
    const waitMs = await signInWaitMs(tx, attempt);
    if (waitMs > 0) {
      await recordAuditEvent(tx, {
        type: 'sign-in-throttled',
        now: attempt.now,
        email: attempt.email,
        ip: attempt.ip,
      });
      return { ok: false, retryAfterSeconds: retryAfterSeconds(waitMs) };
    }
    const [row] = await tx
      .insert(schema.auditEvents)
      .values({
        type: 'sign-in-failed',
        userId: attempt.userId,
        email: attempt.email,
        ip: attempt.ip,
        metadata: { method: attempt.method ?? 'password' },
        createdAt: attempt.now,
      })
      .returning({ id: schema.auditEvents.id });
    if (!row) throw new Error('the sign-in attempt was not recorded');
    return { ok: true, failureId: row.id };
  });
}

/** The password was right: the attempt reserved as a failure was not one. */
export async function forgiveAttempt(db: Db, failureId: string): Promise<void> {
  await db.delete(schema.auditEvents).where(eq(schema.auditEvents.id, failureId));
}
