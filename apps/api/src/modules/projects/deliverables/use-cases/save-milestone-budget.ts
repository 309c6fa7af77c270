import { schema } from '@tally/db';
import { milestoneEntryRemoved } from '@tally/domain/projects/deliverables';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { notFound } from '../../../../graphql/errors.ts';
import { manageableProject } from '../../access.ts';
import { findDeliverable, findMilestoneRow } from '../queries/deliverables.ts';
import type { DeliverableView } from '../records.ts';
import { viewOf } from '../views.ts';

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
  const m = schema.milestones;
  const [milestone] = await deps.db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.projectId, input.projectId), eq(m.name, input.milestoneName)));
  if (!milestone) throw notFound('Category');
  const existing = await findMilestoneRow(deps.db, milestone.id);
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
  const d = schema.deliverables;
  const [row] = await deps.db
    .insert(d)
    .values({
      projectId: input.projectId,
      milestoneId: milestone.id,
      name: input.milestoneName,
      budget: String(fields.budget),
      budgetPercent: fields.budgetPercent === null ? null : String(fields.budgetPercent),
      blendedRate: money(input.blendedRate) ?? null,
      expenseBudget: money(input.expenseBudget) ?? null,
      position: -1,
    })
    .returning({ id: d.id });
  const record = await findDeliverable(deps.db, row!.id);
  if (!record) throw notFound('Deliverable');
  return viewOf(deps.db, record);
}
