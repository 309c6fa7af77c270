import type { DbOrTx } from '@tally/db';
import { formatClockTime } from '@tally/domain/timesheets/hours';
import { recordAuditEvent } from '../../../auth/audit.ts';
import type { FieldChange, SheetRecord } from '../records.ts';

/**
 * The audit events an edit of a sheet's day entries writes, in the edit's transaction, for the sheet's History:
 * hours saved, a task moved in the calendar, a comment changed. (A status change: recordSheetStatusChange.)
 */

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
const clockTime = (hours: number | null) => (hours === null ? null : formatClockTime(hours));

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
