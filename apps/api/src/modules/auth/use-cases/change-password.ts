import {
  credentialsManagedBySso,
  normalizeEmail,
  SSO_MANAGED_CREDENTIALS_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@tally/domain/auth/auth-rules';
import { readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import { z } from 'zod';
import { setPasswordHash } from '../../../auth/accounts.queries.ts';
import { recordAuditEvent } from '../../../auth/audit.ts';
import { assertNewPasswordAllowed } from '../../../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../../../auth/passwords.ts';
import { voidResetTokens } from '../../../auth/reset-tokens.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import { forgiveAttempt, reserveSignInAttempt } from '../../../auth/sign-in-attempts.ts';
import { throttledMessage } from '../../../auth/throttle.ts';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput } from '../../../graphql/errors.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { listConfigurationRows } from '../../super-admin/index.ts';
import { deleteOtherSessions, findPasswordAccount, listEmailAddresses } from '../queries.ts';

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
  const account = await findPasswordAccount(deps.db, viewer.userId);
  const emails = await listEmailAddresses(deps.db, viewer.userId);
  const ssoDomain = readString(
    toConfigurationValues(await listConfigurationRows(deps.db)),
    'sso-email-domain',
  );
  const user = { emails, hasPasswordCredentials: !!account?.passwordHash };
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
    await deleteOtherSessions(tx, viewer.userId, viewer.sessionId);
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
