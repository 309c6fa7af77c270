import { type DbOrTx, schema } from '@tally/db';
import { type SQL, sql } from 'drizzle-orm';
import { BUDGET_USED_EVENT } from './records.ts';

/** The projects of `projectIds` (all when omitted) whose stored budget used is stale. */
export async function findStaleProjectIds(db: DbOrTx, projectIds?: readonly string[]): Promise<string[]> {
  const only = projectIds ? sql`AND id = ANY(${sql.param([...projectIds])}::uuid[])` : sql``;
  const stale = await db.execute<{ id: string }>(sql`
    SELECT id FROM projects WHERE budget_used_changes > budget_used_computed ${only}`);
  return stale.rows.map((row) => row.id);
}

/** What budget used is computed from, with the change counter it was read at. */
export async function findBudgetFacts(db: DbOrTx, ids: readonly string[]) {
  const projects = await db.execute<{
    id: string;
    budget: string;
    deduct_expenses: boolean;
    changes: string;
  }>(sql`
      SELECT id, budget::text AS budget, deduct_expenses, budget_used_changes::text AS changes FROM projects
      WHERE id = ANY(${sql.param([...ids])}::uuid[])`);
  return projects.rows;
}

export async function sumExpenses(db: DbOrTx, projectIds: readonly string[]): Promise<Map<string, number>> {
  const result = await db.execute<{ project_id: string; total: string }>(sql`
    SELECT project_id, sum(amount)::text AS total FROM project_expenses
    WHERE project_id = ANY(${sql.param([...projectIds])}::uuid[])
    GROUP BY project_id`);
  return new Map(result.rows.map((row) => [row.project_id, Number(row.total)]));
}

/**
 * Stores budget used and the change counter it was computed at. GREATEST: a slower reader that started
 * earlier never marks an older computation current.
 */
export async function writeBudgetUsedRows(
  db: DbOrTx,
  values: readonly { projectId: string; budgetUsed: number; changes: string | undefined }[],
): Promise<void> {
  const rows: SQL = sql.join(
    values.map(
      (value) =>
        sql`(${value.projectId}::uuid, ${String(value.budgetUsed)}::numeric, ${value.changes}::bigint)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
      UPDATE projects AS p SET budget_used = v.budget_used,
             budget_used_computed = GREATEST(p.budget_used_computed, v.changes)
      FROM (VALUES ${rows}) AS v(id, budget_used, changes)
      WHERE p.id = v.id`);
}

export async function insertBudgetUsedEvents(
  db: DbOrTx,
  values: readonly { projectId: string; budgetUsed: number }[],
  audit: { at: Date; actor: { userId: string; email: string | null } | null },
): Promise<void> {
  await db.insert(schema.auditEvents).values(
    values.map((value) => ({
      type: BUDGET_USED_EVENT,
      userId: audit.actor?.userId ?? null,
      email: audit.actor?.email ?? null,
      metadata: { projectId: value.projectId, budgetUsed: value.budgetUsed },
      createdAt: audit.at,
    })),
  );
}

/** Of these projects, those whose budget used was recalculated since `since`. */
export async function recentlyRecalculated(
  db: DbOrTx,
  projectIds: readonly string[],
  since: Date,
): Promise<Set<string>> {
  if (projectIds.length === 0) return new Set();
  const result = await db.execute<{ project_id: string }>(sql`
    SELECT DISTINCT metadata->>'projectId' AS project_id FROM audit_events
    WHERE type = ${BUDGET_USED_EVENT} AND created_at > ${since.toISOString()}::timestamptz
      AND metadata->>'projectId' = ANY(${sql.param([...projectIds])}::text[])`);
  return new Set(result.rows.map((row) => row.project_id));
}

/** One batch of the tool: projects with one of the statuses by name then id, one row more than `size`. */
export async function findToolBatch(
  db: DbOrTx,
  statuses: readonly string[],
  offset: number,
  size: number,
): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
        SELECT id FROM projects
        WHERE NOT is_template AND status = ANY(${sql.param([...statuses])}::text[])
        ORDER BY name, id
        OFFSET ${offset} LIMIT ${size + 1}`);
  return result.rows.map((row) => row.id);
}

/** A project's stored budget used, as committed now (null for an unknown project). */
export async function findStoredBudgetUsed(db: DbOrTx, projectId: string): Promise<number | null> {
  const result = await db.execute<{ budget_used: string }>(
    sql`SELECT budget_used FROM projects WHERE id = ${projectId}`,
  );
  const row = result.rows[0];
  return row ? Number(row.budget_used) : null;
}
