import { schema } from '@tally/db';
import {
  credentialsManagedBySso,
  normalizeEmail,
  SSO_MANAGED_CREDENTIALS_MESSAGE,
  validateEmail,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@tally/domain/auth/auth-rules';
import { readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { findAccountByEmail, setPasswordHash } from '../../auth/accounts.queries.ts';
import { recordAuditEvent } from '../../auth/audit.ts';
import { assertNewPasswordAllowed } from '../../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import {
  consumeResetToken,
  createResetToken,
  resetMailsSentRecently,
  voidResetTokens,
} from '../../auth/reset-tokens.ts';
import { deleteUserSessions, type Viewer } from '../../auth/sessions.ts';
import { forgiveAttempt, reserveSignInAttempt } from '../../auth/sign-in-attempts.ts';
import { throttledMessage } from '../../auth/throttle.ts';
import type { AppDeps } from '../../deps.ts';
import { badUserInput } from '../../graphql/errors.ts';
import { parseInput, rule } from '../../graphql/validation.ts';
import { resetPasswordMail } from '../../mail/reset-password-mail.ts';
import { listConfigurationRows } from '../super-admin/index.ts';

export const INVALID_RESET_TOKEN_MESSAGE =
  'This password reset link is invalid or has expired. Request a new one.';

const resetRequestInput = z.object({ email: z.string().superRefine(rule(validateEmail)) });
const resetFromTokenInput = z.object({
  password: z.string(),
  token: z.string().trim().min(1, INVALID_RESET_TOKEN_MESSAGE),
});

/**
 * Mails a one-hour, single-use reset link when the address belongs to an account. Answers the same
 * whether or not it does, so the form cannot be used to discover accounts.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: { email: string; ip: string },
): Promise<true> {
  const email = normalizeEmail(parseInput(resetRequestInput, input).email);
  const now = deps.clock();
  const account = await findAccountByEmail(deps.db, email);
  await recordAuditEvent(deps.db, {
    type: 'password-reset-requested',
    now,
    userId: account?.userId ?? null,
    email,
    ip: input.ip,
  });
  if (!account?.accountActive) return true;
  if (await resetMailsSentRecently(deps.db, email, now)) {
    deps.logger.warn({ email }, 'reset mail skipped: too many requests for this address');
    return true;
  }
  const token = await createResetToken(deps.db, account.userId, now);
  const configurations = toConfigurationValues(await listConfigurationRows(deps.db));
  const link = `${deps.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
  const mail = resetPasswordMail({
    to: account.email,
    firstName: account.firstName,
    link,
    companyShortName: readString(configurations, 'company-short-name'),
  });
  // A mail failure is logged, not reported: the answer must not depend on the account.
  await deps.mailer
    .send(mail)
    .catch((error: unknown) => deps.logger.error({ err: error }, 'reset mail failed'));
  return true;
}

/** Sets a new password from a reset link; ends every session of the account. */
export async function resetPasswordFromToken(
  deps: AppDeps,
  input: { password: string; token: string; ip: string },
): Promise<true> {
  const { password, token } = parseInput(resetFromTokenInput, input);
  assertNewPasswordAllowed('password', password);
  const passwordHash = await hashPassword(password);
  const now = deps.clock();
  const changed = await deps.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, token, now);
    if (!userId) return false;
    await setPasswordHash(tx, userId, passwordHash);
    await deleteUserSessions(tx, userId);
    await recordAuditEvent(tx, {
      type: 'password-changed',
      now,
      userId,
      ip: input.ip,
      metadata: { method: 'reset-link' },
    });
    return true;
  });
  if (!changed) throw badUserInput({ token: INVALID_RESET_TOKEN_MESSAGE });
  return true;
}

const changePasswordInput = z.object({ currentPassword: z.string(), newPassword: z.string() });

/**
 * changePassword(currentPassword, newPassword) (U-002..U-004): the signed-in user's new argon2id hash, once the
 * current password is proved, so a stolen session cannot take the account. Wrong current passwords count as
 * failed sign-ins of the (account, address) pair and are throttled like them. Their other sessions end; the
 * one that changed it stays. Refused for single-sign-on users without a password (U-004).
 */
export async function changeOwnPassword(
  deps: AppDeps,
  viewer: Viewer,
  input: { currentPassword: string; newPassword: string; ip: string },
): Promise<true> {
  const { currentPassword, newPassword } = parseInput(changePasswordInput, input);
  const [account] = await deps.db
    .select({
      passwordHash: schema.users.passwordHash,
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
    })
    .from(schema.users)
    .where(eq(schema.users.id, viewer.userId));
  const emails = await deps.db
    .select({ address: schema.userEmails.address })
    .from(schema.userEmails)
    .where(eq(schema.userEmails.userId, viewer.userId));
  const ssoDomain = readString(
    toConfigurationValues(await listConfigurationRows(deps.db)),
    'sso-email-domain',
  );
  const user = { emails: emails.map((e) => e.address), hasPasswordCredentials: !!account?.passwordHash };
  if (credentialsManagedBySso(user, ssoDomain)) {
    throw badUserInput({ newPassword: SSO_MANAGED_CREDENTIALS_MESSAGE });
  }
  const context = [...user.emails, account?.firstName ?? '', account?.lastName ?? ''];
  assertNewPasswordAllowed('newPassword', newPassword, context);
  const now = deps.clock();
  await proveCurrentPassword(deps, {
    userId: viewer.userId,
    email: viewer.email ?? user.emails[0] ?? '',
    passwordHash: account?.passwordHash ?? null,
    password: currentPassword,
    ip: input.ip,
    now,
  });
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, viewer.userId, passwordHash);
    await voidResetTokens(tx, viewer.userId, now);
    await tx
      .delete(schema.sessions)
      .where(and(eq(schema.sessions.userId, viewer.userId), ne(schema.sessions.id, viewer.sessionId)));
    await recordAuditEvent(tx, {
      type: 'password-changed',
      now,
      userId: viewer.userId,
      ip: input.ip,
      metadata: { method: 'self' },
    });
  });
  return true;
}

/** Throws BAD_USER_INPUT on currentPassword when it is wrong, or while the pair is throttled. */
async function proveCurrentPassword(
  deps: AppDeps,
  input: {
    userId: string;
    email: string;
    passwordHash: string | null;
    password: string;
    ip: string;
    now: Date;
  },
): Promise<void> {
  const email = normalizeEmail(input.email);
  const attempt = { email, ip: input.ip, now: input.now, userId: input.userId, method: 'change-password' };
  const reservation = await reserveSignInAttempt(deps.db, attempt);
  if (!reservation.ok) {
    throw badUserInput({ currentPassword: throttledMessage(reservation.retryAfterSeconds) });
  }
  if (!(await verifyPassword(input.passwordHash, input.password))) {
    throw badUserInput({ currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE });
  }
  await forgiveAttempt(deps.db, reservation.failureId);
}
