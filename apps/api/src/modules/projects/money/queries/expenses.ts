import { type DbOrTx, schema } from '@tally/db';
import { asc, eq, inArray } from 'drizzle-orm';
import type { ExpenseRow } from '../records.ts';

const e = schema.projectExpenses;

/** Expenses of many projects, oldest first (one statement). */
export async function findExpensesByProject(
  db: DbOrTx,
  projectIds: readonly string[],
): Promise<Map<string, ExpenseRow[]>> {
  const byProject = new Map<string, ExpenseRow[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .select()
    .from(e)
    .where(inArray(e.projectId, [...projectIds]))
    .orderBy(asc(e.createdAt), asc(e.id));
  for (const row of rows) {
    const list = byProject.get(row.projectId) ?? [];
    list.push(row);
    byProject.set(row.projectId, list);
  }
  return byProject;
}

export async function findExpense(db: DbOrTx, expenseId: string): Promise<ExpenseRow | undefined> {
  const [row] = await db.select().from(e).where(eq(e.id, expenseId));
  return row;
}

export async function insertExpense(db: DbOrTx, expense: typeof e.$inferInsert): Promise<ExpenseRow> {
  const [row] = await db.insert(e).values(expense).returning();
  return row!;
}

export async function updateExpenseRow(
  db: DbOrTx,
  expenseId: string,
  set: Partial<typeof e.$inferInsert>,
): Promise<ExpenseRow> {
  const [row] = await db.update(e).set(set).where(eq(e.id, expenseId)).returning();
  return row!;
}

export async function deleteExpense(db: DbOrTx, expenseId: string): Promise<void> {
  await db.delete(e).where(eq(e.id, expenseId));
}
