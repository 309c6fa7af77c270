import type { DbOrTx } from '@tally/db';
import { notFound } from '../../../../graphql/errors.ts';
import type { DeliverableRecord, DeliverableView } from '../records.ts';
import { loadDeliverableViews } from './load-deliverable-views.ts';

/** One deliverable's view, for mutation results. */
export async function loadDeliverableView(db: DbOrTx, record: DeliverableRecord): Promise<DeliverableView> {
  const views = await loadDeliverableViews(db, [record.deliverable.projectId], {
    withHours: true,
    deliverableIds: [record.deliverable.id],
  });
  const view = views.get(record.deliverable.projectId)?.[0];
  if (!view) throw notFound('Deliverable');
  return view;
}
