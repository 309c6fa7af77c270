import type { IsoDate } from '@tally/domain/shared/dates';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { conflict } from '../../../graphql/errors.ts';
import { assertDayTotal, assertMayBook } from '../guards.ts';
import { TIMESHEET_MESSAGES } from '../messages.ts';
import { lineHasEntryOn, updateTask } from '../queries/edit.ts';
import { recordTaskMove } from '../queries/history.ts';
import { listDayEntries } from '../queries/task-edit.ts';
import type { TimesheetRecord } from '../records.ts';
import { changeTask } from './change-task.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Moves a day entry to another day of the same week (calendar drag and drop, T-020) in one transaction, so a
 * failed move leaves the task where it was; refused when the line already has hours on that day.
 */
export async function moveTimesheetTask(
  deps: Deps,
  viewer: Viewer,
  input: { taskId: string; date: IsoDate; startTime?: number | null },
): Promise<TimesheetRecord> {
  return changeTask(deps, viewer, input.taskId, async ({ tx, sheet, settings, task }) => {
    const startTime = input.startTime ?? null;
    await assertMayBook(tx, sheet, settings, { ...task, date: input.date, startTime });
    if (input.date !== task.date && (await lineHasEntryOn(tx, task.lineItemId, input.date))) {
      throw conflict(TIMESHEET_MESSAGES.dayTaken);
    }
    const dayEntries = await listDayEntries(tx, sheet.id);
    assertDayTotal(dayEntries, { lineItemId: task.lineItemId, date: input.date, hours: task.hours });
    await updateTask(tx, task.id, {
      date: input.date,
      ...(input.startTime === undefined ? {} : { startTime }),
    });
    await recordTaskMove(tx, {
      sheet,
      entry: { ...task, date: input.date },
      from: { date: task.date, startTime: task.startTime },
      to: { date: input.date, startTime: input.startTime === undefined ? task.startTime : startTime },
      byUserId: viewer.userId,
      now: deps.clock(),
    });
  });
}
