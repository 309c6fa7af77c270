import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { and, eq } from 'drizzle-orm';

const { timesheetAttachments, timesheetExpenses, timesheetExpenseAttachments } = schema;

export async function insertAttachment(
  db: DbOrTx,
  attachment: { timesheetId: string; url: string; description: string | null },
): Promise<void> {
  await db.insert(timesheetAttachments).values(attachment);
}

/** Deletes one attachment of the sheet; false when the sheet has no such attachment. */
export async function deleteAttachment(db: DbOrTx, timesheetId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(timesheetAttachments)
    .where(and(eq(timesheetAttachments.id, id), eq(timesheetAttachments.timesheetId, timesheetId)))
    .returning({ id: timesheetAttachments.id });
  return deleted.length > 0;
}

export async function insertExpense(
  db: DbOrTx,
  expense: { timesheetId: string; url: string | null; description: string | null; amount: number },
): Promise<void> {
  const [row] = await db
    .insert(timesheetExpenses)
    .values({
      timesheetId: expense.timesheetId,
      description: expense.description,
      amount: expense.amount.toFixed(2),
    })
    .returning({ id: timesheetExpenses.id });
  if (row && expense.url)
    await db.insert(timesheetExpenseAttachments).values({ expenseId: row.id, url: expense.url });
}

/** Deletes one expense of the sheet with its attachments; false when the sheet has no such expense. */
export async function deleteExpense(db: DbOrTx, timesheetId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(timesheetExpenses)
    .where(and(eq(timesheetExpenses.id, id), eq(timesheetExpenses.timesheetId, timesheetId)))
    .returning({ id: timesheetExpenses.id });
  return deleted.length > 0;
}
