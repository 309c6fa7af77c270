import { type DbOrTx, schema } from '@tally/db';
import { WEBHOOK_RETRY_HOURS, type WebhookEvent } from '@tally/domain/integrations/api-access';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ClaimedDelivery, DeliveryRecord } from './records.ts';

type ClaimedRow = {
  id: string;
  event: string;
  payload: Record<string, unknown> | string;
  attempts: number;
  created_at: string | Date;
  retry_until: string | Date;
  url: string;
  secret: string;
};

/**
 * Claims up to `limit` due deliveries (oldest first; rows another sender holds are skipped) for
 * `leaseSeconds`: they are due again then unless settled, so a sender that dies loses none.
 */
export async function claimDueDeliveries(
  db: DbOrTx,
  now: Date,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  const result = await db.execute<ClaimedRow>(sql`
    update webhook_deliveries d
    set attempts = d.attempts + 1, next_attempt_at = ${at}::timestamptz + make_interval(secs => ${leaseSeconds})
    from webhooks w
    where w.id = d.webhook_id and d.id in (
      select id from webhook_deliveries where status = 'PENDING' and next_attempt_at <= ${at}::timestamptz
      order by next_attempt_at, created_at limit ${limit}
      for update skip locked)
    returning d.id, d.event, d.payload, d.attempts, d.created_at, d.retry_until, w.url, w.secret`);
  return result.rows.map((row) => ({
    id: row.id,
    event: row.event,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
    retryUntil: new Date(row.retry_until),
    url: row.url,
    secret: row.secret,
  }));
}

/** The outcome of one try: delivered, due again at `retryAt`, or given up (retryAt null). */
export async function settleDelivery(
  db: DbOrTx,
  id: string,
  outcome: {
    delivered: boolean;
    responseCode: number | null;
    error: string | null;
    retryAt: Date | null;
    now: Date;
  },
): Promise<void> {
  const status = outcome.delivered ? 'SUCCEEDED' : outcome.retryAt ? 'PENDING' : 'FAILED';
  await db.execute(sql`
    update webhook_deliveries
    set status = ${status}, response_code = ${outcome.responseCode}, last_error = ${outcome.error},
      delivered_at = ${outcome.delivered ? outcome.now.toISOString() : null}::timestamptz,
      next_attempt_at = coalesce(${outcome.retryAt?.toISOString() ?? null}::timestamptz, next_attempt_at)
    where id = ${id}`);
}

/** The columns of an endpoint as the page shows it (the secret is never read back). */
export const webhookColumns = {
  id: schema.webhooks.id,
  url: schema.webhooks.url,
  events: schema.webhooks.events,
  createdAt: schema.webhooks.createdAt,
};

const { webhooks, webhookDeliveries: deliveries } = schema;

export type NewWebhook = typeof webhooks.$inferInsert;

export async function insertWebhook(db: DbOrTx, values: NewWebhook) {
  const [row] = await db.insert(webhooks).values(values).returning(webhookColumns);
  if (!row) throw new Error('webhook not written');
  return row;
}

/** Every endpoint, newest first. */
export function listWebhookRows(db: DbOrTx) {
  return db.select(webhookColumns).from(webhooks).orderBy(desc(webhooks.createdAt));
}

/** Removes an endpoint (its deliveries go with it); null when there is none. */
export async function deleteWebhookRow(db: DbOrTx, id: string) {
  const [row] = await db.delete(webhooks).where(eq(webhooks.id, id)).returning(webhookColumns);
  return row ?? null;
}

export async function webhookExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, id));
  return row !== undefined;
}

/** The newest `limit` deliveries of an endpoint. */
export async function listDeliveryRows(
  db: DbOrTx,
  webhookId: string,
  limit: number,
): Promise<DeliveryRecord[]> {
  const rows = await db
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
    .limit(limit);
  return rows as DeliveryRecord[];
}

/** Makes a delivery due now, retried for another 24 hours; null when there is none. */
export async function requeueDelivery(db: DbOrTx, id: string, now: string): Promise<DeliveryRecord | null> {
  const [row] = await db
    .update(deliveries)
    .set({
      status: 'PENDING',
      nextAttemptAt: sql`${now}::timestamptz`,
      retryUntil: sql`${now}::timestamptz + interval '24 hours'`,
    })
    .where(and(eq(deliveries.id, id)))
    .returning();
  return (row as DeliveryRecord | undefined) ?? null;
}

/**
 * One delivery of `event` per endpoint that asked for it, in one statement (none when no endpoint did);
 * answers how many were written.
 */
export async function insertEventDeliveries(
  tx: DbOrTx,
  event: WebhookEvent,
  data: Record<string, unknown>,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const result = await tx.execute<{ id: string }>(sql`
    insert into webhook_deliveries (webhook_id, event, payload, next_attempt_at, retry_until, created_at)
    select w.id, ${event}, ${JSON.stringify(data)}::jsonb, ${at}::timestamptz,
      ${at}::timestamptz + make_interval(hours => ${WEBHOOK_RETRY_HOURS}), ${at}::timestamptz
    from webhooks w where ${event} = any(w.events)
    returning id`);
  return result.rows.length;
}
