import { z } from 'zod';
import { setPasswordHash } from '../../../auth/accounts.queries.ts';
import { recordAuditEvent } from '../../../auth/audit.ts';
import { assertNewPasswordAllowed } from '../../../auth/password-policy.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import { consumeResetToken } from '../../../auth/reset-tokens.ts';
import { deleteUserSessions } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput } from '../../../graphql/errors.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { INVALID_RESET_TOKEN_MESSAGE } from '../messages.ts';

const resetFromTokenInput = z.object({
  password: z.string(),
  token: z.string().trim().min(1, INVALID_RESET_TOKEN_MESSAGE),
});

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
