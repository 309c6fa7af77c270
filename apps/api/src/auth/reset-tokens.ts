import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { randomToken, sha256 } from './tokens.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const { passwordResetTokens, userEmails } = schema;
/** At most this many reset mails per account and hour, so the form cannot flood a mailbox. */
export const MAX_RESET_MAILS_PER_HOUR = 5;

/** A new reset link; every older link of the account stops working, so only the newest one sent is valid. */
export async function createResetToken(db: DbOrTx, userId: string, now: Date): Promise<string> {
  const token = randomToken();
  await voidResetTokens(db, userId, now);
  await db.insert(passwordResetTokens).values({
    tokenHash: sha256(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * Marks the account's unused links used (kept, not deleted: the hourly mail limit counts them). Called when a
 * newer link is sent and whenever the password changes.
 */
export async function voidResetTokens(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Marks a valid token used and returns its user; null for an unknown, used or expired token. */
export async function consumeResetToken(db: DbOrTx, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

export async function resetMailsSentRecently(db: DbOrTx, email: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ sent: count() })
    .from(passwordResetTokens)
    .innerJoin(userEmails, eq(userEmails.userId, passwordResetTokens.userId))
    .where(
      and(
        eq(userEmails.address, email),
        gt(passwordResetTokens.createdAt, new Date(now.getTime() - RESET_TOKEN_TTL_MS)),
      ),
    );
  return (row?.sent ?? 0) >= MAX_RESET_MAILS_PER_HOUR;
}
