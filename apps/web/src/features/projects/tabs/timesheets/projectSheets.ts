import { addDays, type IsoDate } from '@tally/domain/shared/dates';
import { matchesQuery } from '@tally/domain/shared/search';
import { type DateRange, defaultWeekEnd, type WeekDay, weekStart } from '@tally/domain/timesheets/week';
import { type ApprovalSheet, fullName } from '../../../approvals/approvalsModel.ts';

/** Spec part 2 §2: 50 hours or more is highlighted red. */
export const LONG_WEEK_HOURS = 50;
export const LONG_WEEK_TEXT = 'This timesheet has over 50 hours';

export const isLongWeek = (sheet: Pick<ApprovalSheet, 'totalHours'>) => sheet.totalHours >= LONG_WEEK_HOURS;

/** Weeks shown before the current one by default. */
export const DEFAULT_WEEKS_BACK = 4;

/**
 * The tab's default range (the spec leaves it open): the current week and the four weeks before it, from the
 * first day of the oldest week to the current week's end, so sheets ending in any of those five weeks show.
 */
export function defaultSheetRange(today: IsoDate, weekEndDay: WeekDay): DateRange {
  const end = defaultWeekEnd(today, weekEndDay);
  return { start: weekStart(addDays(end, -7 * DEFAULT_WEEKS_BACK)), end };
}

/** M-116: a case-insensitive substring of the employee's name. */
export function filterByName(sheets: readonly ApprovalSheet[], search: string): ApprovalSheet[] {
  return sheets.filter((sheet) => matchesQuery(fullName(sheet), search));
}
