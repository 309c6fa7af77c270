import { type DbOrTx, pipelinedTransaction } from '@tally/db';
import { EMPTY_CELL_VERSION } from '@tally/domain/timesheets/hours';
import { isLineItemLocked } from '@tally/domain/timesheets/status';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { conflict, notFound } from '../../../graphql/errors.ts';
import { assertContentWritable, assertOwnerArgument } from '../access.ts';
import {
  assertBookable,
  assertCellVersion,
  assertDayOfSheet,
  assertDayTotal,
  type DayBooking,
} from '../guards.ts';
import { TIMESHEET_MESSAGES } from '../messages.ts';
import { findLineId, insertLineItem, recomputeTotals, upsertEntry } from '../queries/edit.ts';
import { recordHoursChange } from '../queries/history.ts';
import { loadTimesheetById } from '../queries/loader.ts';
import { cachedTimesheetSettings } from '../queries/settings.ts';
import { lockSheetForBooking, writeLineDayHours } from '../queries/task-edit.ts';
import type { TimesheetRecord } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

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
