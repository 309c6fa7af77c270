import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import type { IsoDate } from '@tally/domain/shared/dates';
import { isoToCompact } from '@tally/domain/shared/dates';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../../graphql/errors.ts';
import { approvedWorkSql } from '../projects/index.ts';
import type {
  ActiveStaffRecord,
  FinancialInput,
  FinancialRecord,
  HrUserRecord,
  RollupRecord,
  StaffSheetsRecord,
} from './records.ts';

const list = (value: string[] | string | null): string[] =>
  value === null ? [] : typeof value === 'string' ? (JSON.parse(value) as string[]) : value;

/**
 * Every active user with the projects they are an active resource of (not templates, not archived; matched by
 * user or by any of their e-mails) and their approvers (individual e-mail, role, or Self; delegated marked), in
 * one statement.
 */
export async function listActiveStaff(db: DbOrTx): Promise<ActiveStaffRecord[]> {
  const result = await db.execute<{
    id: string;
    name: string;
    email: string | null;
    title: string | null;
    projects: string[] | string | null;
    approvers: string[] | string | null;
  }>(sql`
    WITH staff AS (
      SELECT u.id, u.first_name, u.last_name, u.title FROM users u WHERE u.account_active
    ),
    -- Two index-friendly joins (by user id; by e-mail through project_resources_lower_email_idx), not one OR.
    membership AS (
      SELECT s.id AS user_id, r.project_id
      FROM staff s JOIN project_resources r ON r.user_id = s.id AND NOT r.inactive
      UNION
      SELECT ue.user_id, r.project_id
      FROM staff s
      JOIN user_emails ue ON ue.user_id = s.id
      JOIN project_resources r ON lower(r.email) = lower(ue.address) AND NOT r.inactive
    ),
    projects_of AS (
      SELECT m.user_id, json_agg(p.name ORDER BY lower(p.name), p.id) AS projects
      FROM membership m JOIN projects p ON p.id = m.project_id AND NOT p.is_template AND NOT p.archived
      GROUP BY m.user_id
    ),
    approvers_of AS (
      SELECT a.user_id, json_agg(
          CASE a.type WHEN 'self' THEN 'Self' ELSE a.value END
            || CASE WHEN a.delegated THEN ' (delegated)' ELSE '' END
          ORDER BY a.delegated, a.position, a.value) AS approvers
      FROM user_approvers a JOIN staff s ON s.id = a.user_id
      GROUP BY a.user_id
    ),
    first_email AS (
      SELECT DISTINCT ON (ue.user_id) ue.user_id, ue.address
      FROM user_emails ue JOIN staff s ON s.id = ue.user_id
      ORDER BY ue.user_id, ue.created_at, ue.address
    )
    SELECT s.id, s.first_name || ' ' || s.last_name AS name, s.title, e.address AS email,
      po.projects, ao.approvers
    FROM staff s
    LEFT JOIN first_email e ON e.user_id = s.id
    LEFT JOIN projects_of po ON po.user_id = s.id
    LEFT JOIN approvers_of ao ON ao.user_id = s.id
    ORDER BY lower(s.first_name), lower(s.last_name), s.id`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    title: row.title,
    projects: list(row.projects),
    approvers: list(row.approvers),
  }));
}

/**
 * The active users who keep timesheets (at least one, ever) with their sheets whose week ends in [start, end]:
 * one statement (timesheets_user_id_end_date_key for both the existence check and the range).
 */
export async function listStaffSheets(
  db: DbOrTx,
  start: IsoDate,
  end: IsoDate,
): Promise<StaffSheetsRecord[]> {
  const result = await db.execute<{
    user_id: string;
    name: string;
    email: string | null;
    end_date: string | null;
    status: string | null;
    submitted_at: string | Date | null;
  }>(sql`
    SELECT u.id AS user_id, u.first_name || ' ' || u.last_name AS name,
      (SELECT ue.address FROM user_emails ue WHERE ue.user_id = u.id ORDER BY ue.created_at, ue.address LIMIT 1)
        AS email,
      to_char(ts.end_date, 'YYYY-MM-DD') AS end_date, ts.status, ts.submitted_at
    FROM users u
    LEFT JOIN timesheets ts ON ts.user_id = u.id AND ts.end_date >= ${start}::date AND ts.end_date <= ${end}::date
    WHERE u.account_active AND EXISTS (SELECT 1 FROM timesheets any_ts WHERE any_ts.user_id = u.id)
    ORDER BY lower(u.first_name), lower(u.last_name), u.id, ts.end_date`);
  const byUser = new Map<string, StaffSheetsRecord>();
  for (const row of result.rows) {
    let user = byUser.get(row.user_id);
    if (!user) {
      user = { userId: row.user_id, name: row.name, email: row.email, sheets: [] };
      byUser.set(row.user_id, user);
    }
    if (row.end_date && row.status) {
      user.sheets.push({
        endDate: row.end_date,
        status: row.status,
        submittedAt: row.submitted_at === null ? null : new Date(row.submitted_at),
      });
    }
  }
  return [...byUser.values()];
}

type Row = {
  user_id: string;
  name: string;
  email: string | null;
  project_id: string;
  project: string;
  deliverable_id: string;
  deliverable: string;
  milestone: string | null;
  hours: string;
};

