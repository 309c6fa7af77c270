import { randomBytes } from 'node:crypto';
import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES, type WebhookEvent } from '@tally/domain/integrations/api-access';
import { recordAuditEvent } from '../../../../auth/audit.ts';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput } from '../../../../graphql/errors.ts';
import { assertSessionViewer } from '../../api-access/guards.ts';
import { assertPublicWebhookUrl, parseWebhookUrl, WebhookAddressError } from '../guards.ts';
import { insertWebhook } from '../queries.ts';
import type { WebhookRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

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
    const row = await insertWebhook(tx, {
      url: url.href,
      secret,
      events,
      createdBy: viewer.userId,
      createdAt: now,
    });
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
