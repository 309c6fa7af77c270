import ICAL from 'ical.js';
import { type CalendarEvent, isTimeZone, wallTimeToInstant } from './calendar-events.ts';

/** The events of an ICS feed's text (calendar import, spec part 1 §7.3): parsing only, the fetch is the API's. */

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

export interface IcsRange {
  from: Date;
  to: Date;
  /** Zone of floating times, all-day dates and unknown TZIDs (configuration time-zone). */
  zone: string;
}

/** Occurrences of a recurring event looked at, at most: a runaway RRULE cannot stall the server. */
const MAX_OCCURRENCES = 5000;
const pad = (value: number) => String(value).padStart(2, '0');

/** An ICS time as an instant: zoned by its VTIMEZONE, by an IANA TZID, or else in the configured zone. */
function toInstant(time: IcalTime, zone: string): Date {
  const tzid = time.zone?.tzid;
  if (!time.isDate && tzid && tzid !== 'floating') return new Date(time.toUnixTime() * 1000);
  // ical.js keeps a TZID it has no VTIMEZONE for as text on the time, the time itself being floating.
  const tzidText = (time as IcalTime & { timezone?: unknown }).timezone;
  const named = typeof tzidText === 'string' && isTimeZone(tzidText) ? tzidText : zone;
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  const hours = time.isDate ? 0 : time.hour + time.minute / 60 + time.second / 3600;
  return wallTimeToInstant(date, hours, named);
}

function occurrence(event: IcalEvent, start: IcalTime, end: IcalTime, range: IcsRange, recurring: boolean) {
  const from = toInstant(start, range.zone);
  const to = toInstant(end, range.zone);
  if (to <= range.from || from >= range.to) return null;
  const location = event.location?.trim();
  return {
    id: recurring ? `${event.uid}:${from.toISOString()}` : event.uid,
    subject: event.summary?.trim() || '(No title)',
    start: from.toISOString(),
    end: (to > from ? to : from).toISOString(),
    location: location ? location : null,
  } satisfies CalendarEvent;
}

function isCancelled(event: IcalEvent): boolean {
  return String(event.component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
}

function occurrencesOf(event: IcalEvent, range: IcsRange): CalendarEvent[] {
  if (!event.isRecurring()) {
    const found = occurrence(event, event.startDate, event.endDate, range, false);
    return found && !isCancelled(event) ? [found] : [];
  }
  const found: CalendarEvent[] = [];
  const iterator = event.iterator();
  for (let count = 0; count < MAX_OCCURRENCES; count += 1) {
    const next = iterator.next();
    if (!next) break;
    const details = event.getOccurrenceDetails(next);
    if (toInstant(details.startDate, range.zone) >= range.to) break;
    if (isCancelled(details.item)) continue;
    const item = occurrence(details.item, details.startDate, details.endDate, range, true);
    if (item) found.push(item);
  }
  return found;
}

/** The events of an ICS feed overlapping the range, recurring ones expanded, in start order. */
export function parseIcsEvents(text: string, range: IcsRange): CalendarEvent[] {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const masters = new Map<string, IcalEvent>();
  const exceptions: IcalEvent[] = [];
  for (const component of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid, event);
  }
  for (const exception of exceptions) {
    const master = masters.get(exception.uid);
    if (master?.isRecurring()) master.relateException(exception);
    else masters.set(`${exception.uid}:${exception.recurrenceId?.toString()}`, exception);
  }
  return [...masters.values()]
    .flatMap((event) => occurrencesOf(event, range))
    .sort((a, b) => a.start.localeCompare(b.start) || a.subject.localeCompare(b.subject));
}