/**
 * Approved hours per (person, project, deliverable) whose day entries fall inside [from, to] (H-019, H-020),
 * in one set-based statement over `approvedWorkSql`. Entries always have a date and positive hours (table
 * constraints).
 */
export async function userTaskTotals(db: DbOrTx, from: IsoDate, to: IsoDate): Promise<RollupRecord[]> {
  const work = approvedWorkSql({ from, to });
  if (!work) return [];
  const result = await db.execute<Row>(sql`
    WITH work AS (
      SELECT w.user_id, w.project_id, w.deliverable_id, sum(w.hours) AS hours
      FROM (${work}) w
      GROUP BY w.user_id, w.project_id, w.deliverable_id
      HAVING sum(w.hours) > 0
    )
    SELECT w.user_id, u.first_name || ' ' || u.last_name AS name,
           (SELECT ue.address FROM user_emails ue WHERE ue.user_id = w.user_id
             ORDER BY ue.created_at, ue.address LIMIT 1) AS email,
           w.project_id, p.name AS project, w.deliverable_id, d.name AS deliverable, m.name AS milestone,
           w.hours::text AS hours
    FROM work w
    JOIN users u ON u.id = w.user_id
    JOIN projects p ON p.id = w.project_id
    JOIN deliverables d ON d.id = w.deliverable_id
    LEFT JOIN milestones m ON m.id = d.milestone_id
    ORDER BY u.first_name, u.last_name, w.user_id, p.name, m.name NULLS FIRST, d.name`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    name: row.name,
    email: row.email,
    projectId: row.project_id,
    project: row.project,
    deliverableId: row.deliverable_id,
    deliverable: row.deliverable,
    milestone: row.milestone ?? '',
    hours: Number(row.hours),
  }));
}

const userColumns = {
  id: schema.users.id,
  firstName: schema.users.firstName,
  lastName: schema.users.lastName,
  title: schema.users.title,
  imageUrl: schema.users.imageUrl,
  employeeType: schema.users.employeeType,
  department: schema.users.department,
  role: schema.users.role,
  payrollId: schema.users.payrollId,
  defaultRate: schema.users.defaultRate,
  accountActive: schema.users.accountActive,
  // The first address (oldest): the one the user signs in with and is shown by.
  email: sql<string | null>`(SELECT ue.address FROM user_emails ue WHERE ue.user_id = users.id
    ORDER BY ue.created_at, ue.address LIMIT 1)`,
};

/** Every user, sorted by first then last name (the User Hourly Cost table, H-001). */
export function listHrUsers(db: DbOrTx): Promise<HrUserRecord[]> {
  return db
    .select(userColumns)
    .from(schema.users)
    .orderBy(asc(schema.users.firstName), asc(schema.users.lastName), asc(schema.users.id));
}

export async function findHrUser(db: DbOrTx, userId: string): Promise<HrUserRecord> {
  const [user] = await db.select(userColumns).from(schema.users).where(eq(schema.users.id, userId));
  if (!user) throw notFound('User');
  return user;
}

const toRecord = (row: typeof schema.userFinancials.$inferSelect): FinancialRecord => ({
  id: row.id,
  userId: row.userId,
  hourlyCost: Number(row.hourlyCost),
  startDate: isoToCompact(row.startDate),
  endDate: row.endDate === null ? null : isoToCompact(row.endDate),
});

/** The financial records of many users in one statement, each list ascending by start date (H-002). */
export async function financialsOf(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, FinancialRecord[]>> {
  const byUser = new Map<string, FinancialRecord[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(schema.userFinancials)
    .where(inArray(schema.userFinancials.userId, [...userIds]))
    .orderBy(
      asc(schema.userFinancials.userId),
      asc(schema.userFinancials.startDate),
      asc(schema.userFinancials.createdAt),
    );
  for (const row of rows) byUser.get(row.userId)?.push(toRecord(row));
  return byUser;
}

const ofUser = (userId: string, indexId: string) =>
  and(eq(schema.userFinancials.id, indexId), eq(schema.userFinancials.userId, userId));

/** A new financial record of a user (H-007). */
export async function insertUserFinancial(db: DbOrTx, input: FinancialInput): Promise<void> {
  await db.insert(schema.userFinancials).values({
    userId: input.userId,
    hourlyCost: input.hourlyCost.toFixed(2),
    startDate: input.startDate,
    endDate: input.endDate,
  });
}

/** Rewrites a user's financial record (H-008); false when the user has no record of that id. */
export async function updateUserFinancialRow(
  db: DbOrTx,
  input: FinancialInput & { indexId: string },
): Promise<boolean> {
  const updated = await db
    .update(schema.userFinancials)
    .set({ hourlyCost: input.hourlyCost.toFixed(2), startDate: input.startDate, endDate: input.endDate })
    .where(ofUser(input.userId, input.indexId))
    .returning({ id: schema.userFinancials.id });
  return updated.length > 0;
}

/** Removes a user's financial record (H-009); false when the user has no record of that id. */
export async function deleteUserFinancial(
  db: DbOrTx,
  input: { userId: string; indexId: string },
): Promise<boolean> {
  const removed = await db
    .delete(schema.userFinancials)
    .where(ofUser(input.userId, input.indexId))
    .returning({ id: schema.userFinancials.id });
  return removed.length > 0;
}
