import { type DbOrTx, pipelinedTransaction } from '@tally/db';
import { type IsoDate, isoToDisplay } from '@tally/domain/shared/dates';
import {
  type DayEntry,
  dayTotalWith,
  fitsInDay,
  HOURS_MESSAGES,
  MAX_HOURS_PER_DAY,
} from '@tally/domain/timesheets/hours';
import { isLineItemLocked } from '@tally/domain/timesheets/status';
import { isBeforeLegacyCutoff } from '@tally/domain/timesheets/submit';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { apiError, badUserInput, conflict, notFound } from '../../graphql/errors.ts';
import { type BookingTargets, findBookingTargets } from './booking.queries.ts';
import { bookingRefusal } from './booking.ts';
import {
  findLineId,
  findTask,
  insertLineItem,
  lineHasEntryOn,
  recomputeTotals,
  updateTask,
  upsertEntry,
} from './edit.queries.ts';
import { recordCommentChange, recordHoursChange, recordTaskMove } from './sheet-history.ts';
import {
  listDayEntries,
  lockSheetForBooking,
  lockTaskForEdit,
  writeLineDayHours,
  writeTaskHours,
} from './task-edit.queries.ts';
import { assertContentWritable, assertOwnerArgument } from './timesheet.access.ts';
import { loadTimesheetById } from './timesheet.loader.ts';
import { TIMESHEET_MESSAGES } from './timesheet.messages.ts';
import type { SheetRecord, TimesheetRecord } from './timesheet.records.ts';
import { cachedTimesheetSettings, type TimesheetSettings } from './timesheet.settings.ts';
import { changeSheetOfTask } from './timesheet.unit.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

interface DayBooking {
  projectId: string;
  deliverableId: string;
  date: IsoDate;
  hours: number;
  startTime: number | null;
}

/** The day must be in the sheet's week and after the legacy cut-off; the owner must be able to book it. */
async function assertMayBook(db: DbOrTx, sheet: SheetRecord, settings: TimesheetSettings, day: DayBooking) {
  assertDayOfSheet(sheet, settings, day);
  const targets = await findBookingTargets(db, {
    userId: sheet.userId,
    projectIds: [day.projectId],
    deliverableIds: [day.deliverableId],
  });
  assertBookable(targets, day);
}

function assertDayOfSheet(sheet: SheetRecord, settings: TimesheetSettings, day: DayBooking): void {
  if (day.date < sheet.startDate || day.date > sheet.endDate) {
    throw badUserInput({ date: TIMESHEET_MESSAGES.dateOutsideWeek });
  }
  if (settings.legacyCutoff && isBeforeLegacyCutoff(day.date, settings.legacyCutoff)) {
    throw badUserInput({ date: settings.legacyCutoff.message });
  }
  if (day.startTime !== null && day.hours > 0 && !fitsInDay(day.startTime, day.hours)) {
    throw badUserInput({ startTime: TIMESHEET_MESSAGES.startTime });
  }
}

/** A day holds at most 24 hours over all lines of the sheet (issue 13), checked on every save. */
function assertDayTotal(entries: readonly DayEntry[], change: DayEntry): void {
  const total = dayTotalWith(entries, change);
  if (total > MAX_HOURS_PER_DAY) {
    throw badUserInput({ hours: HOURS_MESSAGES.dayTotal(total, isoToDisplay(change.date)) });
  }
}

/** The owner's booking targets (their project, deliverable and resource rows) must accept time on the day. */
function assertBookable(targets: BookingTargets, day: DayBooking): void {
  const project = targets.projects.get(day.projectId);
  const deliverable = targets.deliverables.get(day.deliverableId);
  if (!project) throw notFound('Project');
  if (!deliverable) throw notFound('Deliverable');
  const resources = targets.resources.get(project.id) ?? [];
  const refusal = bookingRefusal({ project, deliverable, resources }, day.date, day.date);
  if (refusal) throw badUserInput({ [refusal.field]: refusal.message });
}

/** The version of an empty cell, as an edit made on it sends it. */
export const EMPTY_CELL_VERSION = 'none';

/**
 * An edit carries the version of the cell it was made on (optional: without one the edit applies as today); a
 * cell changed meanwhile answers CONFLICT naming the cell, with its current hours and version, so the person
 * chooses (issue 18).
 */
function assertCellVersion(
  expected: string | null | undefined,
  cell: { lineItemId: string | null; date: IsoDate; hours: number; version: string },
): void {
  if (expected == null || expected === cell.version) return;
  throw apiError('CONFLICT', TIMESHEET_MESSAGES.staleCell(isoToDisplay(cell.date)), {
    cell: { lineItemId: cell.lineItemId, date: cell.date, hours: cell.hours, version: cell.version },
  });
}

