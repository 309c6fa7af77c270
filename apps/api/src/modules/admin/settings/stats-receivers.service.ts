import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { parseStatsRecipients } from '@tally/domain/admin/admin-jobs';
import { asc } from 'drizzle-orm';
import { badUserInput } from '../../../graphql/errors.ts';

const { emailStatsReceivers } = schema;

export async function listStatsReceivers(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: emailStatsReceivers.email })
    .from(emailStatsReceivers)
    .orderBy(asc(emailStatsReceivers.email));
  return rows.map((row) => row.email);
}

/** emailStatsReciever(emails) (D-060): replaces the recipient list (an empty list clears it), all or nothing. */
export async function saveStatsReceivers(db: Db, emails: readonly string[]): Promise<string[]> {
  const parsed = parseStatsRecipients(emails);
  if (parsed.error !== null) throw badUserInput({ emails: parsed.error });
  await db.transaction(async (tx) => {
    await tx.delete(emailStatsReceivers);
    if (parsed.emails.length > 0) {
      await tx.insert(emailStatsReceivers).values(parsed.emails.map((email) => ({ email })));
    }
  });
  return listStatsReceivers(db);
}
