import {
  hasBudget,
  DELIVERABLE_MESSAGES as M,
  milestoneEntryRemoved,
} from '@tally/domain/projects/deliverables';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput, notFound } from '../../../../graphql/errors.ts';
import { manageableProject } from '../../access.ts';
import { DUPLICATE } from '../messages.ts';
import {
  findDeliverable,
  findMilestoneRow,
  insertDeliverable,
  positionAfterLast,
} from '../queries/deliverables.ts';
import { milestoneFor, nameTaken } from '../queries/milestones.ts';
import { budgetOf, type DeliverableView } from '../records.ts';
import { loadDeliverableView } from './load-deliverable-view.ts';

type Deps = Pick<AppDeps, 'db'>;

export interface NewDeliverable {
  projectId: string;
  milestoneName: string;
  deliverableName: string;
  budget?: number | null;
  budgetPercent?: number | null;
  budgetedHours?: number | null;
}

/** addDeliverable (M-079): refused while editing is locked (M-078); the category is created when new. */
export async function addDeliverable(
  deps: Deps,
  viewer: Viewer,
  input: NewDeliverable,
): Promise<DeliverableView> {
  await manageableProject(deps, viewer, input.projectId);
  const budget = input.budget ?? 0;
  const budgetPercent = input.budgetPercent ?? null;
  const milestoneLevel = input.deliverableName === input.milestoneName;
  if (milestoneLevel && milestoneEntryRemoved({ budget, budgetPercent })) {
    throw badUserInput({ budget: 'Enter a budget or a percent for the category' });
  }
  const id = await deps.db.transaction(async (tx) => {
    const milestone = await milestoneFor(tx, input.projectId, input.milestoneName);
    if (await nameTaken(tx, milestone.id, input.deliverableName))
      throw badUserInput({ deliverableName: DUPLICATE });
    if (!milestoneLevel && hasBudget({ budget, budgetPercent })) {
      const milestoneRow = await findMilestoneRow(tx, milestone.id);
      if (milestoneRow && hasBudget(budgetOf(milestoneRow.deliverable))) {
        throw badUserInput({ budget: M.childBudgetDisabled });
      }
    }
    return insertDeliverable(tx, {
      projectId: input.projectId,
      milestoneId: milestone.id,
      name: input.deliverableName,
      budget: String(budget),
      budgetPercent: budgetPercent === null ? null : String(budgetPercent),
      budgetedHours: input.budgetedHours == null ? null : String(input.budgetedHours),
      position: milestoneLevel ? -1 : positionAfterLast(milestone.id),
    });
  });
  const record = await findDeliverable(deps.db, id);
  if (!record) throw notFound('Deliverable');
  return loadDeliverableView(deps.db, record);
}
