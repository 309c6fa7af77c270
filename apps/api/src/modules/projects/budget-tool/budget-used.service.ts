import { type DbOrTx, schema } from '@tally/db';
import { budgetUsed } from '@tally/domain/projects/budget';
import { sql } from 'drizzle-orm';
import type { AuditEventType } from '../../../auth/audit.ts';
import { mayRunBudgetTool } from '../../../auth/policies/projects.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { forbidden, notFound } from '../../../graphql/errors.ts';
import { manageableProject } from '../access.ts';
import { findApprovedWork, sumWork } from '../queries/approved-work.ts';
import { findProject } from '../queries/project.ts';
import type { ProjectRecord } from '../records.ts';

/**
 * Budget used (M-039, M-141..M-146, C-027, C-028, C-062).
 *
 * When was a project's budget used last recalculated? projects.updated_at is bumped by every edit of the
 * project (drizzle `$onUpdate`), so it cannot tell a recalculation from a name change, and the sort by
 * "last updated" of the project list must not be reshuffled by a background tool. Each recalculation
 * therefore records an audit event of type 'budget-used-updated' with the project id in its metadata; the
 * 24-hour skip reads the latest such event per project. The UPDATE below writes budget_used only (raw SQL,
 * so updated_at stays the time of the last real edit).
 */
export const BUDGET_USED_EVENT = 'budget-used-updated' satisfies AuditEventType;

/** Projects recalculated within this window are skipped by the tool unless forced (C-062). */
export const SKIP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** One request of the tool handles at most this many projects (M-143). */
export const BATCH_SIZE = 10;

export const DEFAULT_STATUSES = ['In Progress'] as const;

export const budgetToolMessage = (updated: number) => `Successfully updated ${updated} project budget(s).`;

export interface BudgetUsedValue {
  projectId: string;
  budgetUsed: number;
}

/**
 * Recalculates budget used for many projects, set-based: one read of the projects, one approved-work
 * statement for all of them, one expenses sum, one UPDATE ... FROM (VALUES ...) and one audit insert.
 * Returns the new values in the order of `projectIds` (unknown ids are left out).
 */
export async function recalculateBudgetUsed(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  projectIds: readonly string[],
  actor: { userId: string; email: string | null } | null = null,
): Promise<BudgetUsedValue[]> {
  return writeBudgetUsed(deps.db, projectIds, { at: deps.clock(), actor });
}

/**
 * Recomputes the budget used of the projects whose stored value is stale (migration 0015: triggers bump
 * budget_used_changes whenever approved hours, rates, the budget or expenses change), only those of
 * `projectIds` when given. Readers call it before they show budget used, so every screen shows the same
 * figure the moment the hours behind it change; nothing is audited (no one asked). Cheap when nothing is stale:
 * one look-up through the partial index of stale projects.
 */
export async function refreshStaleBudgetUsed(
  db: DbOrTx,
  projectIds?: readonly string[],
): Promise<BudgetUsedValue[]> {
  const only = projectIds ? sql`AND id = ANY(${sql.param([...projectIds])}::uuid[])` : sql``;
  const stale = await db.execute<{ id: string }>(sql`
    SELECT id FROM projects WHERE budget_used_changes > budget_used_computed ${only}`);
  if (stale.rows.length === 0) return [];
  return writeBudgetUsed(
    db,
    stale.rows.map((row) => row.id),
    null,
  );
}

/**
 * The set-based recalculation behind both. The projects' change counters are read first: a change that commits
 * while the approved work is read bumps the counter past the value stored with the result, so the project stays
 * stale and the next reader computes it again (never a stale figure marked current).
 */
