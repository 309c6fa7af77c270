import { zonedTime } from '@tally/domain/timesheets/calendar-events';
import { isLineItemLocked } from '@tally/domain/timesheets/status';
import { TIMER_MESSAGES, timerStartRefusal } from '@tally/domain/timesheets/timer';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput, conflict } from '../../../../graphql/errors.ts';
import { configuredTimeZone } from '../../../super-admin/index.ts';
import { assertContentWritable } from '../../access.ts';
import { TIMESHEET_MESSAGES } from '../../messages.ts';
import { loadTimesheetById } from '../../queries/loader.ts';
import { cachedTimesheetSettings } from '../../queries/settings.ts';
import { findSheetOfLine, findTimer, putTimer } from '../queries.ts';
import type { TimerRecord } from '../records.ts';
import { describeTimer } from './describe-timer.ts';
import { stopTimer } from './stop-timer.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

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
  if (running?.lineItemId === lineItemId) return describeTimer(deps, running);
  // A start stops the running timer with its time, except one that ran too long: the person decides first.
  if (running && (await describeTimer(deps, running)).needsReview) throw conflict(TIMER_MESSAGES.reviewFirst);
  if (running) await stopTimer(deps, viewer);
  const startedAt = deps.clock();
  await putTimer(deps.db, { userId: viewer.userId, lineItemId, startedAt });
  return describeTimer(deps, {
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
