import { schema } from '@tally/db';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { notFound } from '../../../../graphql/errors.ts';
import { manageableDeliverable } from '../access.ts';
import type { DeliverableView } from '../records.ts';
import { viewOf } from '../views.ts';

type Deps = Pick<AppDeps, 'db'>;

/** removeDeliverableResource (M-094). */
export async function removeDeliverableResource(
  deps: Deps,
  viewer: Viewer,
  deliverableId: string,
  resourceId: string,
): Promise<DeliverableView> {
  const { record } = await manageableDeliverable(deps, viewer, deliverableId, { allowWhenLocked: true });
  const a = schema.deliverableResources;
  const removed = await deps.db
    .delete(a)
    .where(and(eq(a.deliverableId, deliverableId), eq(a.resourceId, resourceId)))
    .returning({ id: a.id });
  if (removed.length === 0) throw notFound('Assignment');
  return viewOf(deps.db, record);
}
