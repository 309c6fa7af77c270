import { describe, expect, it } from 'vitest';
import {
  dayTotalError,
  dayTotalWith,
  firstOverfullDay,
  fitsInDay,
  formatClockTime,
  formatHours,
  HOURS_MESSAGES,
  type HoursChange,
  type HoursInput,
  hoursChange,
  hoursError,
  isValidTaskDuration,
  parseHoursInput,
  START_TIME_OPTIONS,
  snapToQuarterHour,
} from './hours.ts';

describe('typed hours', () => {
  it.each<[string | number | null | undefined, HoursInput]>([
    ['', { kind: 'none' }],
    ['   ', { kind: 'none' }],
    [null, { kind: 'none' }],
    [undefined, { kind: 'none' }],
    ['0', { kind: 'none' }],
    [0, { kind: 'none' }],
    ['0.00', { kind: 'none' }],
    ['8', { kind: 'hours', hours: 8 }],
    [' 7.5 ', { kind: 'hours', hours: 7.5 }],
    ['.25', { kind: 'hours', hours: 0.25 }],
    [0.75, { kind: 'hours', hours: 0.75 }],
    ['24', { kind: 'hours', hours: 24 }],
    ['-1', { kind: 'ignored' }],
    [-0.25, { kind: 'ignored' }],
    ['abc', { kind: 'invalid', message: 'Hours must be a number' }],
    ['7,5', { kind: 'invalid', message: 'Hours must be a number' }],
    ['7.3', { kind: 'invalid', message: 'Hours must be in steps of 0.25' }],
    ['0.1', { kind: 'invalid', message: 'Hours must be in steps of 0.25' }],
    ['24.25', { kind: 'invalid', message: 'Hours cannot be more than 24 in a day' }],
    ['Infinity', { kind: 'invalid', message: 'Hours must be a number' }],
  ])('%j → %j', (typed, expected) => {
    expect(parseHoursInput(typed)).toEqual(expected);
  });

  it.each([
    [8, null],
    [0, null],
    [23.75, null],
    [-1, HOURS_MESSAGES.negative],
    [8.1, HOURS_MESSAGES.step],
    [25, HOURS_MESSAGES.tooMany],
    [Number.NaN, HOURS_MESSAGES.notANumber],
  ])('a stored value of %d is refused with %j', (hours, message) => {
    expect(hoursError(hours)).toBe(message);
  });
});

describe('saving a cell only when it changed', () => {
  it.each<[number | null, string, HoursChange]>([
    [null, '', { kind: 'unchanged' }],
    [null, '0', { kind: 'unchanged' }],
    [null, '8', { kind: 'add', hours: 8 }],
    [8, '8', { kind: 'unchanged' }],
    [8, '8.00', { kind: 'unchanged' }],
    [8, '7.5', { kind: 'update', hours: 7.5 }],
    [8, '0', { kind: 'remove' }],
    [8, '', { kind: 'remove' }],
    [8, '-2', { kind: 'unchanged' }],
    [null, '-2', { kind: 'unchanged' }],
    [8, '8.1', { kind: 'invalid', message: 'Hours must be in steps of 0.25' }],
  ])('previous %j, typed %j → %j', (previous, typed, expected) => {
    expect(hoursChange(previous, parseHoursInput(typed))).toEqual(expected);
  });
});

describe('hours display', () => {
  it.each([
    [8, '8'],
    [7.5, '7.5'],
    [7.25, '7.25'],
    [0, '0'],
    [-0, '0'],
    [1 / 3, '0.33'],
    [2 / 3, '0.67'],
    [40.005, '40.01'],
    [0.1 + 0.2, '0.3'],
    [123.456, '123.46'],
  ])('%d → %s', (hours, text) => {
    expect(formatHours(hours)).toBe(text);
  });
});

describe('calendar time rules', () => {
  it.each([
    [9.1, 9],
    [9.13, 9.25],
    [9.37, 9.25],
    [9.38, 9.5],
    [23.9, 24],
    [0.05, 0],
  ])('%d h snaps to %d h', (hours, snapped) => {
    expect(snapToQuarterHour(hours)).toBe(snapped);
  });

  it.each([
    [0.25, true],
    [1.5, true],
    [24, true],
    [0, false],
    [24.25, false],
    [1.1, false],
  ])('duration %d valid: %s', (duration, valid) => {
    expect(isValidTaskDuration(duration)).toBe(valid);
  });

  it.each([
    [0, 24, true],
    [9, 8, true],
    [23.75, 0.25, true],
    [23, 1.25, false],
    [-0.25, 1, false],
  ])('start %d h for %d h fits in the day: %s', (start, duration, fits) => {
    expect(fitsInDay(start, duration)).toBe(fits);
  });

  it('offers 96 start times every 15 minutes from 00:00', () => {
    expect(START_TIME_OPTIONS).toHaveLength(96);
    expect(START_TIME_OPTIONS[0]).toEqual({ value: 0, label: '00:00' });
    expect(START_TIME_OPTIONS[37]).toEqual({ value: 9.25, label: '09:15' });
    expect(START_TIME_OPTIONS[95]).toEqual({ value: 23.75, label: '23:45' });
    expect(formatClockTime(13.5)).toBe('13:30');
  });
});

describe('the day total over all lines (issue 13)', () => {
  const entries = [
    { lineItemId: 'a', date: '2026-01-07', hours: 12.5 },
    { lineItemId: 'b', date: '2026-01-07', hours: 10 },
    { lineItemId: 'a', date: '2026-01-08', hours: 8 },
  ];

  it("sums the other lines' hours of the day with the changed line's new hours", () => {
    expect(dayTotalWith(entries, { lineItemId: 'c', date: '2026-01-07', hours: 1.5 })).toBe(24);
    expect(dayTotalWith(entries, { lineItemId: 'b', date: '2026-01-07', hours: 12 })).toBe(24.5);
    expect(dayTotalWith(entries, { lineItemId: 'b', date: '2026-01-08', hours: 16 })).toBe(24);
  });

  it("words the cell's message and finds the first overfull day", () => {
    expect(dayTotalError(20, 4)).toBeNull();
    expect(dayTotalError(32.5, 20)).toBe(
      'This day would have 52.5 hours over all lines; a day cannot have more than 24',
    );
    expect(firstOverfullDay(entries)).toBeNull();
    expect(firstOverfullDay([...entries, { date: '2026-01-07', hours: 2 }])).toEqual({
      date: '2026-01-07',
      total: 24.5,
    });
  });
});
