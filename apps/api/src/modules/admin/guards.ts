import type { Db } from '@tally/db';
import { normalizeEmail } from '@tally/domain/auth/auth-rules';
import { badUserInput, notFound } from '../../graphql/errors.ts';
import { findAdminUser, findUserIdByEmail } from './queries/users.ts';
import type { AdminUserRow } from './records.ts';

/** Throws BAD_USER_INPUT with the messages when there are any (nothing is written). */
export function reject(errors: Record<string, string>): void {
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
}

export async function requireUser(db: Db, userId: string): Promise<AdminUserRow> {
  const user = await findAdminUser(db, userId);
  if (!user) throw notFound('User');
  return user;
}

/** The account of a `userEmail` argument (addToGroup, addApprover...): BAD_USER_INPUT when none has it. */
export async function requireUserByEmail(db: Db, email: string): Promise<string> {
  const userId = await findUserIdByEmail(db, normalizeEmail(email));
  if (!userId) throw badUserInput({ userEmail: 'No user has this e-mail address' });
  return userId;
}