async function writeBudgetUsed(
  db: DbOrTx,
  projectIds: readonly string[],
  audit: { at: Date; actor: { userId: string; email: string | null } | null } | null,
): Promise<BudgetUsedValue[]> {
  const ids = [...new Set(projectIds)];
  if (ids.length === 0) return [];
  return db.transaction(async (tx) => {
    const projects = await tx.execute<{
      id: string;
      budget: string;
      deduct_expenses: boolean;
      changes: string;
    }>(sql`
      SELECT id, budget::text AS budget, deduct_expenses, budget_used_changes::text AS changes FROM projects
      WHERE id = ANY(${sql.param(ids)}::uuid[])`);
    if (projects.rows.length === 0) return [];
    const known = projects.rows.map((row) => row.id);
    const cost = sumWork(await findApprovedWork(tx, { projectIds: known }), (work) => work.projectId);
    const expenses = await sumExpenses(tx, known);
    const byId = new Map<string, BudgetUsedValue>();
    for (const project of projects.rows) {
      byId.set(project.id, {
        projectId: project.id,
        budgetUsed: budgetUsed({
          budget: Number(project.budget),
          cost: cost.get(project.id)?.cost ?? 0,
          expenses: expenses.get(project.id) ?? 0,
          deductExpenses: project.deduct_expenses,
        }),
      });
    }
    const values = [...byId.values()];
    const changes = new Map(projects.rows.map((row) => [row.id, row.changes]));
    const rows = sql.join(
      values.map(
        (value) =>
          sql`(${value.projectId}::uuid, ${String(value.budgetUsed)}::numeric, ${changes.get(value.projectId)}::bigint)`,
      ),
      sql`, `,
    );
    // GREATEST: a slower reader that started earlier never marks an older computation current.
    await tx.execute(sql`
      UPDATE projects AS p SET budget_used = v.budget_used,
             budget_used_computed = GREATEST(p.budget_used_computed, v.changes)
      FROM (VALUES ${rows}) AS v(id, budget_used, changes)
      WHERE p.id = v.id`);
    if (audit) {
      await tx.insert(schema.auditEvents).values(
        values.map((value) => ({
          type: BUDGET_USED_EVENT,
          userId: audit.actor?.userId ?? null,
          email: audit.actor?.email ?? null,
          metadata: { projectId: value.projectId, budgetUsed: value.budgetUsed },
          createdAt: audit.at,
        })),
      );
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  });
}

async function sumExpenses(db: DbOrTx, projectIds: readonly string[]): Promise<Map<string, number>> {
  const result = await db.execute<{ project_id: string; total: string }>(sql`
    SELECT project_id, sum(amount)::text AS total FROM project_expenses
    WHERE project_id = ANY(${sql.param([...projectIds])}::uuid[])
    GROUP BY project_id`);
  return new Map(result.rows.map((row) => [row.project_id, Number(row.total)]));
}

/** Of these projects, those whose budget used was recalculated since `since`. */
async function recentlyRecalculated(
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

/** updateBudgetUsed(projectId) (M-039): managers of the project, also while editing is locked; never skipped. */
export async function updateBudgetUsed(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  projectId: string,
): Promise<ProjectRecord> {
  const record = await manageableProject(deps, viewer, projectId, { allowWhenLocked: true });
  await recalculateBudgetUsed(deps, [projectId], viewer);
  const project = await findProject(deps.db, projectId);
  if (!project) throw notFound('Project');
  return { project, canManage: record.canManage };
}

export type BudgetToolRequest =
  | { projectId: string; force: boolean }
  | { numberOfProjectsToUpdate: number; offset: number; statuses: readonly string[]; force: boolean };

export interface BudgetToolResult {
  success: true;
  message: string;
  hasMore: boolean;
  updated: number;
  skipped: number;
  /** The offset of the next batch (offset + projects looked at). */
  nextOffset: number;
}

/**
 * One request of the budget update tool (M-142..M-144): a single project, or one batch of at most 10
 * projects with one of the statuses, ordered by name then id, from `offset` up to `numberOfProjectsToUpdate`
 * (the run's total). Projects recalculated in the last 24 hours are skipped unless forced.
 */
export async function runBudgetTool(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  request: BudgetToolRequest,
): Promise<BudgetToolResult> {
  if (!mayRunBudgetTool(viewer)) throw forbidden();
  let candidates: string[];
  let hasMore = false;
  let nextOffset = 0;
  if ('projectId' in request) {
    const project = await findProject(deps.db, request.projectId);
    if (!project) throw notFound('Project');
    candidates = [project.id];
  } else {
    const { numberOfProjectsToUpdate, offset, statuses } = request;
    const size = Math.max(0, Math.min(BATCH_SIZE, numberOfProjectsToUpdate - offset));
    if (size === 0) {
      candidates = [];
    } else {
      // One row more than the batch tells whether projects remain after it.
      const result = await deps.db.execute<{ id: string }>(sql`
        SELECT id FROM projects
        WHERE NOT is_template AND status = ANY(${sql.param([...statuses])}::text[])
        ORDER BY name, id
        OFFSET ${offset} LIMIT ${size + 1}`);
      candidates = result.rows.slice(0, size).map((row) => row.id);
      hasMore = result.rows.length > size && offset + size < numberOfProjectsToUpdate;
    }
    nextOffset = offset + candidates.length;
  }
  const since = new Date(deps.clock().getTime() - SKIP_WINDOW_MS);
  const recent = request.force ? new Set<string>() : await recentlyRecalculated(deps.db, candidates, since);
  const due = candidates.filter((id) => !recent.has(id));
  const updated = await recalculateBudgetUsed(deps, due, viewer);
  return {
    success: true,
    message: budgetToolMessage(updated.length),
    hasMore,
    updated: updated.length,
    skipped: candidates.length - due.length,
    nextOffset,
  };
}
