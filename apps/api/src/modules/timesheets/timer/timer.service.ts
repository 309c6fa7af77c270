import type { IsoDate } from '@tally/domain/shared/dates';
import { zonedTime } from '@tally/domain/timesheets/calendar-events';
import { isLineItemLocked } from '@tally/domain/timesheets/status';
import {
  keepHoursError,
  TIMER_MESSAGES,
  timerDay,
  timerHours,
  timerNeedsReview,
  timerStartRefusal,
} from '@tally/domain/timesheets/timer';
import { toWeekEnd } from '@tally/domain/timesheets/week';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput, conflict, notFound } from '../../../graphql/errors.ts';
import { configuredTimeZone } from '../../super-admin/index.ts';
import { addHours } from '../hours.service.ts';
import { addTimesheetLineItem } from '../lines.service.ts';
import { assertContentWritable } from '../timesheet.access.ts';
import { loadTimesheetById, loadTimesheetOfWeek } from '../timesheet.loader.ts';
import { TIMESHEET_MESSAGES } from '../timesheet.messages.ts';
import type { TimesheetRecord } from '../timesheet.records.ts';
import { cachedTimesheetSettings } from '../timesheet.settings.ts';
import { createTimesheet } from '../timesheets.service.ts';
import { deleteTimer, findSheetOfLine, findTimer, putTimer, type TimerRow } from './timer.queries.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export interface TimerRecord extends TimerRow {
  /** The day (firm's zone) whose cell the time goes to. */
  date: IsoDate;
  /** Ran past midnight or past 10 hours: the person says how much to keep. */
  needsReview: boolean;
}

async function toRecord(deps: Deps, row: TimerRow): Promise<TimerRecord> {
  const zone = await configuredTimeZone(deps.db);
  return {
    ...row,
    date: timerDay(row.startedAt, zone),
    needsReview: timerNeedsReview(row.startedAt, deps.clock(), zone),
  };
}

export async function runningTimer(deps: Deps, viewer: Viewer): Promise<TimerRecord | null> {
  const row = await findTimer(deps.db, viewer.userId);
  return row ? toRecord(deps, row) : null;
}

/**
 * Starts the viewer's timer on a line of their sheet for the current week; a timer already running on another
 * line is stopped first (its time is saved), on the same line it keeps running.
 */
export async function startTimer(deps: Deps, viewer: Viewer, lineItemId: string): Promise<TimerRecord> {
  const timesheetId = await findSheetOfLine(deps.db, lineItemId);
  const record = timesheetId ? await loadTimesheetById(deps.db, timesheetId) : null;
  const line = record?.lineItems.find((candidate) => candidate.id === lineItemId);
  if (!record || !line) throw badUserInput({ lineItemId: TIMER_MESSAGES.notYourLine });
  const { sheet } = record;
  const today = zonedTime(deps.clock(), await configuredTimeZone(deps.db)).date;
  const refusal = timerStartRefusal(
    {
      ownerId: sheet.userId,
      startDate: sheet.startDate,
      endDate: sheet.endDate,
      deliverableId: line.deliverableId,
    },
    viewer.userId,
    today,
  );
  if (refusal) throw badUserInput({ lineItemId: refusal });
  if (isLineItemLocked(line.status)) throw conflict(TIMESHEET_MESSAGES.lineLocked);
  assertContentWritable(viewer, sheet, await cachedTimesheetSettings(deps.db));

  const running = await findTimer(deps.db, viewer.userId);
  if (running?.lineItemId === lineItemId) return toRecord(deps, running);
  // A start stops the running timer with its time, except one that ran too long: the person decides first.
  if (running && (await toRecord(deps, running)).needsReview) throw conflict(TIMER_MESSAGES.reviewFirst);
  if (running) await stopTimer(deps, viewer);
  const startedAt = deps.clock();
  await putTimer(deps.db, { userId: viewer.userId, lineItemId, startedAt });
  return toRecord(deps, {
    userId: viewer.userId,
    lineItemId,
    startedAt,
    timesheetId: sheet.id,
    startDate: sheet.startDate,
    endDate: sheet.endDate,
    projectId: line.projectId,
    projectName: line.project.name,
    deliverableId: line.deliverableId,
    deliverableName: line.deliverable?.deliverableName ?? null,
  });
}

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
  if (keepHours == null && (await toRecord(deps, timer)).needsReview)
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

/** Throws the running timer away without saving its time; false when none ran. */
export function discardTimer(deps: Deps, viewer: Viewer): Promise<boolean> {
  return deleteTimer(deps.db, viewer.userId);
}
