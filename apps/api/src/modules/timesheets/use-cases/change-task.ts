import { isLineItemLocked } from '@tally/domain/timesheets/status';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { conflict, notFound } from '../../../graphql/errors.ts';
import { TIMESHEET_MESSAGES } from '../messages.ts';
import { findTask, type TaskDetail } from '../queries/edit.ts';
import type { TimesheetRecord } from '../records.ts';
import { changeSheet, type SheetChange } from './change-sheet.ts';

/** A change of one day entry (a task) of a sheet whose line is not locked: NOT_FOUND 'Task', CONFLICT when locked. */
export async function changeTask(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  taskId: string,
  change: (context: SheetChange & { task: TaskDetail }) => Promise<void>,
): Promise<TimesheetRecord> {
  return changeSheet(deps, viewer, { taskId }, 'content', async ({ tx, sheet, settings }) => {
    const task = await findTask(tx, taskId);
    if (!task) throw notFound('Task');
    if (isLineItemLocked(task.lineStatus)) throw conflict(TIMESHEET_MESSAGES.lineLocked);
    await change({ tx, sheet, settings, task });
  });
}
