import type { DbOrTx } from '@tally/db';
import type { IsoDate } from '@tally/domain/shared/dates';
import { sql } from 'drizzle-orm';
import { approvedWorkSql } from '../projects/index.ts';

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
