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

/** Several movements in one statement (the same created_at), in the order given; answers their ids. */
export async function createTimeOffs(db: Db, inputs: TimeOffInput[]): Promise<string[]> {
  if (!inputs.length) return [];
  const rows = await db
    .insert(schema.timeOffTransactions)
    .values(inputs.map((input) => ({ timeOffType: 'PTO', transactionType: 'EARNED' as const, ...input })))
    .returning({ id: schema.timeOffTransactions.id });
  return rows.map((row) => row.id);
}
