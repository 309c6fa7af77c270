import { type DbOrTx, schema } from '@tally/db';
import { and, eq, ne } from 'drizzle-orm';

/** What changing one's own password reads of the account: its hash and the names zxcvbn should refuse. */
export async function findPasswordAccount(db: DbOrTx, userId: string) {
  const [account] = await db
    .select({
      passwordHash: schema.users.passwordHash,
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
    })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return account;
}

export async function listEmailAddresses(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ address: schema.userEmails.address })
    .from(schema.userEmails)
    .where(eq(schema.userEmails.userId, userId));
  return rows.map((row) => row.address);
}

/** Ends every session of the user but the given one. */
export async function deleteOtherSessions(db: DbOrTx, userId: string, keepSessionId: string): Promise<void> {
  await db
    .delete(schema.sessions)
    .where(and(eq(schema.sessions.userId, userId), ne(schema.sessions.id, keepSessionId)));
}
