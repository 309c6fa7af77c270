import type { WebhookEvent } from '@tally/domain/integrations/api-access';
import type { AppDeps } from '../../../../deps.ts';
import { listWebhookRows } from '../queries.ts';
import type { WebhookRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

export async function listWebhooks(deps: Deps): Promise<WebhookRecord[]> {
  const rows = await listWebhookRows(deps.db);
  return rows.map((row) => ({ ...row, events: row.events as WebhookEvent[] }));
}
