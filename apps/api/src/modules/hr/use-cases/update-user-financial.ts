import type { DbOrTx } from '@tally/db';
import { notFound } from '../../../graphql/errors.ts';
import { findHrUser, updateUserFinancialRow } from '../queries.ts';
import type { FinancialInput, HrUserRecord } from '../records.ts';

/** updateUserFinancial (H-008): indexId is the record's _id. */
export async function updateUserFinancial(
  db: DbOrTx,
  input: FinancialInput & { indexId: string },
): Promise<HrUserRecord> {
  const user = await findHrUser(db, input.userId);
  if (!(await updateUserFinancialRow(db, input))) throw notFound('Financial record');
  return user;
}
