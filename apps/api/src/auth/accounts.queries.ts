import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { eq } from 'drizzle-orm';

const { users, userEmails } = schema;

export interface Account {
  userId: string;
  firstName: string;
  passwordHash: string | null;
  accountActive: boolean;
  email: string;
}

/** The account owning an e-mail address (addresses are stored lower-case and unique). */
export async function findAccountByEmail(db: DbOrTx, email: string): Promise<Account | null> {
  const [row] = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      passwordHash: users.passwordHash,
      accountActive: users.accountActive,
      email: userEmails.address,
    })
    .from(userEmails)
    .innerJoin(users, eq(users.id, userEmails.userId))
    .where(eq(userEmails.address, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, temporaryPassword: false }).where(eq(users.id, userId));
}
