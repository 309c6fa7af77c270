import { pipelinedTransaction } from '@tally/db';
import { isLineItemLocked } from '@tally/domain/timesheets/status';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { conflict, notFound } from '../../../graphql/errors.ts';
import { assertContentWritable } from '../access.ts';
import { assertBookable, assertCellVersion, assertDayOfSheet, assertDayTotal } from '../guards.ts';
import { TIMESHEET_MESSAGES } from '../messages.ts';
import { recordHoursChange } from '../queries/history.ts';
import { cachedTimesheetSettings } from '../queries/settings.ts';
import { lockTaskForEdit, writeTaskHours } from '../queries/task-edit.ts';
import type { TimesheetRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * New hours (and start time) of a day entry; 0 removes it (T-030, T-031). Saving a cell is the most frequent
 * edit, so it runs in 2 statements inside its transaction, in 2 round trips: lock the sheet reading everything
 * the checks need (sent with BEGIN), then write the entry and the totals reading the sheet (sent with COMMIT),
 * which answers with the change applied.
 */
export async function updateHours(
  deps: Deps,
  viewer: Viewer,
  input: { taskId: string; hours: number; startTime?: number | null; expectedVersion?: string | null },
): Promise<TimesheetRecord> {
  const settings = await cachedTimesheetSettings(deps.db);
  return pipelinedTransaction(deps.db, async ({ db: tx, commitWith }) => {
    const locked = await lockTaskForEdit(tx, input.taskId);
    if (!locked) throw notFound('Task');
    const { sheet, task, targets, dayEntries } = locked;
    assertContentWritable(viewer, sheet, settings);
    assertCellVersion(input.expectedVersion, task);
    if (isLineItemLocked(task.lineStatus)) throw conflict(TIMESHEET_MESSAGES.lineLocked);
    const day = { ...task, hours: input.hours, startTime: input.startTime ?? null };
    assertDayOfSheet(sheet, settings, day);
    assertBookable(targets, day);
    assertDayTotal(dayEntries, { lineItemId: task.lineItemId, date: task.date, hours: input.hours });
    if (task.hours !== input.hours) {
      await recordHoursChange(tx, {
        sheet,
        entry: task,
        from: task.hours,
        to: input.hours,
        byUserId: viewer.userId,
        now: deps.clock(),
      });
    }
    return commitWith((last) => writeTaskHours(last, task, input));
  });
}
