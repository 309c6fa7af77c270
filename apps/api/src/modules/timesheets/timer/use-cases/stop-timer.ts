import { keepHoursError, TIMER_MESSAGES, timerDay, timerHours } from '@tally/domain/timesheets/timer';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput, conflict, notFound } from '../../../../graphql/errors.ts';
import { configuredTimeZone } from '../../../super-admin/index.ts';
import { loadTimesheetById } from '../../queries/loader.ts';
import type { TimesheetRecord } from '../../records.ts';
import { addHours } from '../../use-cases/add-hours.ts';
import { deleteTimer, findTimer } from '../queries.ts';
import { describeTimer } from './describe-timer.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Stops the viewer's timer: its time, rounded to the 0.25 h step (or the `keepHours` the person chose for a
 * timer that ran too long), is added to the cell of the day it started, with every rule of a save. A refused
 * save (submitted or locked sheet, a day over 24 h) leaves the timer running with its time.
 */
export async function stopTimer(
  deps: Deps,
  viewer: Viewer,
  keepHours?: number | null,
): Promise<TimesheetRecord> {
  const timer = await findTimer(deps.db, viewer.userId);
  if (!timer) throw conflict(TIMER_MESSAGES.notRunning);
  const ran = timerHours(timer.startedAt, deps.clock());
  if (keepHours == null && (await describeTimer(deps, timer)).needsReview)
    throw badUserInput({ keepHours: TIMER_MESSAGES.reviewFirst });
  const refusal = keepHours == null ? null : keepHoursError(keepHours, ran);
  if (refusal) throw badUserInput({ keepHours: refusal });
  const hours = keepHours ?? ran;
  const removeThisRun = async (db: Parameters<typeof deleteTimer>[0]) => {
    if (!(await deleteTimer(db, viewer.userId, timer.startedAt))) throw conflict(TIMER_MESSAGES.notRunning);
  };
  if (hours === 0 || !timer.deliverableId) {
    await removeThisRun(deps.db);
    const record = await loadTimesheetById(deps.db, timer.timesheetId);
    if (!record) throw notFound('Timesheet');
    return record;
  }
  const date = timerDay(timer.startedAt, await configuredTimeZone(deps.db));
  return addHours(
    deps,
    viewer,
    {
      timesheetId: timer.timesheetId,
      projectId: timer.projectId,
      deliverableId: timer.deliverableId,
      date,
      hours,
      startTime: null,
    },
    { addToCell: true, within: removeThisRun },
  );
}
