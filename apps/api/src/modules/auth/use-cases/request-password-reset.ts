import { normalizeEmail, validateEmail } from '@tally/domain/auth/auth-rules';
import { readString, toConfigurationValues } from '@tally/domain/super-admin/config';
import { z } from 'zod';
import { findAccountByEmail } from '../../../auth/accounts.queries.ts';
import { recordAuditEvent } from '../../../auth/audit.ts';
import { createResetToken, resetMailsSentRecently } from '../../../auth/reset-tokens.ts';
import type { AppDeps } from '../../../deps.ts';
import { parseInput, rule } from '../../../graphql/validation.ts';
import { resetPasswordMail } from '../../../mail/reset-password-mail.ts';
import { listConfigurationRows } from '../../super-admin/index.ts';

const resetRequestInput = z.object({ email: z.string().superRefine(rule(validateEmail)) });
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
