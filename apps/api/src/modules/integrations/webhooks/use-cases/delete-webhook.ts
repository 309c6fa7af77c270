import { recordAuditEvent } from '../../../../auth/audit.ts';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { notFound } from '../../../../graphql/errors.ts';
import { assertSessionViewer } from '../../api-access/guards.ts';

import { deleteWebhookRow } from '../queries.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

/** Removes an endpoint with its deliveries (pending ones are not sent). */
export async function deleteWebhook(deps: Deps, viewer: Viewer, id: string): Promise<boolean> {
  assertSessionViewer(viewer);
  return deps.db.transaction(async (tx) => {
    const row = await deleteWebhookRow(tx, id);
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
