import { describe, expect, it } from 'vitest';
import {
  type CalendarEvent,
  eventToDraft,
  timeZoneOrDefault,
  wallTimeToInstant,
  zonedTime,
} from './calendar-events.ts';

describe('time-zone conversion (T-097)', () => {
  it.each([
    ['2024-09-16T13:00:00Z', 'America/New_York', '2024-09-16', 9],
    ['2024-09-16T13:30:00Z', 'America/New_York', '2024-09-16', 9.5],
    ['2024-01-15T14:15:00Z', 'America/New_York', '2024-01-15', 9.25],
    ['2024-09-17T02:00:00Z', 'America/New_York', '2024-09-16', 22],
    ['2024-09-16T13:00:00Z', 'Europe/Berlin', '2024-09-16', 15],
    ['2024-09-16T13:00:00Z', 'Asia/Kolkata', '2024-09-16', 18.5],
    ['2024-09-16T23:30:00Z', 'Asia/Tokyo', '2024-09-17', 8.5],
    ['2024-09-16T09:00:00-07:00', 'America/Los_Angeles', '2024-09-16', 9],
    ['2024-03-10T07:00:00Z', 'America/New_York', '2024-03-10', 3],
    ['2024-11-03T06:00:00Z', 'America/New_York', '2024-11-03', 1],
  ])('%s in %s is %s at %s h', (instant, zone, date, hours) => {
    expect(zonedTime(new Date(instant), zone)).toEqual({ date, hours });
  });

  it.each([
    ['2024-09-16', 9, 'America/New_York', '2024-09-16T13:00:00.000Z'],
    ['2024-01-15', 9.25, 'America/New_York', '2024-01-15T14:15:00.000Z'],
    ['2024-09-16', 15, 'Europe/Berlin', '2024-09-16T13:00:00.000Z'],
    ['2024-09-16', 0, 'UTC', '2024-09-16T00:00:00.000Z'],
    // 02:30 does not exist on 03/10/2024 in New York: forward to 03:30 EDT.
    ['2024-03-10', 2.5, 'America/New_York', '2024-03-10T07:30:00.000Z'],
    // 01:30 happens twice on 11/03/2024: the first (EDT).
    ['2024-11-03', 1.5, 'America/New_York', '2024-11-03T05:30:00.000Z'],
  ])('%s %s h in %s is %s', (date, hours, zone, instant) => {
    expect(wallTimeToInstant(date, hours, zone).toISOString()).toBe(instant);
  });

  it('falls back to America/New_York for an unknown zone', () => {
    expect(timeZoneOrDefault('Mars/Olympus')).toBe('America/New_York');
    expect(timeZoneOrDefault('')).toBe('America/New_York');
    expect(timeZoneOrDefault('Europe/Paris')).toBe('Europe/Paris');
  });
});

describe('event to draft (T-099)', () => {
  const event = (start: string, end: string): CalendarEvent => ({
    id: 'e1',
    subject: 'Standup',
    start,
    end,
    location: null,
  });

  it.each([
    ['2024-09-16T13:00:00Z', '2024-09-16T13:15:00Z', '2024-09-16', 9, 0.25, false],
    ['2024-09-16T13:05:00Z', '2024-09-16T14:00:00Z', '2024-09-16', 9, 1, false],
    ['2024-09-16T13:10:00Z', '2024-09-16T13:20:00Z', '2024-09-16', 9.25, 0.25, false],
    ['2024-09-16T13:00:00Z', '2024-09-16T13:50:00Z', '2024-09-16', 9, 0.75, false],
    ['2024-09-16T13:00:00Z', '2024-09-16T13:00:00Z', '2024-09-16', 9, 0.25, false],
    ['2024-09-17T02:00:00Z', '2024-09-17T05:00:00Z', '2024-09-16', 22, 2, false],
    ['2024-09-16T04:00:00Z', '2024-09-17T04:00:00Z', '2024-09-16', 0, 24, true],
  ])('%s–%s → %s at %s h for %s h', (start, end, date, startTime, hours, allDay) => {
    expect(eventToDraft(event(start, end), 'America/New_York')).toMatchObject({
      date,
      startTime,
      hours,
      allDay,
    });
  });

  it('refuses an unreadable event', () => {
    expect(eventToDraft(event('soon', 'later'), 'UTC')).toBeNull();
  });
});
