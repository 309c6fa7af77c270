import { type DbOrTx, schema } from '@tally/db';
import { and, eq } from 'drizzle-orm';

/** The SQL of the fee grid's category expense budgets (M-047). */

const me = schema.milestoneExpenses;

export async function isProjectExpense(db: DbOrTx, expenseId: string, projectId: string): Promise<boolean> {
  const e = schema.projectExpenses;
  const [expense] = await db
    .select({ id: e.id })
    .from(e)
    .where(and(eq(e.id, expenseId), eq(e.projectId, projectId)));
  return expense !== undefined;
}

export async function deleteCategoryExpenseBudget(db: DbOrTx, milestoneId: string, expenseId: string) {
  await db.delete(me).where(and(eq(me.milestoneId, milestoneId), eq(me.expenseId, expenseId)));
}

export async function upsertCategoryExpenseBudget(
  db: DbOrTx,
  row: { milestoneId: string; expenseId: string; budget: string },
): Promise<void> {
  await db
    .insert(me)
    .values(row)
    .onConflictDoUpdate({ target: [me.milestoneId, me.expenseId], set: { budget: row.budget } });
}
