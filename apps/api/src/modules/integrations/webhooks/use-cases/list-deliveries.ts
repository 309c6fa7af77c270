import type { AppDeps } from '../../../../deps.ts';
import { notFound } from '../../../../graphql/errors.ts';
import { listDeliveryRows, webhookExists } from '../queries.ts';
import type { DeliveryRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

/** The deliveries the page lists per endpoint, newest first. */
const DELIVERIES_SHOWN = 200;

export async function listDeliveries(deps: Deps, webhookId: string): Promise<DeliveryRecord[]> {
  if (!(await webhookExists(deps.db, webhookId))) throw notFound('Webhook');
  return listDeliveryRows(deps.db, webhookId, DELIVERIES_SHOWN);
}
