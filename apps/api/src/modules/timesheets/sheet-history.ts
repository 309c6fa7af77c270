import type { DbOrTx } from '@tally/db';
import type { WebhookEvent } from '@tally/domain/api-access';
import { type AuditEventType, recordAuditEvent } from '../../auth/audit.ts';
import { emitWebhookEvent, timesheetEventData } from '../webhooks/webhook-events.ts';
import type { SheetRecord } from './timesheet.records.ts';

/** One field's change as the History view lists it. */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** The status changes of a sheet that other systems are told of (webhooks). */
const WEBHOOK_OF: Partial<Record<AuditEventType, WebhookEvent>> = {
  'timesheet-submitted': 'TIMESHEET_SUBMITTED',
  'timesheet-approved': 'TIMESHEET_APPROVED',
  'timesheet-declined': 'TIMESHEET_DECLINED',
  'timesheet-recalled': 'TIMESHEET_RECALLED',
};

/**
 * A change of a sheet's status, in the change's own transaction: the audit event its History lists (who,
 * when, the status before and after) and, when the sheet's new status is one other systems are told of, the
 * webhook event.
 */
export async function recordSheetStatusChange(
  tx: DbOrTx,
  input: {
    type: AuditEventType;
    sheet: Pick<SheetRecord, 'id' | 'userId' | 'startDate' | 'endDate' | 'totalHours' | 'status'>;
    statusAfter: string;
    byUserId: string;
    now: Date;
    metadata?: Record<string, unknown>;
    /** False when only a step was decided and the sheet's status did not change (no webhook). */
    notify?: boolean;
  },
): Promise<void> {
  const { sheet, now } = input;
  await recordAuditEvent(tx, {
    type: input.type,
    now,
    userId: sheet.userId,
    metadata: {
      ...input.metadata,
      timesheetId: sheet.id,
      byUserId: input.byUserId,
      changes: [{ field: 'status', from: sheet.status, to: input.statusAfter }] satisfies FieldChange[],
    },
  });
  const event = WEBHOOK_OF[input.type];
  if (event && input.notify !== false) {
    await emitWebhookEvent(tx, event, timesheetEventData(sheet, input.statusAfter, input.byUserId), now);
  }
}

/** Hours of a day entry changed (a cell save), for the sheet's History: the hours before and after. */
export function recordHoursChange(
  tx: DbOrTx,
  input: {
    sheet: Pick<SheetRecord, 'id' | 'userId'>;
    entry: { lineItemId: string; projectId: string; deliverableId: string; date: string };
    from: number;
    to: number;
    byUserId: string;
    now: Date;
  },
): Promise<void> {
  return recordAuditEvent(tx, {
    type: 'timesheet-hours-changed',
    now: input.now,
    userId: input.sheet.userId,
    metadata: {
      timesheetId: input.sheet.id,
      byUserId: input.byUserId,
      lineItemId: input.entry.lineItemId,
      entryProjectId: input.entry.projectId,
      deliverableId: input.entry.deliverableId,
      date: input.entry.date,
      changes: [{ field: 'hours', from: input.from, to: input.to }] satisfies FieldChange[],
    },
  });
}
