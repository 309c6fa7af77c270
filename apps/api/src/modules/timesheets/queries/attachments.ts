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

/** Deletes one attachment of the sheet, answering its file URL; null when the sheet has no such attachment. */
export async function deleteAttachment(
  db: DbOrTx,
  timesheetId: string,
  id: string,
): Promise<{ urls: (string | null)[] } | null> {
  const deleted = await db
    .delete(timesheetAttachments)
    .where(and(eq(timesheetAttachments.id, id), eq(timesheetAttachments.timesheetId, timesheetId)))
    .returning({ url: timesheetAttachments.url });
  return deleted.length > 0 ? { urls: deleted.map((row) => row.url) } : null;
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

/** Deletes one expense of the sheet with its attachments, answering their file URLs; null when there is none. */
export async function deleteExpense(
  db: DbOrTx,
  timesheetId: string,
  id: string,
): Promise<{ urls: (string | null)[] } | null> {
  const files = await db
    .select({ url: timesheetExpenseAttachments.url })
    .from(timesheetExpenseAttachments)
    .where(eq(timesheetExpenseAttachments.expenseId, id));
  const deleted = await db
    .delete(timesheetExpenses)
    .where(and(eq(timesheetExpenses.id, id), eq(timesheetExpenses.timesheetId, timesheetId)))
    .returning({ id: timesheetExpenses.id });
  return deleted.length > 0 ? { urls: files.map((file) => file.url) } : null;
}
