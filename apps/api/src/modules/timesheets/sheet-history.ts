import type { DbOrTx } from '@tally/db';
import type { WebhookEvent } from '@tally/domain/integrations/api-access';
import { type AuditEventType, recordAuditEvent } from '../../auth/audit.ts';
import { emitWebhookEvent, timesheetEventData } from '../integrations/index.ts';
import type { SheetRecord } from './records.ts';

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

interface EntryChange {
  sheet: Pick<SheetRecord, 'id' | 'userId'>;
  /** The day entry; `date` is the day it is on after the change. */
  entry: { lineItemId: string; projectId: string; deliverableId: string; date: string };
  byUserId: string;
  now: Date;
}

/** A change of one day entry, for the sheet's History: the entry's line, project, deliverable and day. */
function recordEntryChange(
  tx: DbOrTx,
  type: 'timesheet-hours-changed' | 'timesheet-task-moved' | 'timesheet-comment-changed',
  input: EntryChange,
  changes: FieldChange[],
): Promise<void> {
  return recordAuditEvent(tx, {
    type,
    now: input.now,
    userId: input.sheet.userId,
    metadata: {
      timesheetId: input.sheet.id,
      byUserId: input.byUserId,
      lineItemId: input.entry.lineItemId,
      entryProjectId: input.entry.projectId,
      deliverableId: input.entry.deliverableId,
      date: input.entry.date,
      changes,
    },
  });
}

/** Hours of a day entry changed (a cell save), for the sheet's History: the hours before and after. */
export function recordHoursChange(
  tx: DbOrTx,
  input: EntryChange & { from: number; to: number },
): Promise<void> {
  return recordEntryChange(tx, 'timesheet-hours-changed', input, [
    { field: 'hours', from: input.from, to: input.to },
  ]);
}

/** Start time as the calendar shows it (9.5: 09:30); empty for none. */
const clockTime = (hours: number | null) => {
  if (hours === null) return null;
  const minutes = Math.round(hours * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/**
 * A day entry dragged in the calendar (another day, another start time or both): only what changed is
 * listed; nothing is recorded for a drop where it was.
 */
export async function recordTaskMove(
  tx: DbOrTx,
  input: EntryChange & {
    from: { date: string; startTime: number | null };
    to: { date: string; startTime: number | null };
  },
): Promise<void> {
  const changes: FieldChange[] = [];
  if (input.from.date !== input.to.date) {
    changes.push({ field: 'date', from: input.from.date, to: input.to.date });
  }
  if (input.from.startTime !== input.to.startTime) {
    changes.push({
      field: 'start time',
      from: clockTime(input.from.startTime),
      to: clockTime(input.to.startTime),
    });
  }
  if (changes.length > 0) await recordEntryChange(tx, 'timesheet-task-moved', input, changes);
}

/** A day entry's comment written, changed or cleared: the text before and after. */
export async function recordCommentChange(
  tx: DbOrTx,
  input: EntryChange & { from: string | null; to: string | null },
): Promise<void> {
  if ((input.from ?? '') === (input.to ?? '')) return;
  await recordEntryChange(tx, 'timesheet-comment-changed', input, [
    { field: 'comment', from: input.from, to: input.to },
  ]);
}
