import type { DbOrTx } from '@tally/db';
import type { WebhookEvent } from '@tally/domain/integrations/api-access';
import { type AuditEventType, recordAuditEvent } from '../../../auth/audit.ts';
import { emitWebhookEvent, timesheetEventData } from '../../integrations/index.ts';
import type { FieldChange, SheetRecord } from '../records.ts';

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
 * webhook event. Shared by submit, recall, finance's manual submit and the approvers' decisions.
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
