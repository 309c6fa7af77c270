import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { notFound } from '../../../../graphql/errors.ts';
import { manageableDeliverable } from '../access.ts';
import { updateAssignmentHours } from '../queries/assignments.ts';
import type { DeliverableView } from '../records.ts';
import { type AssignmentInput, assignedHours } from './add-deliverable-resource.ts';
import { loadDeliverableView } from './load-deliverable-view.ts';

type Deps = Pick<AppDeps, 'db'>;

/** updateDeliverableResource (M-092). */
export async function updateDeliverableResource(
  deps: Deps,
  viewer: Viewer,
  deliverableId: string,
  input: AssignmentInput,
): Promise<DeliverableView> {
  const { record } = await manageableDeliverable(deps, viewer, deliverableId, { allowWhenLocked: true });
  const hours = assignedHours(input.budgetedHours);
  if (!(await updateAssignmentHours(deps.db, deliverableId, input.resourceId, String(hours))))
    throw notFound('Assignment');
  return loadDeliverableView(deps.db, record);
}
