import { mayRunBudgetTool } from '@tally/domain/policies/projects';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { forbidden, notFound } from '../../../../graphql/errors.ts';
import { findProject } from '../../queries/project.ts';
import { budgetToolMessage } from '../messages.ts';
import { findToolBatch, recentlyRecalculated } from '../queries.ts';
import type { BudgetToolRequest, BudgetToolResult } from '../records.ts';
import { recalculateBudgetUsed } from './recalculate-budget-used.ts';

/** Projects recalculated within this window are skipped by the tool unless forced (C-062). */
export const SKIP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** One request of the tool handles at most this many projects (M-143). */
export const BATCH_SIZE = 10;

export const DEFAULT_STATUSES = ['In Progress'] as const;

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
      const batch = await findToolBatch(deps.db, statuses, offset, size);
      candidates = batch.slice(0, size);
      hasMore = batch.length > size && offset + size < numberOfProjectsToUpdate;
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
