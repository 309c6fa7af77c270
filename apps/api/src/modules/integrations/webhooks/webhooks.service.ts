import { randomBytes } from 'node:crypto';
import { schema } from '@tally/db';
import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES, type WebhookEvent } from '@tally/domain/integrations/api-access';
import { and, desc, eq, sql } from 'drizzle-orm';
import { recordAuditEvent } from '../../../auth/audit.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput, notFound } from '../../../graphql/errors.ts';
import { assertSessionViewer } from '../api-access/tokens.service.ts';
import { wakeWebhookDeliveries } from './webhook-sender.ts';
import { assertPublicWebhookUrl, parseWebhookUrl, WebhookAddressError } from './webhook-url.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;
const { webhooks, webhookDeliveries: deliveries } = schema;
/** The deliveries the page lists per endpoint, newest first. */
const DELIVERIES_SHOWN = 200;

export interface WebhookRecord {
  id: string;
  url: string;
  events: WebhookEvent[];
  createdAt: Date;
}

export interface DeliveryRecord {
  id: string;
  event: WebhookEvent;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  attempts: number;
  responseCode: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  nextAttemptAt: Date;
  payload: Record<string, unknown>;
}

const webhookColumns = {
  id: webhooks.id,
  url: webhooks.url,
  events: webhooks.events,
  createdAt: webhooks.createdAt,
};

/** Registers an endpoint (admins): its secret is answered once. Private and loopback addresses are refused. */
export async function createWebhook(
  deps: Deps,
  viewer: Viewer,
  input: { url: string; events: readonly WebhookEvent[] },
): Promise<{ secret: string; webhook: WebhookRecord }> {
  assertSessionViewer(viewer);
  const events = [...new Set(input.events)].filter((event) => WEBHOOK_EVENTS.includes(event));
  if (events.length === 0) throw badUserInput({ events: WEBHOOK_MESSAGES.eventsRequired });
  let url: URL;
  try {
    url = parseWebhookUrl(input.url);
    await assertPublicWebhookUrl(url, deps.config.webhooksAllowPrivateHosts);
  } catch (error) {
    if (error instanceof WebhookAddressError) throw badUserInput({ url: error.message });
    throw error;
  }
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const now = deps.clock();
  const webhook = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhooks)
      .values({ url: url.href, secret, events, createdBy: viewer.userId, createdAt: now })
      .returning(webhookColumns);
    if (!row) throw new Error('webhook not written');
    await recordAuditEvent(tx, {
      type: 'webhook-created',
      now,
      userId: viewer.userId,
      metadata: { byUserId: viewer.userId, webhookId: row.id, url: row.url, events },
    });
    return row;
  });
  return { secret, webhook: { ...webhook, events: webhook.events as WebhookEvent[] } };
}

export async function listWebhooks(deps: Deps): Promise<WebhookRecord[]> {
  const rows = await deps.db.select(webhookColumns).from(webhooks).orderBy(desc(webhooks.createdAt));
  return rows.map((row) => ({ ...row, events: row.events as WebhookEvent[] }));
}

/** Removes an endpoint with its deliveries (pending ones are not sent). */
export async function deleteWebhook(deps: Deps, viewer: Viewer, id: string): Promise<boolean> {
  assertSessionViewer(viewer);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(webhooks).where(eq(webhooks.id, id)).returning(webhookColumns);
    if (!row) throw notFound('Webhook');
    await recordAuditEvent(tx, {
      type: 'webhook-deleted',
      now: deps.clock(),
      userId: viewer.userId,
      metadata: { byUserId: viewer.userId, webhookId: row.id, url: row.url },
    });
    return true;
  });
}

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
  const [row] = await deps.db
    .update(deliveries)
    .set({
      status: 'PENDING',
      nextAttemptAt: sql`${now}::timestamptz`,
      retryUntil: sql`${now}::timestamptz + interval '24 hours'`,
    })
    .where(and(eq(deliveries.id, id)))
    .returning();
  if (!row) throw notFound('Delivery');
  wakeWebhookDeliveries(deps);
  return row as DeliveryRecord;
}
