import { normalizeEmail, validateEmail, validateNewPassword } from '@tally/domain/auth-rules';
import { readString, toConfigurationValues } from '@tally/domain/config';
import { z } from 'zod';
import { findAccountByEmail, setPasswordHash } from '../../auth/accounts.queries.ts';
import { recordAuditEvent } from '../../auth/audit.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { consumeResetToken, createResetToken, resetMailsSentRecently } from '../../auth/reset-tokens.ts';
import { deleteUserSessions } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { badUserInput } from '../../graphql/errors.ts';
import { parseInput, rule } from '../../graphql/validation.ts';
import { resetPasswordMail } from '../../mail/reset-password-mail.ts';
import { listConfigurationRows } from '../configurations/configurations.queries.ts';

export const INVALID_RESET_TOKEN_MESSAGE =
  'This password reset link is invalid or has expired. Request a new one.';

const resetRequestInput = z.object({ email: z.string().superRefine(rule(validateEmail)) });
const resetFromTokenInput = z.object({
  password: z.string().superRefine(rule(validateNewPassword)),
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
