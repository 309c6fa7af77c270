import { milestoneEntryRemoved } from '@tally/domain/projects/deliverables';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { notFound } from '../../../../graphql/errors.ts';
import { manageableProject } from '../../access.ts';
import { findDeliverable, findMilestoneRow, insertDeliverable } from '../queries/deliverables.ts';
import { findMilestoneId } from '../queries/milestones.ts';
import type { DeliverableView } from '../records.ts';
import { loadDeliverableView } from './load-deliverable-view.ts';
import { money, updateDeliverable } from './update-deliverable.ts';

type Deps = Pick<AppDeps, 'db'>;

export interface MilestoneBudgetInput {
  projectId: string;
  milestoneName: string;
  budget?: number | null;
  budgetPercent?: number | null;
  blendedRate?: number | null;
  expenseBudget?: number | null;
}

/**
 * Milestone-level save (M-074): updates the milestone-level row's budget, budgetPercent, blendedRate and
 * expenseBudget, creating the row when missing and removing it when neither budget nor percent remains (M-073).
 */
export async function saveMilestoneBudget(
  deps: Deps,
  viewer: Viewer,
  input: MilestoneBudgetInput,
): Promise<DeliverableView | null> {
  const { settings } = await manageableProject(deps, viewer, input.projectId, { allowWhenLocked: true });
  const milestoneId = await findMilestoneId(deps.db, input.projectId, input.milestoneName);
  if (!milestoneId) throw notFound('Category');
  const existing = await findMilestoneRow(deps.db, milestoneId);
  if (existing) {
    return updateDeliverable(deps, viewer, existing.deliverable.id, {
      budget: input.budget ?? null,
      budgetPercent: input.budgetPercent ?? null,
      blendedRate: input.blendedRate,
      expenseBudget: input.expenseBudget,
    });
  }
  const fields = { budget: input.budget ?? 0, budgetPercent: input.budgetPercent ?? null };
  if (milestoneEntryRemoved(fields)) return null;
  if (settings.lockEditing) {
    // Adding rows is refused while the integration owns the data (M-078).
    await manageableProject(deps, viewer, input.projectId);
  }
  const id = await insertDeliverable(deps.db, {
    projectId: input.projectId,
    milestoneId,
    name: input.milestoneName,
    budget: String(fields.budget),
    budgetPercent: fields.budgetPercent === null ? null : String(fields.budgetPercent),
    blendedRate: money(input.blendedRate) ?? null,
    expenseBudget: money(input.expenseBudget) ?? null,
    position: -1,
  });
  const record = await findDeliverable(deps.db, id);
  if (!record) throw notFound('Deliverable');
  return loadDeliverableView(deps.db, record);
}
