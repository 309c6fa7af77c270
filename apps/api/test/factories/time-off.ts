import { type Db, schema } from '@tally/db';

export type TimeOffInput = { userId: string; date: string; hours: string } & Partial<
  typeof schema.timeOffTransactions.$inferInsert
>;

/** A movement of a time-off balance (default PTO, EARNED); answers its id. */
export async function createTimeOff(db: Db, input: TimeOffInput): Promise<string> {
  const [row] = await db
    .insert(schema.timeOffTransactions)
    .values({ timeOffType: 'PTO', transactionType: 'EARNED', ...input })
    .returning({ id: schema.timeOffTransactions.id });
  return row!.id;
}
