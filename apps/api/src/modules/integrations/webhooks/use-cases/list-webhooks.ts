import { schema } from '@tally/db';
import type { WebhookEvent } from '@tally/domain/integrations/api-access';
import { desc } from 'drizzle-orm';
import type { AppDeps } from '../../../../deps.ts';
import { webhookColumns } from '../queries.ts';
import type { WebhookRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

const webhooks = schema.webhooks;

export async function listWebhooks(deps: Deps): Promise<WebhookRecord[]> {
  const rows = await deps.db.select(webhookColumns).from(webhooks).orderBy(desc(webhooks.createdAt));
  return rows.map((row) => ({ ...row, events: row.events as WebhookEvent[] }));
}
