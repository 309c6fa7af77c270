import { describe, expect, it } from 'vitest';
import type { TimesheetStatus } from './status.ts';
import {
  defaultWeekEnd,
  extendRangeBackOneMonth,
  groupWeekEndsByMonth,
  holidaysInWeek,
  initialListRange,
  isCurrentWeek,
  isOverdue,
  isWeekEnd,
  nextWeekEnd,
  parseWeekEndDay,
  previousWeekEnd,
  requestedWeekEnd,
  timeOffWindow,
  toWeekEnd,
  type WeekDay,
  weekDates,
  weekdayKeyOf,
  weekdayOrder,
  weekEndsInRange,
  weekStart,
} from './week.ts';

// 2024-09-15 is a Sunday, 2024-09-21 a Saturday.

describe('week-end day from configuration', () => {
  it.each([
    ['sun', 0],
    ['mon', 1],
    ['tue', 2],
    ['wed', 3],
    ['thu', 4],
    ['fri', 5],
    ['sat', 6],
    ['Sat', 6],
    [' fri ', 5],
  ])('%j → %i', (value, day) => {
    expect(parseWeekEndDay(value)).toBe(day);
  });

  it.each(['', 'saturday', 'sa', '6', 'xyz', null, undefined])('%j throws the spec message', (value) => {
    expect(() => parseWeekEndDay(value)).toThrow(new Error('Invalid weekend day in config'));
  });
});

describe('moving a date forward to the week end', () => {
  it.each<[string, WeekDay, string]>([
    ['2024-09-21', 6, '2024-09-21'],
    ['2024-09-15', 6, '2024-09-21'],
    ['2024-09-20', 6, '2024-09-21'],
    ['2024-09-15', 0, '2024-09-15'],
    ['2024-09-16', 0, '2024-09-22'],
    ['2024-09-21', 0, '2024-09-22'],
    ['2024-09-21', 5, '2024-09-27'],
    ['2024-09-18', 3, '2024-09-18'],
    ['2024-12-29', 6, '2025-01-04'],
    ['2024-02-26', 4, '2024-02-29'],
  ])('%s with week end %i → %s', (date, weekEndDay, expected) => {
    expect(toWeekEnd(date, weekEndDay)).toBe(expected);
    expect(isWeekEnd(expected, weekEndDay)).toBe(true);
    expect(isWeekEnd(date, weekEndDay)).toBe(date === expected);
  });

  it.each<[string, WeekDay, string]>([
    ['2024-09-15', 6, '2024-09-21'],
    ['2024-09-21', 6, '2024-09-21'],
    ['2024-09-15', 0, '2024-09-15'],
    ['2024-12-31', 0, '2025-01-05'],
  ])('default week end for today %s with week end %i is %s', (today, weekEndDay, expected) => {
    expect(defaultWeekEnd(today, weekEndDay)).toBe(expected);
  });
});

describe('the week a request names', () => {
  it('moves a requested date to its week end, and takes the default week without one', () => {
    expect(requestedWeekEnd('2024-09-16', '2024-12-31', 6)).toBe('2024-09-21');
    expect(requestedWeekEnd('2024-09-21', '2024-12-31', 6)).toBe('2024-09-21');
    expect(requestedWeekEnd(null, '2024-09-15', 0)).toBe('2024-09-15');
    expect(requestedWeekEnd(undefined, '2024-12-31', 0)).toBe('2025-01-05');
  });
});

describe('the 7 days of a week', () => {
  it('starts 6 days before the week end and lists every day in order', () => {
    expect(weekStart('2024-09-21')).toBe('2024-09-15');
    expect(weekDates('2024-09-21')).toEqual([
      '2024-09-15',
      '2024-09-16',
      '2024-09-17',
      '2024-09-18',
      '2024-09-19',
      '2024-09-20',
      '2024-09-21',
    ]);
    expect(weekDates('2025-01-02')).toEqual([
      '2024-12-27',
      '2024-12-28',
      '2024-12-29',
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
    ]);
  });

  it.each<[WeekDay, string]>([
    [6, 'sun mon tue wed thu fri sat'],
    [0, 'mon tue wed thu fri sat sun'],
    [3, 'thu fri sat sun mon tue wed'],
    [5, 'sat sun mon tue wed thu fri'],
  ])('weekday list for week end %i is %s', (weekEndDay, order) => {
    expect(weekdayOrder(weekEndDay).join(' ')).toBe(order);
  });

  it('the weekday order matches the dates of the week', () => {
    const dates = weekDates(toWeekEnd('2024-09-18', 3));
    expect(dates.map(weekdayKeyOf)).toEqual(weekdayOrder(3));
  });

  it.each([
    ['2024-09-21', '2024-09-14', '2024-09-28'],
    ['2025-01-04', '2024-12-28', '2025-01-11'],
    ['2024-03-02', '2024-02-24', '2024-03-09'],
  ])('week %s: previous %s, next %s', (weekEnd, previous, next) => {
    expect(previousWeekEnd(weekEnd)).toBe(previous);
    expect(nextWeekEnd(weekEnd)).toBe(next);
  });
});

