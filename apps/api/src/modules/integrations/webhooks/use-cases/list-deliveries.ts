import { schema } from '@tally/db';
import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../../deps.ts';
import { notFound } from '../../../../graphql/errors.ts';
import type { DeliveryRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

const webhooks = schema.webhooks;

const deliveries = schema.webhookDeliveries;

/** The deliveries the page lists per endpoint, newest first. */
const DELIVERIES_SHOWN = 200;

export async function listDeliveries(deps: Deps, webhookId: string): Promise<DeliveryRecord[]> {
  const [webhook] = await deps.db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(eq(webhooks.id, webhookId));
  if (!webhook) throw notFound('Webhook');
  const rows = await deps.db
    .select({
      id: deliveries.id,
      event: deliveries.event,
      status: deliveries.status,
      attempts: deliveries.attempts,
      responseCode: deliveries.responseCode,
      lastError: deliveries.lastError,
      createdAt: deliveries.createdAt,
      deliveredAt: deliveries.deliveredAt,
      nextAttemptAt: deliveries.nextAttemptAt,
      payload: deliveries.payload,
    })
    .from(deliveries)
    .where(eq(deliveries.webhookId, webhookId))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
    .limit(DELIVERIES_SHOWN);
  return rows as DeliveryRecord[];
}
