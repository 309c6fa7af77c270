import { type DbOrTx, schema } from '@tally/db';
import type { ApproverKind } from '@tally/domain/admin/admin-users';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AdminApprover, AdminUserEmail, AdminUserProject, AdminUserRow } from '../records.ts';

const { users, userEmails, userGroups, userApprovers } = schema;

/**
 * Every user (or one) with e-mails, groups and approver settings, each list aggregated in the same statement.
 * Sorted by last then first name (D-005).
 */
function selectUsers(where: SQL | undefined) {
  return sql`
    select u.id, u.first_name as "firstName", u.last_name as "lastName", u.title, u.image_url as "imageUrl",
      u.role, u.payroll_id as "payrollId", u.employee_type as "employeeType", u.department,
      u.work_calendar as "workCalendar", u.default_rate::text as "defaultRate", u.supervisor_id as "supervisorId",
      u.account_active as "accountActive", u.last_active_on as "lastActiveOn",
      u.quickbooks_employee_name as "quickbooksEmployeeName", u.quickbooks_payroll_item as "quickbooksPayrollItem",
      u.source_id as "sourceId", (u.password_hash is not null) as "hasPasswordCredentials",
      coalesce((select json_agg(json_build_object('address', e.address, 'verified', e.verified)
                  order by e.created_at, e.address)
                from user_emails e where e.user_id = u.id), '[]'::json) as emails,
      coalesce((select json_agg(g.name order by g.name) from user_groups g where g.user_id = u.id), '[]'::json)
        as groups,
      coalesce((select json_agg(json_build_object('id', a.id, 'type', a.type, 'value', a.value,
                  'delegated', a.delegated) order by a.delegated, a.position, a.id)
                from user_approvers a where a.user_id = u.id), '[]'::json) as approvers
    from users u
    ${where ? sql`where ${where}` : sql``}
    order by lower(u.last_name), lower(u.first_name), u.id`;
}

type RawRow = Omit<AdminUserRow, 'lastActiveOn' | 'emails' | 'groups' | 'approvers'> & {
  lastActiveOn: string | Date | null;
  emails: AdminUserEmail[] | string;
  groups: string[] | string;
  approvers: AdminApprover[] | string;
};

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toRow(raw: RawRow): AdminUserRow {
  const lastActive = raw.lastActiveOn;
  return {
    ...raw,
    lastActiveOn:
      lastActive === null
        ? null
        : lastActive instanceof Date
          ? lastActive.toISOString()
          : new Date(lastActive).toISOString(),
    emails: parsed(raw.emails),
    groups: parsed(raw.groups),
    approvers: parsed(raw.approvers),
  };
}

export async function listAdminUsers(db: DbOrTx): Promise<AdminUserRow[]> {
  const result = await db.execute<RawRow>(selectUsers(undefined));
  return result.rows.map(toRow);
}

export async function findAdminUser(db: DbOrTx, userId: string): Promise<AdminUserRow | null> {
  const result = await db.execute<RawRow>(selectUsers(sql`u.id = ${userId}`));
  const row = result.rows[0];
  return row ? toRow(row) : null;
}

/** The account an e-mail address belongs to (addresses are stored lower case). */
export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: userEmails.userId })
    .from(userEmails)
    .where(eq(userEmails.address, email.toLowerCase()))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * The projects a user is on (D-033): active team entries matched by account or e-mail, or owned; with the
 * names of the project's managers (owner and team members who may manage it). Templates left out.
 */
export async function listUserProjects(db: DbOrTx, userId: string): Promise<AdminUserProject[]> {
  const result = await db.execute<{ id: string; name: string; managers: string[] | string }>(sql`
    with mine as (
      select p.id, p.name from projects p
      where not p.is_template and (
        p.owner_id = ${userId}
        or exists (select 1 from project_resources r
                   where r.project_id = p.id and not r.inactive
                     and (r.user_id = ${userId}
                          or lower(r.email) in (select address from user_emails where user_id = ${userId}))))
    )
    select m.id, m.name,
      coalesce((select json_agg(distinct x.name) from (
         select o.first_name || ' ' || o.last_name as name from projects p2 join users o on o.id = p2.owner_id
         where p2.id = m.id
         union
         select coalesce(nullif(trim(coalesce(mu.first_name || ' ' || mu.last_name, r.name)), ''), r.email)
         from project_resources r left join users mu on mu.id = r.user_id
         where r.project_id = m.id and r.allow_project_management and not r.inactive
      ) x where x.name is not null), '[]'::json) as managers
    from mine m
    order by lower(m.name), m.id`);
  return result.rows.map((row) => ({ id: row.id, name: row.name, managers: parsed(row.managers).sort() }));
}

export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}

export async function addGroup(db: DbOrTx, userId: string, name: string): Promise<void> {
  await db
    .insert(userGroups)
    .values({ userId, name: name as (typeof userGroups.$inferInsert)['name'] })
    .onConflictDoNothing();
}

export async function removeGroup(db: DbOrTx, userId: string, name: string): Promise<void> {
  await db.delete(userGroups).where(and(eq(userGroups.userId, userId), eq(userGroups.name, name as never)));
}

/** Adds an approver setting at the end of its list, unless the same one is there already. */
export async function addApproverSetting(
  db: DbOrTx,
  userId: string,
  approver: { type: ApproverKind; value: string; delegated: boolean },
): Promise<void> {
  await db.execute(sql`
    insert into user_approvers (user_id, type, value, delegated, position)
    select ${userId}, ${approver.type}, ${approver.value}, ${approver.delegated},
      coalesce((select max(position) + 1 from user_approvers where user_id = ${userId} and delegated = ${approver.delegated}), 0)
    where not exists (select 1 from user_approvers where user_id = ${userId} and type = ${approver.type}
                        and lower(value) = lower(${approver.value}) and delegated = ${approver.delegated})`);
}

export async function removeApproverSetting(
  db: DbOrTx,
  userId: string,
  approver: { type: ApproverKind; value: string; delegated: boolean },
): Promise<number> {
  const removed = await db
    .delete(userApprovers)
    .where(
      and(
        eq(userApprovers.userId, userId),
        eq(userApprovers.type, approver.type),
        sql`lower(${userApprovers.value}) = lower(${approver.value})`,
        eq(userApprovers.delegated, approver.delegated),
      ),
    )
    .returning({ id: userApprovers.id });
  return removed.length;
}

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

/** Inserts an active account with its one (unverified) e-mail address; answers its id. */
export async function insertUserWithEmail(
  db: DbOrTx,
  user: { firstName: string; lastName: string; payrollId: string | null; passwordHash: string | null },
  email: string,
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ ...user, accountActive: true })
    .returning({ id: users.id });
  const newId = row!.id;
  await db.insert(userEmails).values({ userId: newId, address: email, verified: false });
  return newId;
}

/** The user's row, locked until the transaction ends (the before of an audited change). */
export async function lockUserRow(db: DbOrTx, userId: string) {
  const [before] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return before;
}

/** Writes the given columns of the user's row. */
export async function updateUserRow(
  db: DbOrTx,
  userId: string,
  set: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db.update(users).set(set).where(eq(users.id, userId));
}
