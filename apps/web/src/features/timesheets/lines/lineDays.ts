import { compactToIso, isoToMonthDay } from '@tally/domain/shared/dates';
import { dailyTotals, lineTotal, type TotalsLine, weeklyTotal } from '@tally/domain/timesheets/totals';
import { WEEKDAY_LABELS, weekdayKeyOf } from '@tally/domain/timesheets/week';
import type { LineTaskField, TimesheetLineItem, TimesheetTask } from '../shared/view-props.ts';

/** The day entry of a line on a date (YYYYMMDD), or null when the day has none. */
export function taskOn(line: TimesheetLineItem, date: string): TimesheetTask | null {
  const field: LineTaskField = `${weekdayKeyOf(compactToIso(date))}Task`;
  return line[field] ?? null;
}

/** A line's day entries in the week's order, null for days without one. */
export function tasksOfWeek(line: TimesheetLineItem, weekDates: readonly string[]): (TimesheetTask | null)[] {
  return weekDates.map((date) => taskOn(line, date));
}

function toTotalsLine(line: TimesheetLineItem, weekDates: readonly string[]): TotalsLine {
  return {
    ignoreHoursInTotal: line.deliverable?.ignoreHoursInTotal ?? false,
    entries: tasksOfWeek(line, weekDates)
      .filter((task): task is TimesheetTask => task !== null)
      .map((task) => ({ date: compactToIso(task.date), hours: task.hours })),
  };
}

export interface WeekTotals {
  /** Per day in the week's order, without ignoreHoursInTotal deliverables. */
  daily: number[];
  weekly: number;
  /** Per line, whatever its ignoreHoursInTotal flag. */
  perLine: number[];
}

/** Daily, weekly and line totals by the domain rules (C-032). */
export function weekTotals(lines: readonly TimesheetLineItem[], weekDates: readonly string[]): WeekTotals {
  const totalsLines = lines.map((line) => toTotalsLine(line, weekDates));
  const weekEnd = compactToIso(weekDates[weekDates.length - 1] ?? '');
  const byDate = new Map(dailyTotals(totalsLines, weekEnd).map((day) => [day.date, day.hours]));
  return {
    daily: weekDates.map((date) => byDate.get(compactToIso(date)) ?? 0),
    weekly: weeklyTotal(totalsLines),
    perLine: totalsLines.map(lineTotal),
  };
}

/** 'Project name' and 'Milestone · Deliverable' of a line. */
export function lineLabels(line: TimesheetLineItem): { project: string; deliverable: string } {
  const deliverable = line.deliverable;
  const name = deliverable?.deliverableName ?? 'Unknown deliverable';
  return {
    project: line.project.name,
    deliverable: deliverable?.milestoneName ? `${deliverable.milestoneName} · ${name}` : name,
  };
}

/** 'Mon 09/16' for a YYYYMMDD date. */
export function dayLabel(date: string): string {
  const iso = compactToIso(date);
  return `${WEEKDAY_LABELS[weekdayKeyOf(iso)]} ${isoToMonthDay(iso)}`;
}

/** A locked line (approved) or a read-only sheet shows text instead of inputs. */
export function isLineEditable(line: TimesheetLineItem, readOnly: boolean): boolean {
  return !readOnly && !line.isLocked;
}
