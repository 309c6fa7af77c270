import { schema } from '@tally/db';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { notFound } from '../../../../graphql/errors.ts';
import { manageableDeliverable } from '../access.ts';
import type { DeliverableView } from '../records.ts';
import { viewOf } from '../views.ts';
import { type AssignmentInput, assignedHours } from './add-deliverable-resource.ts';

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
  const a = schema.deliverableResources;
  const updated = await deps.db
    .update(a)
    .set({ budgetedHours: String(hours) })
    .where(and(eq(a.deliverableId, deliverableId), eq(a.resourceId, input.resourceId)))
    .returning({ id: a.id });
  if (updated.length === 0) throw notFound('Assignment');
  return viewOf(deps.db, record);
}
