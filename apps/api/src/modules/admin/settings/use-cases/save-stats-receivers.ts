import type { Db } from '@tally/db';
import { parseStatsRecipients } from '@tally/domain/admin/admin-jobs';
import { badUserInput } from '../../../../graphql/errors.ts';
import { listStatsReceivers, replaceStatsReceivers } from '../queries/stats-receivers.ts';

/** emailStatsReciever(emails) (D-060): replaces the recipient list (an empty list clears it), all or nothing. */
export async function saveStatsReceivers(db: Db, emails: readonly string[]): Promise<string[]> {
  const parsed = parseStatsRecipients(emails);
  if (parsed.error !== null) throw badUserInput({ emails: parsed.error });
  await replaceStatsReceivers(db, parsed.emails);
  return listStatsReceivers(db);
}
