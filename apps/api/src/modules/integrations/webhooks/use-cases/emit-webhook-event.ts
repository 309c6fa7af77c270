import type { DbOrTx } from '@tally/db';
import type { WebhookEvent } from '@tally/domain/integrations/api-access';
import { currentRequestScope } from '../../../../auth/request-scope.ts';
import { insertEventDeliveries } from '../queries.ts';

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
  const written = await insertEventDeliveries(tx, event, data, now);
  const scope = currentRequestScope();
  if (scope && written > 0) scope.webhooksWritten = true;
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
