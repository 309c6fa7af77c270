import { type DbOrTx, schema } from '@tally/db';
import { and, eq, ne, sql } from 'drizzle-orm';

const { users, userEmails } = schema;

/** The unique index of payroll ids (lower(btrim(payroll_id)); migration 0016). */
export const PAYROLL_ID_INDEX = 'users_payroll_id_key';

/** Whether another user holds this payroll id, ignoring case and surrounding spaces. */
export async function isPayrollIdTaken(db: DbOrTx, payrollId: string, exceptUserId: string | null) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(btrim(${users.payrollId})) = lower(btrim(${payrollId}))`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The id of the active account signing in with this e-mail, or null (an approver must be one). */
export async function findActiveUserIdByEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(userEmails)
    .innerJoin(users, eq(users.id, userEmails.userId))
    .where(and(eq(userEmails.address, email.trim().toLowerCase()), eq(users.accountActive, true)))
    .limit(1);
  return row?.id ?? null;
}
