import type { DbOrTx } from '@tally/db';
import type { IsoDate } from '@tally/domain/shared/dates';
import { sql } from 'drizzle-orm';

/** One row of the all-active-users report (H-012). */
export interface ActiveStaffRecord {
  id: string;
  name: string;
  email: string | null;
  title: string | null;
  projects: string[];
  approvers: string[];
}

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

export interface StaffSheetsRecord {
  userId: string;
  name: string;
  email: string | null;
  sheets: { endDate: IsoDate; status: string; submittedAt: Date | null }[];
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
