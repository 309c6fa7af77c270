import { z } from 'zod';
import { recordAuditEvent } from '../../../auth/audit.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import { deleteUserSessions } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { id } from '../../../graphql/args.ts';
import { badUserInput } from '../../../graphql/errors.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { emitWebhookEvent } from '../../integrations/index.ts';
import { requireUser } from '../guards.ts';
import { updateUserRow } from '../queries/users.ts';
import type { AdminUserRow } from '../records.ts';

const activeInput = z.object({ id, status: z.boolean() });

/** activeInactiveAccount (D-032): saves at once; deactivating ends every session of the account. */
export async function activeInactiveAccount(
  deps: AppDeps,
  viewer: Viewer,
  args: z.input<typeof activeInput>,
): Promise<AdminUserRow> {
  const input = parseInput(activeInput, args);
  const before = await requireUser(deps.db, input.id);
  if (!input.status && input.id === viewer.userId) {
    throw badUserInput({ status: 'You cannot deactivate your own account' });
  }
  await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, input.id, { accountActive: input.status, updatedAt: deps.clock() });
    if (!input.status) await deleteUserSessions(tx, input.id);
    await recordAuditEvent(tx, {
      type: input.status ? 'user-activated' : 'user-deactivated',
      now: deps.clock(),
      userId: input.id,
      metadata: { byUserId: viewer.userId },
    });
    // Other systems hear of a deactivation once: deactivating an inactive account again tells nobody.
    if (!input.status && before.accountActive) {
      await emitWebhookEvent(
        tx,
        'USER_DEACTIVATED',
        { userId: input.id, byUserId: viewer.userId },
        deps.clock(),
      );
    }
  });
  return requireUser(deps.db, input.id);
}
