import type { DbOrTx } from '@tally/db';
import type { IsoDate } from '@tally/domain/shared/dates';
import { sql } from 'drizzle-orm';
import { lifetimeWorkSql } from '../../queries/approved-work.ts';

/** The first and last task dates of a project (any timesheet), or null without tasks. */
export async function findTaskDates(
  db: DbOrTx,
  projectId: string,
): Promise<{ first: IsoDate | null; last: IsoDate | null }> {
  const result = await db.execute<{ first: string | null; last: string | null }>(
    sql`SELECT min(date)::text AS first, max(date)::text AS last FROM timesheet_entries
         WHERE project_id = ${projectId}::uuid`,
  );
  return { first: result.rows[0]?.first ?? null, last: result.rows[0]?.last ?? null };
}

/**
 * The facts of a project's financials besides its approved work, in one statement: its deliverables (with
 * their milestone), the sum of its expenses and the names of the people with approved hours on it.
 */
export async function findFinancialFacts(db: DbOrTx, projectId: string) {
  return db.execute<{
    kind: 'deliverable' | 'expenses' | 'user';
    id: string | null;
    name: string | null;
    milestone: string | null;
    budget: string | null;
    budget_percent: string | null;
  }>(sql`
      SELECT 'deliverable' AS kind, d.id::text AS id, d.name, m.name AS milestone, d.budget::text AS budget,
             d.budget_percent::text AS budget_percent
        FROM deliverables d LEFT JOIN milestones m ON m.id = d.milestone_id
       WHERE d.project_id = ${projectId}::uuid
      UNION ALL
      SELECT 'expenses', NULL, NULL, NULL, coalesce(sum(amount), 0)::text, NULL
        FROM project_expenses WHERE project_id = ${projectId}::uuid
      UNION ALL
      SELECT 'user', u.id::text, u.first_name || ' ' || u.last_name, NULL, NULL, NULL
        FROM users u
       WHERE u.id IN (SELECT w.user_id FROM (${lifetimeWorkSql(sql`${projectId}::uuid`)}) w)`);
}
