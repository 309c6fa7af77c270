import { type DbOrTx, schema } from '@tally/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { lifetimeWorkSql } from '../queries/approved-work.ts';
import type { ResourceRow } from '../records.ts';

const r = schema.projectResources;

/**
 * Approved hours of one person on one project (M-058, M-067): the approved work of `lifetimeWorkSql`, read
 * from the sums approved_hours keeps per deliverable and month (not from the entries, which may be many
 * thousands).
 */
export async function approvedHours(db: DbOrTx, projectId: string, userId: string | null): Promise<number> {
  if (!userId) return 0;
  const result = await db.execute<{ hours: string }>(sql`
    SELECT coalesce(sum(w.hours), 0)::text AS hours
    FROM (${lifetimeWorkSql(sql`${projectId}::uuid`, { keepZeroRows: true })}) w WHERE w.user_id = ${userId}::uuid`);
  return Number(result.rows[0]?.hours ?? 0);
}

/** The account this e-mail belongs to, if any. */
export async function accountOf(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: schema.userEmails.userId })
    .from(schema.userEmails)
    .where(eq(schema.userEmails.address, email.toLowerCase()))
    .limit(1);
  return row?.userId ?? null;
}

/** The active account holding this e-mail, if any (a timesheet approver must have one). */
export async function activeAccountOf(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: schema.users.id })
    .from(schema.userEmails)
    .innerJoin(schema.users, eq(schema.users.id, schema.userEmails.userId))
    .where(
      and(eq(schema.userEmails.address, email.trim().toLowerCase()), eq(schema.users.accountActive, true)),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Whether another member of the project's team has this e-mail, ignoring case. */
export async function isEmailOnTeam(
  db: DbOrTx,
  projectId: string,
  email: string,
  exceptId: string | undefined,
): Promise<boolean> {
  const [duplicate] = await db
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.projectId, projectId),
        sql`lower(${r.email}) = ${email.toLowerCase()}`,
        exceptId ? ne(r.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return duplicate !== undefined;
}

export async function projectHasRole(db: DbOrTx, projectId: string, name: string): Promise<boolean> {
  const [role] = await db
    .select({ id: schema.projectRoles.id })
    .from(schema.projectRoles)
    .where(and(eq(schema.projectRoles.projectId, projectId), eq(schema.projectRoles.name, name)))
    .limit(1);
  return role !== undefined;
}

export async function findResource(db: DbOrTx, id: string): Promise<ResourceRow | undefined> {
  const [resource] = await db.select().from(r).where(eq(r.id, id));
  return resource;
}

export async function insertResource(db: DbOrTx, resource: typeof r.$inferInsert): Promise<void> {
  await db.insert(r).values(resource);
}

export async function updateResourceRow(
  db: DbOrTx,
  id: string,
  set: Partial<typeof r.$inferInsert>,
): Promise<void> {
  await db.update(r).set(set).where(eq(r.id, id));
}

export async function deleteResource(db: DbOrTx, id: string): Promise<void> {
  await db.delete(r).where(eq(r.id, id));
}

/** The hours budgeted for a person on a project (summed over their team entries), null when none is set. */
export async function findBudgetedHours(
  db: DbOrTx,
  projectId: string,
  userId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ budgeted: sql<string | null>`sum(${r.budgetedHours})` })
    .from(r)
    .where(and(eq(r.projectId, projectId), eq(r.userId, userId)));
  const budgeted = row?.budgeted ?? null;
  return budgeted === null ? null : Number(budgeted);
}

/** Active accounts whose name or e-mail contains `term` (lower case; '' for all), first 50 by name. */
export function findAssignableUsers(db: DbOrTx, term: string) {
  const u = schema.users;
  const like = `%${term.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      title: u.title,
      email: sql<string>`(SELECT min(ue.address) FROM user_emails ue WHERE ue.user_id = users.id)`,
    })
    .from(u)
    .where(
      and(
        eq(u.accountActive, true),
        term === ''
          ? undefined
          : sql`(lower(${u.firstName} || ' ' || ${u.lastName}) LIKE ${like}
              OR EXISTS (SELECT 1 FROM user_emails m WHERE m.user_id = users.id AND m.address LIKE ${like}))`,
      ),
    )
    .orderBy(u.firstName, u.lastName)
    .limit(50);
}
