import { compactToIso, isoToMonthDay } from '@tally/domain/shared/dates';
import { WEEKDAY_LABELS, weekdayKeyOf } from '@tally/domain/timesheets/week';
import { Tooltip } from '../../../ui/popups.tsx';
import type { TimesheetHoliday } from '../shared/view-props.ts';

/** A day column's heading: weekday, MM/DD and, on a company holiday, its name (T-040). */
export function DayHeader({ date, holiday }: { date: string; holiday?: TimesheetHoliday }) {
  const iso = compactToIso(date);
  return (
    <span className="tally-day-header">
      <span className="tally-day-name">{WEEKDAY_LABELS[weekdayKeyOf(iso)]}</span>
      <span className="tally-day-date">{isoToMonthDay(iso)}</span>
      {holiday && (
        <Tooltip title={holiday.name}>
          <span className="tally-holiday">{holiday.name}</span>
        </Tooltip>
      )}
    </span>
  );
}

export function holidayOn(holidays: readonly TimesheetHoliday[], date: string): TimesheetHoliday | undefined {
  return holidays.find((holiday) => holiday.date === date);
}
