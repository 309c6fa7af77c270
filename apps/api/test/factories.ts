import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import type { GroupName } from '@tally/domain/auth/groups';
import { hashPassword } from '../src/auth/passwords.ts';

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
