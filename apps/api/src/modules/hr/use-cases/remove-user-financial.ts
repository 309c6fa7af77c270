import type { DbOrTx } from '@tally/db';
import { notFound } from '../../../graphql/errors.ts';
import { deleteUserFinancial, findHrUser } from '../queries.ts';
import type { HrUserRecord } from '../records.ts';

/** removeUserFinancial (H-009). */
export async function removeUserFinancial(
  db: DbOrTx,
  input: { userId: string; indexId: string },
): Promise<HrUserRecord> {
  const user = await findHrUser(db, input.userId);
  if (!(await deleteUserFinancial(db, input))) throw notFound('Financial record');
  return user;
}
