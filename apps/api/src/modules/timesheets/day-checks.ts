import type { DbOrTx } from '@tally/db';
import { type IsoDate, isoToDisplay } from '@tally/domain/shared/dates';
import { bookingRefusal } from '@tally/domain/timesheets/booking';
import {
  type DayEntry,
  dayTotalWith,
  fitsInDay,
  HOURS_MESSAGES,
  MAX_HOURS_PER_DAY,
} from '@tally/domain/timesheets/hours';
import { isBeforeLegacyCutoff } from '@tally/domain/timesheets/submit';
import { apiError, badUserInput, notFound } from '../../graphql/errors.ts';
import { TIMESHEET_MESSAGES } from './messages.ts';
import { type BookingTargets, findBookingTargets } from './queries/booking.ts';
import type { TimesheetSettings } from './queries/settings.ts';
import type { SheetRecord } from './records.ts';

export interface DayBooking {
  projectId: string;
  deliverableId: string;
  date: IsoDate;
  hours: number;
  startTime: number | null;
}

/** The day must be in the sheet's week and after the legacy cut-off; the owner must be able to book it. */
export async function assertMayBook(
  db: DbOrTx,
  sheet: SheetRecord,
  settings: TimesheetSettings,
  day: DayBooking,
) {
  assertDayOfSheet(sheet, settings, day);
  const targets = await findBookingTargets(db, {
    userId: sheet.userId,
    projectIds: [day.projectId],
    deliverableIds: [day.deliverableId],
  });
  assertBookable(targets, day);
}

export function assertDayOfSheet(sheet: SheetRecord, settings: TimesheetSettings, day: DayBooking): void {
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
export function assertDayTotal(entries: readonly DayEntry[], change: DayEntry): void {
  const total = dayTotalWith(entries, change);
  if (total > MAX_HOURS_PER_DAY) {
    throw badUserInput({ hours: HOURS_MESSAGES.dayTotal(total, isoToDisplay(change.date)) });
  }
}

/** The owner's booking targets (their project, deliverable and resource rows) must accept time on the day. */
export function assertBookable(targets: BookingTargets, day: DayBooking): void {
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
export function assertCellVersion(
  expected: string | null | undefined,
  cell: { lineItemId: string | null; date: IsoDate; hours: number; version: string },
): void {
  if (expected == null || expected === cell.version) return;
  throw apiError('CONFLICT', TIMESHEET_MESSAGES.staleCell(isoToDisplay(cell.date)), {
    cell: { lineItemId: cell.lineItemId, date: cell.date, hours: cell.hours, version: cell.version },
  });
}
