import { type Db, schema } from '@tally/db';

export type ExpenseInput = { projectId: string } & Partial<typeof schema.projectExpenses.$inferInsert>;

/** A project expense (default name 'Travel', amount 0); answers its id. */
export async function createExpense(db: Db, input: ExpenseInput): Promise<string> {
  const [row] = await db
    .insert(schema.projectExpenses)
    .values({ name: 'Travel', ...input })
    .returning({ id: schema.projectExpenses.id });
  return row!.id;
}
