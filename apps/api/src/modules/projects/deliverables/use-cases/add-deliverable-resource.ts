import { checkAssignedHours, DELIVERABLE_MESSAGES as M } from '@tally/domain/projects/deliverables';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput, conflict } from '../../../../graphql/errors.ts';
import { manageableDeliverable } from '../access.ts';
import { insertAssignment, isResourceOnProject } from '../queries/assignments.ts';
import type { DeliverableView } from '../records.ts';
import { loadDeliverableView } from './load-deliverable-view.ts';

type Deps = Pick<AppDeps, 'db'>;

/** Hours of an assignment (M-092): numeric, steps of 0.25, empty = 0. */
export function assignedHours(value: number | null | undefined): number {
  const checked = checkAssignedHours(value ?? 0);
  if ('error' in checked) throw badUserInput({ budgetedHours: checked.error });
  return checked.hours;
}

export interface AssignmentInput {
  resourceId: string;
  budgetedHours?: number | null;
}

/** addDeliverableResource (M-093): hidden and refused when netsuite-url is set; refused while locked. */
export async function addDeliverableResource(
  deps: Deps,
  viewer: Viewer,
  deliverableId: string,
  input: AssignmentInput,
): Promise<DeliverableView> {
  const { record, settings } = await manageableDeliverable(deps, viewer, deliverableId);
  if (settings.accountingUrlSet) throw conflict(M.addResourcesHidden);
  const hours = assignedHours(input.budgetedHours);
  if (!(await isResourceOnProject(deps.db, input.resourceId, record.deliverable.projectId)))
    throw badUserInput({ resourceId: M.resourceNotOnProject });
  const assignment = { deliverableId, resourceId: input.resourceId, budgetedHours: String(hours) };
  if (!(await insertAssignment(deps.db, assignment))) throw conflict(M.alreadyAssigned);
  return loadDeliverableView(deps.db, record);
}
