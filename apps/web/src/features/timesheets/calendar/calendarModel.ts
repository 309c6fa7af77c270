import { fitsInDay, MAX_HOURS_PER_DAY, snapToQuarterHour } from '@tally/domain/timesheets/hours';
import { taskOn } from '../lines/lineDays.ts';
import type { TimesheetLineItem, TimesheetTask } from '../shared/view-props.ts';

/** Calendar geometry (T-013..T-016): a day is 0–24 h; zoom 50–400 px per hour in steps of × 1.25. */
export const MIN_PX_PER_HOUR = 50;
export const MAX_PX_PER_HOUR = 400;
export const ZOOM_FACTOR = 1.25;
export const DEFAULT_PX_PER_HOUR = 50;
/** Greyed ranges: before 9 h and from 18 h. */
export const WORK_START = 9;
export const WORK_END = 18;
/** Tasks without a start time are stacked from here. */
export const UNTIMED_START = WORK_START;

export function zoomIn(pxPerHour: number): number {
  return Math.min(MAX_PX_PER_HOUR, pxPerHour * ZOOM_FACTOR);
}

export function zoomOut(pxPerHour: number): number {
  return Math.max(MIN_PX_PER_HOUR, pxPerHour / ZOOM_FACTOR);
}

/** A task as the calendar places it. */
export interface CalendarItem {
  key: string;
  line: TimesheetLineItem;
  lineIndex: number;
  task: TimesheetTask;
  dayIndex: number;
  /** Decimal hours after midnight. */
  start: number;
  hours: number;
  /** Side-by-side placement of overlapping tasks. */
  lane: number;
  lanes: number;
}

/** Latest start that keeps a task of `hours` inside its day. */
export function clampStart(start: number, hours: number): number {
  const snapped = snapToQuarterHour(start);
  return Math.min(Math.max(0, snapped), Math.max(0, MAX_HOURS_PER_DAY - hours));
}

/** A task's place after moving it by `deltaHours` (snapped to 15 minutes, never outside the day, T-019). */
export function movedStart(start: number, hours: number, deltaHours: number): number {
  const next = clampStart(start + deltaHours, hours);
  return fitsInDay(next, hours) ? next : start;
}

function assignLanes(items: CalendarItem[]): void {
  const sorted = [...items].sort((a, b) => a.start - b.start || a.lineIndex - b.lineIndex);
  let cluster: CalendarItem[] = [];
  let clusterEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((item) => item.lane + 1));
    for (const item of cluster) item.lanes = lanes;
    cluster = [];
  };
  for (const item of sorted) {
    if (item.start >= clusterEnd) close();
    const laneEnds = new Map<number, number>();
    for (const other of cluster)
      laneEnds.set(other.lane, Math.max(laneEnds.get(other.lane) ?? 0, other.start + other.hours));
    let lane = 0;
    while ((laneEnds.get(lane) ?? -1) > item.start) lane += 1;
    item.lane = lane;
    cluster.push(item);
    clusterEnd = Math.max(clusterEnd, item.start + item.hours);
  }
  close();
}

/** Every task of the week placed by its startTime; tasks without one are stacked from 9:00 in line order. */
export function calendarItems(
  lines: readonly TimesheetLineItem[],
  weekDates: readonly string[],
): CalendarItem[][] {
  return weekDates.map((date, dayIndex) => {
    let next = UNTIMED_START;
    const items: CalendarItem[] = [];
    lines.forEach((line, lineIndex) => {
      const task = taskOn(line, date);
      if (!task || task.hours <= 0) return;
      const hours = Math.min(task.hours, MAX_HOURS_PER_DAY);
      let start: number;
      if (task.startTime === null || task.startTime === undefined) {
        start = clampStart(next, hours);
        next = start + hours;
      } else {
        start = clampStart(task.startTime, hours);
      }
      items.push({
        key: `${line._id}:${date}`,
        line,
        lineIndex,
        task,
        dayIndex,
        start,
        hours,
        lane: 0,
        lanes: 1,
      });
    });
    assignLanes(items);
    return items;
  });
}
