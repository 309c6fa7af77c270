import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { notFound } from '../../../../graphql/errors.ts';
import { assertSessionViewer } from '../../api-access/guards.ts';
import { requeueDelivery } from '../queries.ts';
import type { DeliveryRecord } from '../records.ts';
import { wakeWebhookDeliveries } from './drain-webhook-deliveries.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

/**
 * Sends a delivery again now, with the same id and body (X-Tally-Delivery lets the receiver ignore a copy it
 * already handled); a failure is retried with backoff for another 24 hours.
 */
export async function redeliverWebhookDelivery(
  deps: Deps,
  viewer: Viewer,
  id: string,
): Promise<DeliveryRecord> {
  assertSessionViewer(viewer);
  const now = deps.clock().toISOString();
  const row = await requeueDelivery(deps.db, id, now);
  if (!row) throw notFound('Delivery');
  wakeWebhookDeliveries(deps);
  return row;
}
