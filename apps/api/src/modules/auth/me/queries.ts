import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';

import type { EmailRow, UserRow } from './records.ts';

const { users, userEmails, userGroups } = schema;

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
