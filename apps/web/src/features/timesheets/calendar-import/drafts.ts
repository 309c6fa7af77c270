import { isoToCompact } from '@tally/domain/shared/dates';
import {
  type CalendarDraft,
  type CalendarEvent,
  eventToDraft,
} from '@tally/domain/timesheets/calendar-events';
import { MAX_HOURS_PER_DAY } from '@tally/domain/timesheets/hours';
import { isLineEditable, taskOn } from '../lines/lineDays.ts';
import type { TimesheetLineItem } from '../shared/view-props.ts';

/** An event offered for import: the draft entry, whether it is ticked and the line it goes to. */
export interface ImportRow extends Omit<CalendarDraft, 'date'> {
  /** YYYYMMDD, like the sheet's dates. */
  date: string;
  selected: boolean;
  lineId: string | null;
}

/** The events falling in the week as draft rows (T-097, T-099); all-day events start unticked. */
export function draftRows(
  events: readonly CalendarEvent[],
  weekDates: readonly string[],
  zone: string,
): ImportRow[] {
  const seen = new Set<string>();
  const rows: ImportRow[] = [];
  for (const event of events) {
    const draft = eventToDraft(event, zone);
    if (!draft || seen.has(draft.eventId)) continue;
    const date = isoToCompact(draft.date);
    if (!weekDates.includes(date)) continue;
    seen.add(draft.eventId);
    rows.push({ ...draft, date, selected: !draft.allDay, lineId: null });
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.startTime - b.startTime);
}

/** One addHours / updateHours call of an import. */
export interface ImportStep {
  line: TimesheetLineItem;
  date: string;
  startTime: number;
  hours: number;
  /** The day's existing entry of the line, topped up instead of replaced. */
  taskId: string | null;
}

/**
 * The calls that import the ticked rows. A line holds one entry per day, so events of the same line and day
 * are added up (starting at the earliest), and a day that already has hours gets the events' hours on top.
 */
export function planImport(rows: readonly ImportRow[], lines: readonly TimesheetLineItem[]): ImportStep[] {
  const groups = new Map<string, { line: TimesheetLineItem; date: string; start: number; hours: number }>();
  for (const row of rows) {
    const line = lines.find((candidate) => candidate._id === row.lineId);
    if (!row.selected || !line || !isLineEditable(line, false)) continue;
    const key = `${line._id}:${row.date}`;
    const group = groups.get(key);
    if (group) {
      group.start = Math.min(group.start, row.startTime);
      group.hours += row.hours;
    } else {
      groups.set(key, { line, date: row.date, start: row.startTime, hours: row.hours });
    }
  }
  return [...groups.values()].map(({ line, date, start, hours }) => {
    const existing = taskOn(line, date);
    const total = Math.min(MAX_HOURS_PER_DAY, hours + (existing?.hours ?? 0));
    const startTime = Math.min(existing?.startTime ?? start, MAX_HOURS_PER_DAY - total);
    return { line, date, startTime, hours: total, taskId: existing?._id ?? null };
  });
}
