import { ADMIN_TOGGLEABLE_GROUPS, type GroupName } from '@tally/domain/auth/groups';
import { z } from 'zod';
import { recordAuditEvent } from '../../../auth/audit.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { requireUser, requireUserByEmail } from '../guards.ts';
import { addGroup, removeGroup } from '../queries/users.ts';
import type { AdminUserRow } from '../records.ts';

const groupInput = z.object({
  userEmail: z.string().trim().min(1, 'Required'),
  name: z.string().refine((name) => (ADMIN_TOGGLEABLE_GROUPS as readonly string[]).includes(name), {
    message: `Group must be one of ${ADMIN_TOGGLEABLE_GROUPS.join(', ')}`,
  }),
});

/** addToGroup / removeFromGroup (D-022): applies at once; adding twice or removing an absent group is a no-op. */
export async function setGroup(
  deps: AppDeps,
  viewer: Viewer,
  args: { userEmail: string; name: string },
  member: boolean,
): Promise<AdminUserRow> {
  const input = parseInput(groupInput, args);
  const userId = await requireUserByEmail(deps.db, input.userEmail);
  const name = input.name as GroupName;
  await deps.db.transaction(async (tx) => {
    if (member) await addGroup(tx, userId, name);
    else await removeGroup(tx, userId, name);
    await recordAuditEvent(tx, {
      type: member ? 'user-group-added' : 'user-group-removed',
      now: deps.clock(),
      userId,
      metadata: { byUserId: viewer.userId, group: name },
    });
  });
  return requireUser(deps.db, userId);
}
