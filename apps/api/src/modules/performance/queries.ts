import type { DbOrTx } from '@tally/db';
import type { IsoDate } from '@tally/domain/shared/dates';
import { sql } from 'drizzle-orm';
import { approvedWorkSql } from '../projects/index.ts';
import type { ReportedUserRow, UserTimesheetRow } from './records.ts';

type Row = {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  title: string | null;
  image_url: string | null;
  reported: string;
  billable: string;
  pto: string;
};

/**
 * Every person of the report with their approved hours in [from, to], in one statement: the people who
 * reported approved hours in the range, and every active account that keeps timesheets (has at least one), so
 * someone who reported nothing shows at 0 %. The kinds follow the sheet totals (timesheets/edit.queries.ts):
 * deliverables flagged ignoreHoursInTotal do not count; time off is a deliverable tracked against time off;
 * billable is the rest outside projects classified Overhead. Sorted by first then last name.
 */
export async function listReportedHours(db: DbOrTx, from: IsoDate, to: IsoDate): Promise<ReportedUserRow[]> {
  const work =
    approvedWorkSql({ from, to }) ??
    sql`SELECT NULL::uuid AS user_id, NULL::uuid AS project_id, NULL::uuid AS deliverable_id, NULL::text AS month, 0::numeric AS hours WHERE false`;
  const result = await db.execute<Row>(sql`
    WITH work AS (${work}),
    per_user AS (
      SELECT w.user_id,
             coalesce(sum(w.hours) FILTER (WHERE NOT d.ignore_hours_in_total), 0) AS reported,
             coalesce(sum(w.hours) FILTER (
               WHERE NOT d.ignore_hours_in_total AND NOT d.track_against_time_off
                 AND p.classification IS DISTINCT FROM 'Overhead'), 0) AS billable,
             coalesce(sum(w.hours) FILTER (
               WHERE NOT d.ignore_hours_in_total AND d.track_against_time_off), 0) AS pto
      FROM work w
      JOIN deliverables d ON d.id = w.deliverable_id
      JOIN projects p ON p.id = w.project_id
      GROUP BY w.user_id
    )
    SELECT u.id AS user_id, u.first_name, u.last_name, u.title, u.image_url,
           (SELECT ue.address FROM user_emails ue WHERE ue.user_id = u.id
             ORDER BY ue.created_at, ue.address LIMIT 1) AS email,
           coalesce(pu.reported, 0)::text AS reported,
           coalesce(pu.billable, 0)::text AS billable,
           coalesce(pu.pto, 0)::text AS pto
    FROM users u
    LEFT JOIN per_user pu ON pu.user_id = u.id
    WHERE pu.user_id IS NOT NULL
       OR (u.account_active AND EXISTS (SELECT 1 FROM timesheets t WHERE t.user_id = u.id))
    ORDER BY lower(u.first_name), lower(u.last_name), u.id`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    title: row.title,
    imageUrl: row.image_url,
    timeReported: Number(row.reported),
    billableTime: Number(row.billable),
    ptoTime: Number(row.pto),
  }));
}

type SheetRow = {
  timesheet_id: string;
  user_id: string;
  start_date: string;
  end_date: string;
  status: string;
  total_hours: string;
  project_hours: string;
  project_id: string;
  project_name: string;
  client_name: string | null;
};

/**
 * The timesheets of the given people whose week overlaps [from, to], every status, one row per project on the
 * sheet with its hours (one statement; timesheets_user_id_end_date_key finds each person's weeks). Newest
 * week first, projects by name.
 */
export async function listUserTimesheets(
  db: DbOrTx,
  userIds: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<UserTimesheetRow[]> {
  if (userIds.length === 0) return [];
  const result = await db.execute<SheetRow>(sql`
    SELECT t.id AS timesheet_id, t.user_id, t.start_date::text AS start_date, t.end_date::text AS end_date,
           t.status, t.total_hours::text AS total_hours, sum(e.hours)::text AS project_hours,
           p.id AS project_id, p.name AS project_name, c.name AS client_name
    FROM timesheets t
    JOIN timesheet_entries e ON e.timesheet_id = t.id
    JOIN projects p ON p.id = e.project_id
    LEFT JOIN clients c ON c.id = p.client_id
    WHERE t.user_id = ANY(${sql.param([...userIds])}::uuid[])
      AND t.end_date >= ${from}::date AND t.end_date <= (${to}::date + 6) AND t.start_date <= ${to}::date
    GROUP BY t.id, p.id, c.id
    ORDER BY t.user_id, t.end_date DESC, p.name, p.id`);
  return result.rows.map((row) => ({
    timesheetId: row.timesheet_id,
    userId: row.user_id,
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    totalHours: Number(row.total_hours),
    projectHours: Number(row.project_hours),
    projectId: row.project_id,
    projectName: row.project_name,
    clientName: row.client_name,
  }));
}
