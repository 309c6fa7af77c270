import { NEW_PASSWORD_REQUIRED_MESSAGE } from '@tally/domain/admin/admin-users';
import { normalizeEmail } from '@tally/domain/auth/auth-rules';
import { z } from 'zod';
import { recordAuditEvent } from '../../../auth/audit.ts';
import { assertNewPasswordAllowed } from '../../../auth/password-policy.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import { voidResetTokens } from '../../../auth/reset-tokens.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import { deleteUserSessions } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { id } from '../../../graphql/args.ts';
import { badUserInput } from '../../../graphql/errors.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { requireUser } from '../guards.ts';
import { updateUserRow } from '../queries/users.ts';

const resetInput = z.object({
  id,
  email: z.string().nullish(),
  password: z.string().min(1, NEW_PASSWORD_REQUIRED_MESSAGE),
});

/** resetUserPassword (D-031): a new argon2id hash; the user's sessions end, as after any password change. */
export async function resetUserPassword(
  deps: AppDeps,
  viewer: Viewer,
  args: z.input<typeof resetInput>,
): Promise<boolean> {
  const input = parseInput(resetInput, args);
  const user = await requireUser(deps.db, input.id);
  if (input.email && !user.emails.some((email) => email.address === normalizeEmail(input.email ?? ''))) {
    throw badUserInput({ email: 'The e-mail address does not belong to this user' });
  }
  const context = [...user.emails.map((email) => email.address), user.firstName ?? '', user.lastName ?? ''];
  assertNewPasswordAllowed('password', input.password, context);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, input.id, { passwordHash, updatedAt: deps.clock() });
    await voidResetTokens(tx, input.id, deps.clock());
    await deleteUserSessions(tx, input.id);
    await recordAuditEvent(tx, {
      type: 'password-changed',
      now: deps.clock(),
      userId: input.id,
      metadata: { method: 'admin-reset', byUserId: viewer.userId },
    });
  });
  return true;
}
