import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';

const { users, userEmails, userGroups } = schema;

export type UserRow = typeof users.$inferSelect;
export interface EmailRow {
  userId: string;
  address: string;
  verified: boolean;
}

export async function findUser(db: DbOrTx, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function listEmails(db: DbOrTx, userIds: string[]): Promise<EmailRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userEmails.userId, address: userEmails.address, verified: userEmails.verified })
    .from(userEmails)
    .where(inArray(userEmails.userId, userIds))
    .orderBy(asc(userEmails.createdAt), asc(userEmails.address));
}

export async function listGroupNames(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: userGroups.name })
    .from(userGroups)
    .where(eq(userGroups.userId, userId));
  return rows.map((row) => row.name);
}

/** Someone names the address as an individual approver, or an approval step lists it (canApprove). */
export async function isNamedApprover(db: DbOrTx, email: string): Promise<boolean> {
  const address = email.toLowerCase();
  const result = await db.execute<{ found: boolean }>(sql`
    select exists (select 1 from user_approvers where type = 'individual' and lower(value) = ${address})
        or exists (select 1 from timesheet_approval_approvers where lower(email) = ${address}) as found`);
  return result.rows[0]?.found === true;
}

/**
 * Timesheets awaiting the viewer's approval: distinct submitted timesheets with a not-yet-approved step
 * whose approvers (canApprove) list the e-mail (ACCEPTANCE A-043, Gap 17). One indexed count.
 */
export async function countTimesheetsAwaitingApproval(db: DbOrTx, email: string): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count(distinct a.timesheet_id)::int as count
    from timesheet_approval_approvers aa
    join timesheet_approvals a on a.id = aa.approval_id
    join timesheets t on t.id = a.timesheet_id
    where lower(aa.email) = ${email.toLowerCase()}
      and a.status <> 'Approved'
      and t.status in ('Submitted-Pending', 'Submitted')`);
  return Number(result.rows[0]?.count ?? 0);
}
