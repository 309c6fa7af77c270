import type { DbOrTx } from '@tally/db';
import type { IsoDate } from '@tally/domain/shared/dates';
import { type SQL, sql } from 'drizzle-orm';
import { approvedOnSql, approversCte, buCodeSql } from '../queries/task-days.ts';
import type { TaskDayRow } from './records.ts';

export interface TaskDayFilter {
  from: IsoDate;
  to: IsoDate;
  /** Only these task days (entry ids), when given. */
  taskIds?: readonly string[] | undefined;
}

/**
 * The task days of one project in a range (C-056: none outside it), by date then id, in one statement; read
 * through the (project_id, date, id) index.
 */
export function findTaskDays(db: DbOrTx, projectId: string, filter: TaskDayFilter): Promise<TaskDayRow[]> {
  const only: SQL = filter.taskIds ? sql`AND e.id = ANY(${sql.param([...filter.taskIds])}::uuid[])` : sql``;
  return selectTaskDays(
    db,
    sql`e.project_id = ${projectId}::uuid AND e.date BETWEEN ${filter.from}::date AND ${filter.to}::date ${only}`,
  );
}

/**
 * The task days of every project in a range (finance.timesheetSnapshots, F-016), by date then id, in one
 * statement. A sheet covers seven days ending on its end date, so the sheets holding days of the range are
 * those ending from its first day to six days after its last: they are found by the (end_date, status) index
 * of timesheets and their entries by the timesheet_id index, no scan of all entries.
 */
export function findAllTaskDays(
  db: DbOrTx,
  filter: Pick<TaskDayFilter, 'from' | 'to'>,
): Promise<TaskDayRow[]> {
  return selectTaskDays(
    db,
    sql`e.timesheet_id IN (
          SELECT t.id FROM timesheets t
           WHERE t.end_date BETWEEN ${filter.from}::date AND ${filter.to}::date + 6)
        AND e.date BETWEEN ${filter.from}::date AND ${filter.to}::date`,
  );
}

/**
 * The one statement behind both: the entries `e` chosen by `where`, with their sheet, line, person,
 * deliverable, milestone and project joined, and each person's e-mail and supervisor, the sheets' approvers
 * and the projects' role counts read once per person, sheet and project.
 */
async function selectTaskDays(db: DbOrTx, where: SQL): Promise<TaskDayRow[]> {
  const result = await db.execute<TaskDayRow>(sql`
    WITH entries AS MATERIALIZED (
      SELECT e.id, e.timesheet_id, e.line_item_id, e.user_id, e.project_id, e.deliverable_id, e.date, e.hours,
             e.comment
        FROM timesheet_entries e
       WHERE ${where}),
    emails AS (
      SELECT DISTINCT ON (ue.user_id) ue.user_id, ue.address
        FROM user_emails ue WHERE ue.user_id IN (SELECT user_id FROM entries)
       ORDER BY ue.user_id, ue.verified DESC, ue.created_at),
    approvers AS (${approversCte(sql`SELECT DISTINCT timesheet_id, project_id FROM entries`)}),
    roles AS (
      SELECT r.project_id, count(*)::int AS roles
        FROM project_roles r WHERE r.project_id IN (SELECT project_id FROM entries)
       GROUP BY r.project_id)
    SELECT e.id, e.timesheet_id, ts.status, ts.end_date::text AS end_date, e.user_id, u.last_name, u.first_name,
           u.role, em.address AS email, u.payroll_id, u.department, u.title, u.employee_type,
           CASE WHEN s.id IS NOT NULL THEN s.first_name || ' ' || s.last_name END AS supervisor,
           c.name AS client_name, p.id AS project_id, p.name AS project, p.project_code, p.classification,
           coalesce(ro.roles, 0) AS roles,
           ${buCodeSql('d', 'p')} AS bu, m.name AS milestone, e.deliverable_id, d.name AS deliverable,
           (${approvedOnSql('ts')})::text AS approved_on, coalesce(a.emails, '{}') AS approvers,
           e.date::text AS date, e.hours::text AS hours, coalesce(e.comment, li.comment) AS comment
      FROM entries e
      JOIN timesheets ts ON ts.id = e.timesheet_id
      JOIN timesheet_line_items li ON li.id = e.line_item_id
      JOIN users u ON u.id = e.user_id
      JOIN deliverables d ON d.id = e.deliverable_id
      JOIN projects p ON p.id = e.project_id
      LEFT JOIN users s ON s.id = u.supervisor_id
      LEFT JOIN clients c ON c.id = p.client_id
      LEFT JOIN milestones m ON m.id = d.milestone_id
      LEFT JOIN emails em ON em.user_id = e.user_id
      LEFT JOIN approvers a ON a.timesheet_id = e.timesheet_id AND a.project_id = e.project_id
      LEFT JOIN roles ro ON ro.project_id = e.project_id
     ORDER BY e.date, e.id`);
  return result.rows;
}
