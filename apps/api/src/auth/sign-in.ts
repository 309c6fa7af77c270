import { INCORRECT_CREDENTIALS_MESSAGE, normalizeEmail } from '@tally/domain/auth/auth-rules';
import type { AppDeps } from '../deps.ts';
import { findAccountByEmail } from './accounts.queries.ts';
import { recordAuditEvent } from './audit.ts';
import { verifyPassword } from './passwords.ts';
import { createSession, deleteSessionByToken } from './sessions.ts';
import { forgiveAttempt, reserveSignInAttempt } from './sign-in-attempts.ts';
import { throttledMessage } from './throttle.ts';

export interface SignInRequest {
  email: string;
  password: string;
  ip: string;
  userAgent?: string | undefined;
  /** The session cookie the browser still sent, ended so each sign-in starts a fresh session. */
  previousToken?: string | undefined;
}

export type SignInResult =
  | { ok: true; token: string; userId: string }
  | { ok: false; status: 401; error: string }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number };

/** Password sign-in: throttled per (account, address) pair and per address, audited, rotating the session. */
export async function signInWithPassword(deps: AppDeps, request: SignInRequest): Promise<SignInResult> {
  const { db } = deps;
  const now = deps.clock();
  const email = normalizeEmail(request.email);
  const account = await findAccountByEmail(db, email);
  const reservation = await reserveSignInAttempt(db, {
    email,
    ip: request.ip,
    now,
    userId: account?.userId ?? null,
  });
  if (!reservation.ok) {
    const { retryAfterSeconds } = reservation;
    return { ok: false, status: 429, error: throttledMessage(retryAfterSeconds), retryAfterSeconds };
  }
  const valid = await verifyPassword(account?.accountActive ? account.passwordHash : null, request.password);
  if (!account || !valid) return { ok: false, status: 401, error: INCORRECT_CREDENTIALS_MESSAGE };
  await forgiveAttempt(db, reservation.failureId);
  const token = await startSession(deps, { ...request, userId: account.userId, email, method: 'password' });
  return { ok: true, token, userId: account.userId };
}

/** Creates the session of a verified sign-in (password or single sign-on) and audits it. */
export async function startSession(
  deps: AppDeps,
  input: {
    userId: string;
    email: string;
    ip: string;
    userAgent?: string | undefined;
    previousToken?: string | undefined;
    method: string;
  },
): Promise<string> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    if (input.previousToken) await deleteSessionByToken(tx, input.previousToken);
    const token = await createSession(tx, {
      userId: input.userId,
      now,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    await recordAuditEvent(tx, {
      type: 'sign-in',
      now,
      userId: input.userId,
      email: input.email,
      ip: input.ip,
      metadata: { method: input.method },
    });
    return token;
  });
}

export async function signOut(
  deps: AppDeps,
  input: { token: string | undefined; ip: string },
): Promise<void> {
  if (!input.token) return;
  const now = deps.clock();
  const userId = await deleteSessionByToken(deps.db, input.token);
  if (userId) await recordAuditEvent(deps.db, { type: 'sign-out', now, userId, ip: input.ip });
}
