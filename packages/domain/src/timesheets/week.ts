import {
  addDays,
  dayOfWeek,
  daysBetween,
  endOfMonth,
  type IsoDate,
  isIsoDate,
  monthTitle,
  startOfMonth,
  startOfYear,
} from '../shared/dates.ts';
import type { TimesheetStatus } from './status.ts';

/** Day of the week, 0 = Sunday … 6 = Saturday. */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Configuration spelling of each day; also the keys of a timesheet's per-day task lists (monTask … sunTask). */
export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

export const WEEKDAY_LABELS: Record<WeekdayKey, string> = {
  sun: 'Sun',
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
};

export const INVALID_WEEK_END_DAY = 'Invalid weekend day in config';

/** Reads configuration week-end-day ('sun' … 'sat', any case) as 0 … 6. */
export function parseWeekEndDay(value: string | null | undefined): WeekDay {
  const index = WEEKDAY_KEYS.indexOf((value ?? '').trim().toLowerCase() as WeekdayKey);
  if (index < 0) throw new Error(INVALID_WEEK_END_DAY);
  return index as WeekDay;
}

/** The date itself when it is a week-end day, otherwise the next week-end day after it. */
export function toWeekEnd(date: IsoDate, weekEndDay: WeekDay): IsoDate {
  return addDays(date, (weekEndDay - dayOfWeek(date) + 7) % 7);
}

export function isWeekEnd(date: IsoDate, weekEndDay: WeekDay): boolean {
  return dayOfWeek(date) === weekEndDay;
}

/** A week is the 7 days ending on its week-end date. */
export function weekStart(weekEnd: IsoDate): IsoDate {
  return addDays(weekEnd, -6);
}

/** The 7 dates of the week, first day first. */
export function weekDates(weekEnd: IsoDate): IsoDate[] {
  return Array.from({ length: 7 }, (_, index) => addDays(weekEnd, index - 6));
}

/** Weekday keys of a week in display order: starting the day after the week-end day. */
export function weekdayOrder(weekEndDay: WeekDay): WeekdayKey[] {
  return Array.from({ length: 7 }, (_, index) => WEEKDAY_KEYS[(weekEndDay + 1 + index) % 7]!);
}

export function weekdayKeyOf(date: IsoDate): WeekdayKey {
  return WEEKDAY_KEYS[dayOfWeek(date)]!;
}

/** The week shown by default ('Current Week'): the next week-end day on or after today (Gap 4). */
export function defaultWeekEnd(today: IsoDate, weekEndDay: WeekDay): IsoDate {
  return toWeekEnd(today, weekEndDay);
}

/** The week a request names: the week end its date belongs to, or the default week (today's) without a date. */
export function requestedWeekEnd(
  requested: IsoDate | null | undefined,
  today: IsoDate,
  weekEndDay: WeekDay,
): IsoDate {
  return requested ? toWeekEnd(requested, weekEndDay) : defaultWeekEnd(today, weekEndDay);
}

export function previousWeekEnd(weekEnd: IsoDate): IsoDate {
  return addDays(weekEnd, -7);
}

export function nextWeekEnd(weekEnd: IsoDate): IsoDate {
  return addDays(weekEnd, 7);
}

/** The week holds today: marked 'Current Week'. */
export function isCurrentWeek(weekEnd: IsoDate, today: IsoDate): boolean {
  return weekStart(weekEnd) <= today && today <= weekEnd;
}

/** The week ended before today and its timesheet (or the lack of one) is not Approved: marked 'Overdue'. */
export function isOverdue(weekEnd: IsoDate, today: IsoDate, status: TimesheetStatus | null): boolean {
  return weekEnd < today && status !== 'Approved';
}

/** The time-off balance window for a week: year start up to the day before the week begins (Gap 4). */
export function timeOffWindow(weekEnd: IsoDate): DateRange {
  const dayBefore = addDays(weekStart(weekEnd), -1);
  return { start: startOfYear(dayBefore), end: dayBefore };
}

export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

/** Fewer than this many days left in the month after today extend the list to the end of next month. */
const MONTH_END_MARGIN_DAYS = 7;

/**
 * Initial range of the my-timesheets list: start of the month two months ago to the end of this month,
 * or to the end of next month when fewer than 7 days remain in this month.
 */
export function initialListRange(today: IsoDate): DateRange {
  const monthEnd = endOfMonth(today);
  const daysLeft = daysBetween(today, monthEnd);
  return {
    start: startOfMonth(today, -2),
    end: daysLeft < MONTH_END_MARGIN_DAYS ? endOfMonth(today, 1) : monthEnd,
  };
}

/** 'Load More': the range extended back by one month. */
export function extendRangeBackOneMonth(range: DateRange): DateRange {
  return { start: startOfMonth(range.start, -1), end: range.end };
}

/**
 * Week ends of every week that overlaps the range, newest first: one card each in the my-timesheets list.
 * The list query must ask for timesheets ending between the last and the first of them.
 */
export function weekEndsInRange(range: DateRange, weekEndDay: WeekDay): IsoDate[] {
  const weekEnds: IsoDate[] = [];
  for (let end = toWeekEnd(range.end, weekEndDay); end >= range.start; end = previousWeekEnd(end)) {
    weekEnds.push(end);
  }
  return weekEnds;
}

export interface MonthOfWeeks {
  /** `YYYY-MM` of the week ends in the group. */
  month: string;
  /** e.g. 'September 2024'. */
  label: string;
  weekEnds: IsoDate[];
}

/** Groups week ends by the month they end in, keeping their order. */
export function groupWeekEndsByMonth(weekEnds: readonly IsoDate[]): MonthOfWeeks[] {
  const groups: MonthOfWeeks[] = [];
  for (const weekEnd of weekEnds) {
    const month = weekEnd.slice(0, 7);
    const last = groups.at(-1);
    if (last?.month === month) {
      last.weekEnds.push(weekEnd);
    } else {
      groups.push({ month, label: monthTitle(month), weekEnds: [weekEnd] });
    }
  }
  return groups;
}

export interface Holiday {
  date: IsoDate;
  name: string;
}

function isHoliday(item: unknown): item is Holiday {
  if (typeof item !== 'object' || item === null) return false;
  const { date, name } = item as Record<string, unknown>;
  return typeof date === 'string' && isIsoDate(date) && typeof name === 'string';
}

/** Holidays of the week from configuration holidays (a JSON list of {date, name}); malformed items are skipped. */
export function holidaysInWeek(holidays: unknown, weekEnd: IsoDate): Holiday[] {
  if (!Array.isArray(holidays)) return [];
  const start = weekStart(weekEnd);
  return holidays
    .filter(isHoliday)
    .filter((holiday) => start <= holiday.date && holiday.date <= weekEnd)
    .map(({ date, name }) => ({ date, name }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
