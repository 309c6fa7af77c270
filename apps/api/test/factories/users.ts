import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import type { GroupName } from '@tally/domain/auth/groups';
import { hashPassword } from '../../src/auth/passwords.ts';

export interface UserInput {
  email: string;
  password?: string | null;
  firstName?: string;
  lastName?: string;
  groups?: GroupName[];
  accountActive?: boolean;
  title?: string;
  supervisorId?: string;
}

/** Inserts a user with one verified e-mail and the given groups; answers its id. */
export async function createUser(db: Db, input: UserInput): Promise<string> {
  const passwordHash = input.password === null ? null : await hashPassword(input.password ?? 'password123');
  const [user] = await db
    .insert(schema.users)
    .values({
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? 'User',
      title: input.title ?? null,
      passwordHash,
      accountActive: input.accountActive ?? true,
      supervisorId: input.supervisorId ?? null,
    })
    .returning({ id: schema.users.id });
  if (!user) throw new Error('user not inserted');
  await db
    .insert(schema.userEmails)
    .values({ userId: user.id, address: input.email.toLowerCase(), verified: true });
  if (input.groups?.length) {
    await db.insert(schema.userGroups).values(input.groups.map((name) => ({ userId: user.id, name })));
  }
  return user.id;
}

export type ApproverInput = Omit<typeof schema.userApprovers.$inferInsert, 'userId'>;

/**
 * Sets `userId`'s approver chain to `approvers` in order (position 0 the main approver): a string is an
 * individual approver's e-mail address; a position given wins over the order. Answers the rows' ids.
 */
export async function createApprovers(
  db: Db,
  userId: string,
  approvers: (string | ApproverInput)[],
): Promise<string[]> {
  if (!approvers.length) return [];
  const rows = await db
    .insert(schema.userApprovers)
    .values(
      approvers.map((approver, position) => ({
        userId,
        position,
        ...(typeof approver === 'string' ? { type: 'individual' as const, value: approver } : approver),
      })),
    )
    .returning({ id: schema.userApprovers.id });
  return rows.map((row) => row.id);
}

/** An hourly cost of `userId` from `startDate` (default 2020-01-01); answers its id. */
export async function createUserFinancial(
  db: Db,
  input: { userId: string; hourlyCost: string } & Partial<typeof schema.userFinancials.$inferInsert>,
): Promise<string> {
  const [row] = await db
    .insert(schema.userFinancials)
    .values({ startDate: '2020-01-01', ...input })
    .returning({ id: schema.userFinancials.id });
  return row!.id;
}
