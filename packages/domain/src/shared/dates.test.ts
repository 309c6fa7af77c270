import { describe, expect, it } from 'vitest';
import {
  addDays,
  compactToIso,
  dateWindowError,
  dayOfWeek,
  daysBetween,
  displayToIso,
  endOfMonth,
  isCompactDate,
  isIsoDate,
  isoDateOf,
  isoToCompact,
  isoToDisplay,
  isoToLocalDate,
  isoToMonthDay,
  monthTitle,
  startOfMonth,
  startOfYear,
  tryCompactToIso,
  tryDisplayToIso,
} from './dates.ts';

describe('YYYYMMDD ↔ YYYY-MM-DD ↔ MM/DD/YYYY', () => {
  it.each([
    ['20240915', '2024-09-15', '09/15/2024', '09/15'],
    ['20230918', '2023-09-18', '09/18/2023', '09/18'],
    ['20240229', '2024-02-29', '02/29/2024', '02/29'],
    ['20001231', '2000-12-31', '12/31/2000', '12/31'],
    ['20260101', '2026-01-01', '01/01/2026', '01/01'],
  ])('%s ↔ %s ↔ %s (MM/DD %s)', (compact, iso, display, monthDay) => {
    expect(compactToIso(compact)).toBe(iso);
    expect(isoToCompact(iso)).toBe(compact);
    expect(isoToDisplay(iso)).toBe(display);
    expect(displayToIso(display)).toBe(iso);
    expect(isoToMonthDay(iso)).toBe(monthDay);
    expect(isCompactDate(compact)).toBe(true);
    expect(isIsoDate(iso)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['2024091', 'too short'],
    ['202409150', 'too long'],
    ['2024-09-15', 'ISO instead of compact'],
    ['20241301', 'month 13'],
    ['20240001', 'month 0'],
    ['20240931', 'September 31st'],
    ['20230229', 'February 29th of a common year'],
    ['20240900', 'day 0'],
    ['2024O915', 'a letter'],
    [' 20240915', 'surrounding space'],
  ])('rejects %j (%s) as YYYYMMDD', (bad) => {
    expect(isCompactDate(bad)).toBe(false);
    expect(tryCompactToIso(bad)).toBeNull();
    expect(() => compactToIso(bad)).toThrow(`Invalid date "${bad}": expected a real date as YYYYMMDD`);
  });

  it.each([
    '9/15/2024',
    '2024-09-15',
    '09/31/2024',
    '13/01/2024',
    '09-15-2024',
  ])('rejects %j as MM/DD/YYYY', (bad) => {
    expect(tryDisplayToIso(bad)).toBeNull();
    expect(() => displayToIso(bad)).toThrow(`Invalid date "${bad}": expected a real date as MM/DD/YYYY`);
  });

  it.each(['20240915', '2024-9-15', '2024-02-30', ''])('rejects %j where an ISO date is required', (bad) => {
    expect(isIsoDate(bad)).toBe(false);
    expect(() => isoToCompact(bad)).toThrow('expected a real date as YYYY-MM-DD');
    expect(() => addDays(bad, 1)).toThrow('expected a real date as YYYY-MM-DD');
  });
});

describe('month titles', () => {
  it.each([
    ['2026-01', 'January 2026'],
    ['2026-02', 'February 2026'],
    ['2025-12-31', 'December 2025'],
  ])('monthTitle(%s) = %s', (month, title) => {
    expect(monthTitle(month)).toBe(title);
  });
});

describe('date arithmetic', () => {
  it.each([
    ['2024-09-15', 1, '2024-09-16'],
    ['2024-09-15', -6, '2024-09-09'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2024-03-09', 7, '2024-03-16'],
    ['2024-11-02', 7, '2024-11-09'],
    ['2024-09-15', 0, '2024-09-15'],
  ])('addDays(%s, %i) = %s', (iso, days, expected) => {
    expect(addDays(iso, days)).toBe(expected);
    expect(daysBetween(iso, expected)).toBe(days);
  });

  it.each([
    ['2024-09-15', 0],
    ['2024-09-16', 1],
    ['2024-09-21', 6],
    ['2023-09-18', 1],
    ['2000-01-01', 6],
  ])('dayOfWeek(%s) = %i (0 = Sunday)', (iso, weekday) => {
    expect(dayOfWeek(iso)).toBe(weekday);
  });

  it.each([
    ['2024-09-15', 0, '2024-09-01', '2024-09-30'],
    ['2024-09-15', -2, '2024-07-01', '2024-07-31'],
    ['2024-01-31', -2, '2023-11-01', '2023-11-30'],
    ['2024-01-31', 1, '2024-02-01', '2024-02-29'],
    ['2023-12-05', 1, '2024-01-01', '2024-01-31'],
  ])('month of %s shifted by %i runs %s to %s', (iso, months, start, end) => {
    expect(startOfMonth(iso, months)).toBe(start);
    expect(endOfMonth(iso, months)).toBe(end);
  });

  it('startOfYear gives January 1st of the same year', () => {
    expect(startOfYear('2024-09-15')).toBe('2024-01-01');
    expect(startOfYear('2025-01-01')).toBe('2025-01-01');
  });

  it('isoDateOf reads the local calendar date and isoToLocalDate gives local midnight', () => {
    expect(isoDateOf(new Date(2024, 8, 15, 23, 59))).toBe('2024-09-15');
    const midnight = isoToLocalDate('2024-09-15');
    expect([midnight.getFullYear(), midnight.getMonth(), midnight.getDate(), midnight.getHours()]).toEqual([
      2024, 8, 15, 0,
    ]);
  });
});

describe('the typed-date window (issue 13)', () => {
  it.each(['99991231', '00500101', '00000101', '19891231', '21010101'])('refuses %s', (compact) => {
    expect(tryCompactToIso(compact)).toBeNull();
    expect(isCompactDate(compact)).toBe(false);
  });

  it('accepts its ends', () => {
    expect(tryCompactToIso('19900101')).toBe('1990-01-01');
    expect(tryCompactToIso('21001231')).toBe('2100-12-31');
  });

  it('words a date outside the window and leaves malformed text to the field', () => {
    expect(dateWindowError('End date', '99991231')).toBe(
      'End date must be between 01/01/1990 and 12/31/2100',
    );
    expect(dateWindowError('Date', '0050-01-01')).toBe('Date must be between 01/01/1990 and 12/31/2100');
    expect(dateWindowError('Date', '20240915')).toBeNull();
    expect(dateWindowError('Date', 'soon')).toBeNull();
  });

  it('keeps years below 100 themselves in date maths (not 1900-1999)', () => {
    expect(addDays('0050-01-01', 1)).toBe('0050-01-02');
    expect(dayOfWeek('0050-01-01')).toBe(new Date('0050-01-01T00:00:00Z').getUTCDay());
  });
});
