import { isoToCompact } from '@tally/domain/shared/dates';

export const MANUAL_TIMESHEETS_PATH = '/finance/manualTimesheets';

/** /finance/manualTimesheets[/{userId}[/{endDate}]] (F-075); endDate is a week end (YYYY-MM-DD). */
export function manualTimesheetsPath(userId?: string, weekEnd?: string): string {
  if (!userId) return MANUAL_TIMESHEETS_PATH;
  const base = `${MANUAL_TIMESHEETS_PATH}/${encodeURIComponent(userId)}`;
  return weekEnd ? `${base}/${isoToCompact(weekEnd)}` : base;
}
