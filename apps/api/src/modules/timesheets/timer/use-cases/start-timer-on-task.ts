import { zonedTime } from '@tally/domain/timesheets/calendar-events';
import { toWeekEnd } from '@tally/domain/timesheets/week';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { notFound } from '../../../../graphql/errors.ts';
import { configuredTimeZone } from '../../../super-admin/configurations/configurations.service.ts';
import { loadTimesheetOfWeek } from '../../queries/loader.ts';
import { cachedTimesheetSettings } from '../../queries/settings.ts';
import type { TimesheetRecord } from '../../records.ts';
import { addTimesheetLineItem } from '../../use-cases/add-timesheet-line-item.ts';
import { createTimesheet } from '../../use-cases/create-timesheet.ts';
import type { TimerRecord } from '../records.ts';
import { startTimer } from './start-timer.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Starts the viewer's timer on a task (a project and deliverable, e.g. one of their recent tasks): the week's
 * sheet and the task's line are created first when missing, with the rules of createTimesheet and
 * addTimesheetLineItem, then it runs as startTimer on that line.
 */
export async function startTimerOnTask(
  deps: Deps,
  viewer: Viewer,
  task: { projectId: string; deliverableId: string },
): Promise<TimerRecord> {
  const today = zonedTime(deps.clock(), await configuredTimeZone(deps.db)).date;
  const endDate = toWeekEnd(today, (await cachedTimesheetSettings(deps.db)).weekEndDay);
  const isTask = (line: TimesheetRecord['lineItems'][number]) =>
    line.projectId === task.projectId && line.deliverableId === task.deliverableId;
  // One transaction: a start refused after the sheet or the line was made (an unknown task, a locked week)
  // leaves nothing behind.
  return deps.db.transaction(async (tx) => {
    const inTx = { ...deps, db: tx };
    let record = await loadTimesheetOfWeek(tx, viewer.userId, endDate);
    if (!record) {
      // Another tab may create it at the same moment: then use that one (the savepoint keeps this
      // transaction usable after the unique violation).
      record = await tx
        .transaction((savepoint) => createTimesheet({ ...deps, db: savepoint }, viewer, { endDate }))
        .catch(async (error: unknown) => {
          const created = await loadTimesheetOfWeek(tx, viewer.userId, endDate);
          if (!created) throw error;
          return created;
        });
    }
    if (!record.lineItems.some(isTask)) {
      record = await addTimesheetLineItem(inTx, viewer, { timesheetId: record.sheet.id, ...task });
    }
    const line = record.lineItems.find(isTask);
    if (!line) throw notFound('Line');
    return startTimer(inTx, viewer, line.id);
  });
}