describe('Current Week and Overdue marks', () => {
  it.each([
    ['2024-09-14', false],
    ['2024-09-15', true],
    ['2024-09-18', true],
    ['2024-09-21', true],
    ['2024-09-22', false],
  ])('week ending 2024-09-21, today %s → Current Week %s', (today, current) => {
    expect(isCurrentWeek('2024-09-21', today)).toBe(current);
  });

  it.each<[string, TimesheetStatus | null, boolean]>([
    ['2024-09-22', 'Not Submitted', true],
    ['2024-09-22', 'Submitted-Pending', true],
    ['2024-09-22', 'Declined', true],
    ['2024-09-22', 'Cancelled', true],
    ['2024-09-22', null, true],
    ['2024-09-22', 'Approved', false],
    ['2024-09-21', 'Not Submitted', false],
    ['2024-09-15', null, false],
  ])('week ending 2024-09-21, today %s, status %j → Overdue %s', (today, status, overdue) => {
    expect(isOverdue('2024-09-21', today, status)).toBe(overdue);
  });
});

describe('time-off balance window: year start to the day before the week (Gap 4)', () => {
  it.each([
    ['2024-09-21', '2024-01-01', '2024-09-14'],
    ['2024-09-22', '2024-01-01', '2024-09-15'],
    ['2025-01-04', '2024-01-01', '2024-12-28'],
    ['2025-01-07', '2024-01-01', '2024-12-31'],
    ['2025-01-08', '2025-01-01', '2025-01-01'],
  ])('week ending %s → %s … %s', (weekEnd, start, end) => {
    expect(timeOffWindow(weekEnd)).toEqual({ start, end });
  });
});

describe('my-timesheets list range', () => {
  it.each([
    ['2024-09-15', '2024-07-01', '2024-09-30'],
    ['2024-09-23', '2024-07-01', '2024-09-30'],
    ['2024-09-24', '2024-07-01', '2024-10-31'],
    ['2024-09-30', '2024-07-01', '2024-10-31'],
    ['2024-09-01', '2024-07-01', '2024-09-30'],
    ['2024-02-22', '2023-12-01', '2024-02-29'],
    ['2024-02-23', '2023-12-01', '2024-03-31'],
    ['2024-12-28', '2024-10-01', '2025-01-31'],
    ['2025-01-10', '2024-11-01', '2025-01-31'],
  ])('today %s → %s … %s', (today, start, end) => {
    expect(initialListRange(today)).toEqual({ start, end });
  });

  it.each([
    ['2024-07-01', '2024-06-01'],
    ['2024-01-01', '2023-12-01'],
    ['2024-03-15', '2024-02-01'],
  ])('Load More moves the start %s back to %s and keeps the end', (start, extended) => {
    expect(extendRangeBackOneMonth({ start, end: '2024-09-30' })).toEqual({
      start: extended,
      end: '2024-09-30',
    });
  });

  it('lists every week overlapping the range, newest first', () => {
    expect(weekEndsInRange({ start: '2024-09-01', end: '2024-09-30' }, 6)).toEqual([
      '2024-10-05',
      '2024-09-28',
      '2024-09-21',
      '2024-09-14',
      '2024-09-07',
    ]);
    expect(weekEndsInRange({ start: '2024-09-15', end: '2024-09-21' }, 6)).toEqual(['2024-09-21']);
    expect(weekEndsInRange({ start: '2024-09-15', end: '2024-09-21' }, 0)).toEqual([
      '2024-09-22',
      '2024-09-15',
    ]);
  });

  it('groups week ends by the month they end in', () => {
    const weekEnds = weekEndsInRange({ start: '2024-09-01', end: '2024-09-30' }, 6);
    expect(groupWeekEndsByMonth(weekEnds)).toEqual([
      { month: '2024-10', label: 'October 2024', weekEnds: ['2024-10-05'] },
      {
        month: '2024-09',
        label: 'September 2024',
        weekEnds: ['2024-09-28', '2024-09-21', '2024-09-14', '2024-09-07'],
      },
    ]);
    expect(groupWeekEndsByMonth([])).toEqual([]);
  });
});

describe('holidays from configuration', () => {
  const holidays = [
    { date: '2024-12-25', name: 'Christmas Day' },
    { date: '2024-12-24', name: 'Christmas Eve' },
    { date: '2024-12-31', name: "New Year's Eve" },
    { date: '12/26/2024', name: 'Wrong format' },
    { date: '2024-12-26' },
    'Boxing Day',
    null,
  ];

  it('lists the well-formed holidays of the week in date order', () => {
    expect(holidaysInWeek(holidays, '2024-12-28')).toEqual([
      { date: '2024-12-24', name: 'Christmas Eve' },
      { date: '2024-12-25', name: 'Christmas Day' },
    ]);
    expect(holidaysInWeek(holidays, '2025-01-04')).toEqual([{ date: '2024-12-31', name: "New Year's Eve" }]);
    expect(holidaysInWeek(holidays, '2024-12-21')).toEqual([]);
  });

  it.each([null, {}, 'x', 3])('reads %j as no holidays', (value) => {
    expect(holidaysInWeek(value, '2024-12-28')).toEqual([]);
  });
});
