import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { type WebhookEvent, webhookEventName } from '@tally/domain/integrations/api-access';
import { Cron } from 'croner';
import type { AppDeps } from '../../../../deps.ts';
import { backgroundDrain } from '../../../../jobs/background-drain.ts';
import { guardedWebhookLookup, isRefusedLiteralHost, parseWebhookUrl } from '../guards.ts';
import { claimDueDeliveries, settleDelivery } from '../queries.ts';
import type { ClaimedDelivery } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

const LEASE_SECONDS = 120;
const BATCH = 20;
const TIMEOUT_MS = 10_000;
/** Wait before the next try: 1, 2, 4... minutes, at most an hour, until the delivery's 24 hours are over. */
export const webhookBackoffSeconds = (attempts: number) =>
  Math.min(60 * 2 ** Math.max(0, attempts - 1), 3600);

/** `sha256=<hex HMAC-SHA256 of the raw body with the endpoint's secret>`, the X-Tally-Signature header. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** The JSON body of a delivery: the same bytes on every try (the signature covers them). */
export function deliveryBody(delivery: Pick<ClaimedDelivery, 'id' | 'event' | 'payload' | 'createdAt'>) {
  return JSON.stringify({
    id: delivery.id,
    event: webhookEventName(delivery.event as WebhookEvent),
    createdAt: delivery.createdAt.toISOString(),
    data: delivery.payload,
  });
}

/** POSTs one delivery; answers the response's status code (any), or throws when there was no response. */
function post(delivery: ClaimedDelivery, allowPrivateHosts: boolean): Promise<number> {
  const url = parseWebhookUrl(delivery.url);
  if (isRefusedLiteralHost(url, allowPrivateHosts)) {
    return Promise.reject(new Error('The webhook address is not allowed (private or loopback network)'));
  }
  const body = deliveryBody(delivery);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedWebhookLookup(allowPrivateHosts),
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Tally-Webhooks',
          'x-tally-event': webhookEventName(delivery.event as WebhookEvent),
          'x-tally-delivery': delivery.id,
          'x-tally-signature': webhookSignature(delivery.secret, body),
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy(new Error('The endpoint did not answer within 10 s')));
    request.on('error', reject);
    request.end(body);
  });
}

async function deliver(deps: Deps, delivery: ClaimedDelivery): Promise<void> {
  let responseCode: number | null = null;
  let error: string | null = null;
  try {
    responseCode = await post(delivery, deps.config.webhooksAllowPrivateHosts);
    if (responseCode < 200 || responseCode >= 300) error = `The endpoint answered ${responseCode}`;
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  const now = deps.clock();
  const next = new Date(now.getTime() + webhookBackoffSeconds(delivery.attempts) * 1000);
  const retryAt = error && next <= delivery.retryUntil ? next : null;
  if (error) deps.logger.warn({ id: delivery.id, url: delivery.url, error }, 'webhook delivery failed');
  await settleDelivery(deps.db, delivery.id, {
    delivered: error === null,
    responseCode,
    error,
    retryAt,
    now,
  });
}

/** Sends every due delivery (in batches); answers how many were tried. */
export async function drainWebhookDeliveries(deps: Deps): Promise<number> {
  let tried = 0;
  for (;;) {
    const rows = await claimDueDeliveries(deps.db, deps.clock(), BATCH, LEASE_SECONDS);
    tried += rows.length;
    await Promise.all(rows.map((row) => deliver(deps, row)));
    if (rows.length < BATCH) return tried;
  }
}

/** Sends the due deliveries soon, in the background (after the commit of the change that wrote them). */
export const wakeWebhookDeliveries = backgroundDrain<Deps>('webhook-deliveries', drainWebhookDeliveries);

/** At start and every minute: retries that came due, leases that ran out, events written by jobs or triggers. */
export function scheduleWebhookDeliveries(deps: Deps): Cron {
  wakeWebhookDeliveries(deps);
  return new Cron('* * * * *', { protect: true }, () => wakeWebhookDeliveries(deps));
}
