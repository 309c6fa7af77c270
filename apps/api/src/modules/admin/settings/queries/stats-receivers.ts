import { type DbOrTx, schema } from '@tally/db';
import { asc } from 'drizzle-orm';

const { emailStatsReceivers } = schema;

export async function listStatsReceivers(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ email: emailStatsReceivers.email })
    .from(emailStatsReceivers)
    .orderBy(asc(emailStatsReceivers.email));
  return rows.map((row) => row.email);
}

/** Replaces the recipient list, all or nothing. */
export async function replaceStatsReceivers(db: DbOrTx, emails: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(emailStatsReceivers);
    if (emails.length > 0) {
      await tx.insert(emailStatsReceivers).values(emails.map((email) => ({ email })));
    }
  });
}
