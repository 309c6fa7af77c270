/**
 * Resource utilization (part 3 §2 Performance, X-004..X-014): the range presets, the available hours of a
 * range, the percentages of a person's approved hours and their colour bands, the Under/Overutilized filters.
 */
import {
  addDays,
  dayOfWeek,
  daysBetween,
  endOfMonth,
  type IsoDate,
  isIsoDate,
  startOfMonth,
  startOfYear,
} from '../shared/dates.ts';

export const HOURS_PER_DAY = 8;
/** Custom picks only (ACCEPTANCE gap 6): at most 31 days; the presets are always allowed. */
export const MAX_CUSTOM_RANGE_DAYS = 31;
/** The server's own bound: a year and a day (Last Year and YTD fit). */
export const MAX_REPORT_RANGE_DAYS = 366;
export const RANGE_TOO_LARGE = 'The selected date range is too large.';
/** How long the web app shows RANGE_TOO_LARGE. */
export const RANGE_TOO_LARGE_MS = 7000;
export const PERFORMANCE_PAGE_SIZE = 50;
export const UNDERUTILIZED_BELOW = 90;
export const OVERUTILIZED_ABOVE = 110;

export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

export const RANGE_PRESETS = [
  'YTD',
  'QTD',
  'Last Year',
  'Last Quarter',
  'Last Month',
  'Current Month',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

function startOfQuarter(iso: IsoDate, quarters = 0): IsoDate {
  const month = Number(iso.slice(5, 7));
  const back = (month - 1) % 3;
  return startOfMonth(iso, -back + quarters * 3);
}

/** The range of a preset on `today`; to-date presets end today, the others on their last day. */
export function presetRange(preset: RangePreset, today: IsoDate): DateRange {
  switch (preset) {
    case 'YTD':
      return { start: startOfYear(today), end: today };
    case 'QTD':
      return { start: startOfQuarter(today), end: today };
    case 'Last Year': {
      const start = startOfYear(addDays(startOfYear(today), -1));
      return { start, end: addDays(startOfYear(today), -1) };
    }
    case 'Last Quarter': {
      const start = startOfQuarter(today, -1);
      return { start, end: addDays(startOfQuarter(today), -1) };
    }
    case 'Last Month':
      return { start: startOfMonth(today, -1), end: endOfMonth(today, -1) };
    case 'Current Month':
      return { start: startOfMonth(today), end: endOfMonth(today) };
  }
}

/** the report opens on the previous month. */
export function defaultUtilizationRange(today: IsoDate): DateRange {
  return presetRange('Last Month', today);
}

/** Days from start to end inclusive. */
export function rangeDays(range: DateRange): number {
  return daysBetween(range.start, range.end) + 1;
}

/** A custom pick is allowed when it spans at most 31 days (X-006 with gap 6). */
export function isCustomRangeAllowed(range: DateRange): boolean {
  return rangeDays(range) <= MAX_CUSTOM_RANGE_DAYS;
}

/** The server's check of a requested range: an error message per field, or none. */
export function validateReportRange(range: DateRange): Partial<Record<'startDate' | 'endDate', string>> {
  if (!isIsoDate(range.start)) return { startDate: 'Start date must be a date (YYYYMMDD)' };
  if (!isIsoDate(range.end)) return { endDate: 'End date must be a date (YYYYMMDD)' };
  if (range.end < range.start) return { endDate: 'End date needs to be after the start date' };
  if (rangeDays(range) > MAX_REPORT_RANGE_DAYS) return { endDate: RANGE_TOO_LARGE };
  return {};
}

/** Monday to Friday days of the range, inclusive. */
export function weekdaysIn(range: DateRange): number {
  const days = rangeDays(range);
  if (days <= 0) return 0;
  const whole = Math.floor(days / 7);
  let count = whole * 5;
  const firstDay = dayOfWeek(range.start);
  for (let i = 0; i < days % 7; i++) {
    const day = (firstDay + i) % 7;
    if (day !== 0 && day !== 6) count++;
  }
  return count;
}

/** Distinct configured holidays (configuration `holidays`, a JSON list of {date, name}) on weekdays of the range. */
export function holidaysIn(holidays: unknown, range: DateRange): number {
  if (!Array.isArray(holidays)) return 0;
  const dates = new Set<string>();
  for (const item of holidays) {
    if (typeof item !== 'object' || item === null) continue;
    const date = (item as Record<string, unknown>).date;
    if (typeof date !== 'string' || !isIsoDate(date)) continue;
    if (date < range.start || date > range.end) continue;
    const day = dayOfWeek(date);
    if (day !== 0 && day !== 6) dates.add(date);
  }
  return dates.size;
}

export interface RangeCapacity {
  /** Weekdays of the range (holidays included). */
  workingDays: number;
  holidays: number;
  /** weekdays ÷ 5. */
  numOfWeeks: number;
  /** (working days × 8) − (holidays × 8). */
  hoursAvailable: number;
  /** holidays × 8. */
  holidayTime: number;
}

export function rangeCapacity(range: DateRange, holidays: unknown): RangeCapacity {
  const workingDays = weekdaysIn(range);
  const holidayCount = holidaysIn(holidays, range);
  return {
    workingDays,
    holidays: holidayCount,
    numOfWeeks: workingDays / 5,
    hoursAvailable: (workingDays - holidayCount) * HOURS_PER_DAY,
    holidayTime: holidayCount * HOURS_PER_DAY,
  };
}

/** A person's approved hours in the range, by kind. */
export interface ReportedHours {
  /** Every counted hour (work and time off). */
  timeReported: number;
  billableTime: number;
  ptoTime: number;
}

export interface UserPerformance {
  numOfWeeks: number;
  timeReported: number;
  leftOverHours: number;
  pctUtilized: number | null;
  hoursAvailable: number;
  billableTime: number;
  pctBillable: number | null;
  nonBillableTime: number;
  pctNonBillable: number | null;
  holidayTime: number;
  pctHoliday: number | null;
  ptoTime: number;
  pctPtoTime: number | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const pct = (part: number, whole: number): number | null => (whole > 0 ? round2((part / whole) * 100) : null);

/**
 * The figures of one person. Time reported, billable, non-billable and time off are percentages of the
 * hours available; the holiday time is a percentage of every weekday's hours (holidays are not available).
 */
export function userPerformance(capacity: RangeCapacity, hours: ReportedHours): UserPerformance {
  const { hoursAvailable, holidayTime, numOfWeeks, workingDays } = capacity;
  const nonBillableTime = Math.max(0, hours.timeReported - hours.billableTime - hours.ptoTime);
  return {
    numOfWeeks,
    timeReported: round2(hours.timeReported),
    leftOverHours: round2(hoursAvailable - hours.timeReported),
    pctUtilized: pct(hours.timeReported, hoursAvailable),
    hoursAvailable,
    billableTime: round2(hours.billableTime),
    pctBillable: pct(hours.billableTime, hoursAvailable),
    nonBillableTime: round2(nonBillableTime),
    pctNonBillable: pct(nonBillableTime, hoursAvailable),
    holidayTime,
    pctHoliday: pct(holidayTime, workingDays * HOURS_PER_DAY),
    ptoTime: round2(hours.ptoTime),
    pctPtoTime: pct(hours.ptoTime, hoursAvailable),
  };
}

export type BandColor = 'green' | 'orange' | 'red';

/** under 80 red; 80–95 orange; 95–105 green; above 105 to 115 orange; over 115 red. */
export function utilizationColor(pctUtilized: number): BandColor {
  if (pctUtilized < 80 || pctUtilized > 115) return 'red';
  if (pctUtilized < 95 || pctUtilized > 105) return 'orange';
  return 'green';
}

/** over 80 green; above 50 to 80 orange; 50 or below red. */
export function billableColor(pctBillable: number): BandColor {
  if (pctBillable > 80) return 'green';
  if (pctBillable > 50) return 'orange';
  return 'red';
}

/** under 20 green; 20 to under 50 orange; 50 or above red. */
export function nonBillableColor(pctNonBillable: number): BandColor {
  if (pctNonBillable < 20) return 'green';
  if (pctNonBillable < 50) return 'orange';
  return 'red';
}

/** The words that go with a colour, so the table never relies on colour alone. */
export const BAND_LABELS: Record<BandColor, string> = {
  green: 'On target',
  orange: 'Watch',
  red: 'Off target',
};

export const UTILIZATION_FILTERS = ['ALL', 'UNDERUTILIZED', 'OVERUTILIZED'] as const;
export type UtilizationFilter = (typeof UTILIZATION_FILTERS)[number];

/** Underutilized below 90 %, Overutilized above 110 %; a person without available hours is neither. */
export function matchesUtilizationFilter(pctUtilized: number | null, filter: UtilizationFilter): boolean {
  if (filter === 'ALL') return true;
  if (pctUtilized === null) return false;
  return filter === 'UNDERUTILIZED' ? pctUtilized < UNDERUTILIZED_BELOW : pctUtilized > OVERUTILIZED_ABOVE;
}

/** The report name of the export file (C-047): 'ResourceUtilization-WeekEnding(...)-ExportedOn(...).csv'. */
export const RESOURCE_UTILIZATION_REPORT = 'ResourceUtilization';

export const UTILIZATION_CSV_HEADER = [
  'Name',
  'Email',
  'Weeks',
  'Hours Available',
  'Time Reported',
  'Left Over Hours',
  '% Utilized',
  'Billable Time',
  '% Billable',
  'Non-Billable Time',
  '% Non-Billable',
  'Holiday Time',
  '% Holiday',
  'PTO Time',
  '% PTO',
] as const;
