import type { DbOrTx } from '@tally/db';
import { WEBHOOK_RETRY_HOURS, type WebhookEvent } from '@tally/domain/integrations/api-access';
import { sql } from 'drizzle-orm';
import { currentRequestScope } from '../../../auth/request-scope.ts';

/**
 * Writes an event to the webhook outbox: one delivery per endpoint that asked for it, in one statement, in
 * the caller's transaction (the event is durable exactly when the change is). Nothing is written when no
 * endpoint asked for the event. The request's router sends the deliveries after the answer.
 */
export async function emitWebhookEvent(
  tx: DbOrTx,
  event: WebhookEvent,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const result = await tx.execute<{ id: string }>(sql`
    insert into webhook_deliveries (webhook_id, event, payload, next_attempt_at, retry_until, created_at)
    select w.id, ${event}, ${JSON.stringify(data)}::jsonb, ${at}::timestamptz,
      ${at}::timestamptz + make_interval(hours => ${WEBHOOK_RETRY_HOURS}), ${at}::timestamptz
    from webhooks w where ${event} = any(w.events)
    returning id`);
  const scope = currentRequestScope();
  if (scope && result.rows.length > 0) scope.webhooksWritten = true;
}

/** The facts of a timesheet event. */
export function timesheetEventData(
  sheet: { id: string; userId: string; startDate: string; endDate: string; totalHours: number },
  status: string,
  byUserId: string,
): Record<string, unknown> {
  return {
    timesheetId: sheet.id,
    userId: sheet.userId,
    startDate: sheet.startDate,
    endDate: sheet.endDate,
    totalHours: sheet.totalHours,
    status,
    byUserId,
  };
}
