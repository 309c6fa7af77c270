import type { IsoDate } from '../shared/dates.ts';
import { weekDates } from './week.ts';

/** The parts of a line item the totals need. */
export interface TotalsLine {
  /** Deliverables flagged ignoreHoursInTotal do not count in daily or weekly totals. */
  ignoreHoursInTotal: boolean;
  /** The time-off type the deliverable tracks against (trackAgainstTimeOff), if any. */
  timeOffType?: string | null;
  entries: readonly { date: IsoDate; hours: number }[];
}

/**
 * A line item as the totals see it: its deliverable's ignoreHoursInTotal flag, and the time-off type it tracks
 * (a deliverable flagged trackAgainstTimeOff tracks the type named like it).
 */
export function totalsLineOf(line: {
  deliverable: { ignoreHoursInTotal: boolean; trackAgainstTimeOff: boolean; deliverableName: string } | null;
  entries: readonly { date: IsoDate; hours: number }[];
}): TotalsLine {
  return {
    ignoreHoursInTotal: line.deliverable?.ignoreHoursInTotal ?? false,
    timeOffType: line.deliverable?.trackAgainstTimeOff ? line.deliverable.deliverableName : null,
    entries: line.entries,
  };
}

export interface DayTotal {
  date: IsoDate;
  hours: number;
}

/** A timesheet of this many hours or more is highlighted red (Gap 5: '50 or more' everywhere). */
export const HIGHLIGHT_HOURS = 50;
export const OVER_50_HOURS_NOTE = 'This timesheet has over 50 hours';

/** Sums without binary floating-point residue (inputs are quarter hours, balances up to 2 decimals). */
export function sumHours(values: Iterable<number>): number {
  let cents = 0;
  for (const value of values) cents += Math.round(value * 100);
  return cents / 100;
}

function countedEntries(lines: readonly TotalsLine[]) {
  return lines.filter((line) => !line.ignoreHoursInTotal).flatMap((line) => line.entries);
}

/** One total per day of the week, first day first, excluding ignoreHoursInTotal deliverables. */
export function dailyTotals(lines: readonly TotalsLine[], weekEnd: IsoDate): DayTotal[] {
  const entries = countedEntries(lines);
  return weekDates(weekEnd).map((date) => ({
    date,
    hours: sumHours(entries.filter((entry) => entry.date === date).map((entry) => entry.hours)),
  }));
}

/** The week's total: the sum of the daily totals, so ignoreHoursInTotal deliverables are left out too. */
export function weeklyTotal(lines: readonly TotalsLine[]): number {
  return sumHours(countedEntries(lines).map((entry) => entry.hours));
}

/** A line's own total (shown on the line whatever its ignoreHoursInTotal flag). */
export function lineTotal(line: TotalsLine): number {
  return sumHours(line.entries.map((entry) => entry.hours));
}

export function isHighlighted(totalHours: number): boolean {
  return totalHours >= HIGHLIGHT_HOURS;
}

/** Hours booked per time-off type on the sheet, for the time-off balance rule. */
export function timeOffHoursByType(lines: readonly TotalsLine[]): Map<string, number> {
  const byType = new Map<string, number>();
  for (const line of lines) {
    if (!line.timeOffType) continue;
    byType.set(line.timeOffType, sumHours([byType.get(line.timeOffType) ?? 0, lineTotal(line)]));
  }
  return byType;
}