interface AddHoursOptions {
  /** Add the hours to what the cell holds instead of replacing it (a stopped timer, issue 18). */
  addToCell?: boolean;
  /** Runs in the write's transaction after every check passed, before the write (the timer's removal). */
  within?: (tx: DbOrTx) => Promise<void>;
}

/**
 * Hours on a day of a line (the line is added when missing); 0 removes the day's entry (T-029, T-031). Typing
 * into an empty cell, so like updateHours in few statements and round trips: lock the sheet reading the booking
 * targets (sent with BEGIN), find the line, write the entry and the totals reading the sheet (sent with
 * COMMIT), which answers with the change applied.
 */
export async function addHours(
  deps: Deps,
  viewer: Viewer,
  booking: DayBooking & { timesheetId: string; user?: string | null; expectedVersion?: string | null },
  options: AddHoursOptions = {},
): Promise<TimesheetRecord> {
  const settings = await cachedTimesheetSettings(deps.db);
  return pipelinedTransaction(deps.db, async ({ db: tx, commitWith }) => {
    const locked = await lockSheetForBooking(tx, booking.timesheetId, booking);
    if (!locked) throw notFound('Timesheet');
    const { sheet, targets, dayEntries } = locked;
    assertContentWritable(viewer, sheet, settings);
    assertOwnerArgument(sheet, booking.user);
    const line = await findLineId(tx, sheet.id, booking);
    if (line && isLineItemLocked(line.status)) throw conflict(TIMESHEET_MESSAGES.lineLocked);
    const cell = dayEntries.find((entry) => entry.lineItemId === line?.id && entry.date === booking.date);
    assertCellVersion(booking.expectedVersion, {
      lineItemId: line?.id ?? null,
      date: booking.date,
      hours: cell?.hours ?? 0,
      version: cell?.version ?? EMPTY_CELL_VERSION,
    });
    const held = options.addToCell ? (cell?.hours ?? 0) : 0;
    const input = { ...booking, hours: held + booking.hours };
    assertDayOfSheet(sheet, settings, input);
    assertBookable(targets, input);
    assertDayTotal(dayEntries, { lineItemId: line?.id ?? '', date: input.date, hours: input.hours });
    await options.within?.(tx);
    const { projectId, deliverableId, date } = input;
    const before =
      dayEntries.find((entry) => entry.lineItemId === line?.id && entry.date === date)?.hours ?? 0;
    if (before !== input.hours) {
      await recordHoursChange(tx, {
        sheet,
        entry: { lineItemId: line?.id ?? '', projectId, deliverableId, date },
        from: before,
        to: input.hours,
        byUserId: viewer.userId,
        now: deps.clock(),
      });
    }
    if (line) {
      const day = {
        timesheetId: sheet.id,
        lineItemId: line.id,
        userId: sheet.userId,
        projectId,
        deliverableId,
        date,
      };
      return commitWith((last) => writeLineDayHours(last, day, input));
    }
    // No line yet: nothing to remove for 0, else a new line (the answer is read again: it has a new line).
    if (input.hours > 0) {
      const lineItemId = await insertLineItem(tx, { timesheetId: sheet.id, projectId, deliverableId });
      await upsertEntry(
        tx,
        { timesheetId: sheet.id, lineItemId, userId: sheet.userId, projectId, deliverableId, date },
        { hours: input.hours, startTime: input.startTime },
      );
      await recomputeTotals(tx, sheet.id);
    }
    const record = await loadTimesheetById(tx, sheet.id);
    if (!record) throw notFound('Timesheet');
    return record;
  });
}

async function changeTask(
  deps: Deps,
  viewer: Viewer,
  taskId: string,
  change: (context: {
    tx: DbOrTx;
    sheet: SheetRecord;
    settings: TimesheetSettings;
    task: NonNullable<Awaited<ReturnType<typeof findTask>>>;
  }) => Promise<void>,
): Promise<TimesheetRecord> {
  return changeSheetOfTask(deps, viewer, taskId, async ({ tx, sheet, settings }) => {
    const task = await findTask(tx, taskId);
    if (!task) throw notFound('Task');
    if (isLineItemLocked(task.lineStatus)) throw conflict(TIMESHEET_MESSAGES.lineLocked);
    await change({ tx, sheet, settings, task });
  });
}

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

/** The comment of a day entry (T-041); an empty comment clears it. */
export async function updateTimesheetTaskComment(
  deps: Deps,
  viewer: Viewer,
  input: { taskId: string; comment: string | null; expectedVersion?: string | null },
): Promise<TimesheetRecord> {
  return changeTask(deps, viewer, input.taskId, async ({ tx, sheet, task }) => {
    assertCellVersion(input.expectedVersion, task);
    const comment = input.comment?.trim() ? input.comment : null;
    await updateTask(tx, task.id, { comment });
    await recordCommentChange(tx, {
      sheet,
      entry: task,
      from: task.comment,
      to: comment,
      byUserId: viewer.userId,
      now: deps.clock(),
    });
  });
}
