import type { DbOrTx } from '@tally/db';
import type { IsoDate } from '@tally/domain/shared/dates';
import { type TimeOffTransaction, timeOffBalances } from '@tally/domain/time-off/time-off';
import { checkSubmit, type SubmitCheck, type SubmitThreshold } from '@tally/domain/timesheets/submit';
import { type TotalsLine, timeOffHoursByType, weeklyTotal } from '@tally/domain/timesheets/totals';
import { timeOffWindow } from '@tally/domain/timesheets/week';
import { loadSubmitThreshold, type TimesheetSettings } from './queries/settings.ts';
import { loadTimeOffBalances } from './queries/time-off.ts';
import type { LineItemRecord, SheetRecord } from './records.ts';

/** Lines as the domain's totals see them; a time-off deliverable tracks the type named like it. */
export function submitTotalsLines(lines: readonly LineItemRecord[]): TotalsLine[] {
  return lines.map((line) => ({
    ignoreHoursInTotal: line.deliverable?.ignoreHoursInTotal ?? false,
    timeOffType: line.deliverable?.trackAgainstTimeOff ? line.deliverable.deliverableName : null,
    entries: line.entries,
  }));
}

/**
 * The submit rules (domain checkSubmit) for a sheet: thresholds from the thresholds table, the W-2 minimum,
 * 2 weeks ahead, the legacy cut-off from configuration and the time-off balances of the window before the week.
 */
export async function runSubmitCheck(
  db: DbOrTx,
  input: {
    sheet: SheetRecord;
    lines: readonly LineItemRecord[];
    settings: TimesheetSettings;
    today: IsoDate;
    /** The submit bounds when already in hand (the view reads them through the cache). */
    threshold?: SubmitThreshold;
    /** The owner's transactions of the time-off window when already loaded with the sheet. */
    timeOffTransactions?: readonly TimeOffTransaction[];
  },
): Promise<SubmitCheck> {
  const lines = submitTotalsLines(input.lines);
  const timeOffHours = timeOffHoursByType(lines);
  const window = timeOffWindow(input.sheet.endDate);
  // Sequential: `db` may be a transaction, whose one connection runs one query at a time.
  const threshold = input.threshold ?? (await loadSubmitThreshold(db));
  const balances =
    timeOffHours.size === 0
      ? []
      : input.timeOffTransactions
        ? timeOffBalances(input.timeOffTransactions)
        : await loadTimeOffBalances(db, { userId: input.sheet.userId, start: window.start, end: window.end });
  return checkSubmit({
    weekEnd: input.sheet.endDate,
    today: input.today,
    lineItemCount: input.lines.length,
    totalHours: weeklyTotal(lines),
    employeeType: input.sheet.employeeType,
    threshold,
    legacyCutoff: input.settings.legacyCutoff,
    timeOffHours,
    timeOffBalances: balances,
    entries: input.lines.flatMap((line) => line.entries),
  });
}
