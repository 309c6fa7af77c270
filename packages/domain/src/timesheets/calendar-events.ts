/**
 * Calendar import (spec part 1 §7.3, ACCEPTANCE T-097, T-099): events are instants; the timesheet wants a day,
 * a start in decimal hours and a duration in quarter hours, in the configured time zone (time-zone).
 */
import { type IsoDate, isIsoDate } from '../shared/dates.ts';
import { HOURS_STEP, MAX_HOURS_PER_DAY, MIN_TASK_DURATION, snapToQuarterHour } from './hours.ts';

/** Why an ICS URL is refused; shown to the user as the `icsUrl` field's message. */
export const ICS_MESSAGES = {
  invalidUrl: 'Enter an http or https calendar address',
  privateAddress: 'This calendar address is not allowed',
  unreachable: 'The calendar could not be fetched',
  tooLarge: 'The calendar is too large to import',
  notCalendar: 'The address did not return a calendar',
} as const;

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** A calendar event as the sources deliver it: start and end are instants (ISO 8601 with an offset or Z). */
export interface CalendarEvent {
  id: string;
  subject: string;
  start: string;
  end: string;
  location: string | null;
}

/** An event offered for the timesheet: the user picks the line, then it is saved with addHours. */
export interface CalendarDraft {
  eventId: string;
  subject: string;
  location: string | null;
  date: IsoDate;
  startTime: number;
  hours: number;
  /** Lasts the whole day (or more): not selected by default. */
  allDay: boolean;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, found);
  }
  return found;
}

export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The configured zone when it is a real IANA zone, otherwise America/New_York. */
export function timeZoneOrDefault(zone: string | null | undefined): string {
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallOf(instant: Date, zone: string): Wall {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const wallMs = (w: Wall) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
const pad = (value: number) => String(value).padStart(2, '0');

/** Where an instant falls in a zone: its date and decimal hours after midnight (13:30 → 13.5). */
export function zonedTime(instant: Date, zone: string): { date: IsoDate; hours: number } {
  const wall = wallOf(instant, zone);
  return {
    date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
    hours: wall.hour + wall.minute / 60 + wall.second / 3600,
  };
}

/**
 * The instant a wall-clock time in a zone denotes (an ICS TZID, a Graph dateTime with its timeZone).
 * A time skipped by a daylight-saving change moves forward by the gap; a repeated one takes the first.
 */
export function wallTimeToInstant(date: IsoDate, hours: number, zone: string): Date {
  if (!isIsoDate(date)) throw new Error(`Invalid date "${date}"`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, day) + Math.round(hours * 3_600_000);
  const offsetAt = (at: number) => wallMs(wallOf(new Date(at), zone)) - at;
  const candidates = [guess - offsetAt(guess)];
  candidates.push(guess - offsetAt(candidates[0] ?? guess));
  const exact = candidates.filter((at) => wallMs(wallOf(new Date(at), zone)) === guess);
  // Both exact: the earlier of a repeated hour. None: the time was skipped, move forward by the gap.
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(...candidates));
}

/** An event as a draft entry in `zone`: start snapped to 15 minutes, duration rounded to 0.25 inside its day. */
export function eventToDraft(event: CalendarEvent, zone: string): CalendarDraft | null {
  const start = new Date(event.start);
  const end = new Date(event.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  const local = zonedTime(start, zone);
  const startTime = Math.min(snapToQuarterHour(local.hours), MAX_HOURS_PER_DAY - MIN_TASK_DURATION);
  const duration = (end.getTime() - start.getTime()) / 3_600_000;
  const rounded = Math.max(MIN_TASK_DURATION, Math.round(duration / HOURS_STEP) * HOURS_STEP);
  return {
    eventId: event.id,
    subject: event.subject,
    location: event.location,
    date: local.date,
    startTime,
    hours: Math.min(rounded, MAX_HOURS_PER_DAY - startTime),
    allDay: duration >= MAX_HOURS_PER_DAY,
  };
}
