import type { DbOrTx } from '@tally/db';
import { findHrUser, insertUserFinancial } from '../queries.ts';
import type { FinancialInput, HrUserRecord } from '../records.ts';

/** addUserFinancial (H-007). */
export async function addUserFinancial(db: DbOrTx, input: FinancialInput): Promise<HrUserRecord> {
  const user = await findHrUser(db, input.userId);
  await insertUserFinancial(db, input);
  return user;
}
