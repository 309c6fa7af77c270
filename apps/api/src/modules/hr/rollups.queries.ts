import type { DbOrTx } from '@tally/db';
import type { IsoDate } from '@tally/domain/dates';
import { type SQL, sql } from 'drizzle-orm';
import { planRange } from '../projects/approved-work.queries.ts';

/** One row of Employee Rollups by Task (H-019): a person's approved hours on one deliverable in the range. */
export interface RollupRecord {
  userId: string;
  name: string;
  email: string | null;
  projectId: string;
  project: string;
  deliverableId: string;
  deliverable: string;
  milestone: string;
  hours: number;
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
 * in one set-based statement: the months the range covers whole from approved_hours (kept by the database
 * from the entries of Approved sheets), the days of the partial months at its ends from the entries of the
 * Approved sheets whose week overlaps the range (found through timesheets_end_date_status_idx, then the
 * entries by timesheet). Entries always have a date and positive hours (table constraints).
 */
export async function userTaskTotals(db: DbOrTx, from: IsoDate, to: IsoDate): Promise<RollupRecord[]> {
  const plan = planRange(from, to);
  const parts: SQL[] = [];
  if (plan.months?.first && plan.months.last) {
    parts.push(sql`
      SELECT a.user_id, a.project_id, a.deliverable_id, a.hours
      FROM approved_hours a
      WHERE a.month >= ${plan.months.first}::date AND a.month <= ${plan.months.last}::date AND a.hours <> 0`);
  }
  for (const days of plan.days) {
    const start = days.from ?? from;
    const end = days.to ?? to;
    // A sheet holds the days of its own week (start_date..end_date): only sheets overlapping the days qualify.
    parts.push(sql`
      SELECT e.user_id, e.project_id, e.deliverable_id, e.hours
      FROM timesheets ts
      JOIN timesheet_entries e ON e.timesheet_id = ts.id
      WHERE ts.status = 'Approved'
        AND ts.end_date >= ${start}::date AND ts.end_date <= (${end}::date + 6)
        AND ts.start_date <= ${end}::date
        AND e.date >= ${start}::date AND e.date <= ${end}::date`);
  }
  if (parts.length === 0) return [];
  const result = await db.execute<Row>(sql`
    WITH work AS (
      SELECT w.user_id, w.project_id, w.deliverable_id, sum(w.hours) AS hours
      FROM (${sql.join(parts, sql` UNION ALL `)}) w
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
