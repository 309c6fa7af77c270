import {
  APPROVER_NOT_ACTIVE_USER_MESSAGE,
  APPROVER_TYPES,
  type ApproverKind,
  approverValue,
  validateApprover,
} from '@tally/domain/admin/admin-users';
import { z } from 'zod';
import { recordAuditEvent } from '../../../auth/audit.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput } from '../../../graphql/errors.ts';
import { parseInput } from '../../../graphql/validation.ts';
import { reject, requireUser, requireUserByEmail } from '../guards.ts';
import { addApproverSetting, findActiveUserIdByEmail, removeApproverSetting } from '../queries/users.ts';
import type { AdminUserRow } from '../records.ts';

const approverInput = z.object({
  userEmail: z.string().trim().min(1, 'Required'),
  type: z.string().nullish(),
  value: z.string().nullish(),
  delegated: z.boolean().nullish(),
});

/** addApprover / removeApprover (D-023..D-028): the settings approval routing reads (user_approvers). */
export async function setApprover(
  deps: AppDeps,
  viewer: Viewer,
  args: z.input<typeof approverInput>,
  present: boolean,
): Promise<AdminUserRow> {
  const input = parseInput(approverInput, args);
  reject(validateApprover(input));
  const type = input.type as ApproverKind;
  if (!(APPROVER_TYPES as readonly string[]).includes(type)) throw badUserInput({ type: 'Select a type' });
  const userId = await requireUserByEmail(deps.db, input.userEmail);
  const approver = { type, value: approverValue(type, input.value), delegated: input.delegated ?? false };
  if (present && type === 'individual' && !(await findActiveUserIdByEmail(deps.db, approver.value))) {
    throw badUserInput({ value: APPROVER_NOT_ACTIVE_USER_MESSAGE });
  }
  await deps.db.transaction(async (tx) => {
    if (present) await addApproverSetting(tx, userId, approver);
    else await removeApproverSetting(tx, userId, approver);
    await recordAuditEvent(tx, {
      type: present ? 'user-approver-added' : 'user-approver-removed',
      now: deps.clock(),
      userId,
      metadata: { byUserId: viewer.userId, ...approver },
    });
  });
  return requireUser(deps.db, userId);
}
