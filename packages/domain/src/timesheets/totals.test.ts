import { describe, expect, it } from 'vitest';
import {
  dailyTotals,
  isHighlighted,
  lineTotal,
  OVER_50_HOURS_NOTE,
  sumHours,
  type TotalsLine,
  timeOffHoursByType,
  totalsLineOf,
  weeklyTotal,
} from './totals.ts';

// Week ending Saturday 2024-09-21: Sunday 15th … Saturday 21st.
const development: TotalsLine = {
  ignoreHoursInTotal: false,
  entries: [
    { date: '2024-09-16', hours: 8 },
    { date: '2024-09-17', hours: 7.5 },
    { date: '2024-09-18', hours: 4.25 },
  ],
};
const onCall: TotalsLine = {
  ignoreHoursInTotal: true,
  entries: [
    { date: '2024-09-16', hours: 10 },
    { date: '2024-09-21', hours: 6 },
  ],
};
const pto: TotalsLine = {
  ignoreHoursInTotal: false,
  timeOffType: 'PTO',
  entries: [
    { date: '2024-09-18', hours: 3.75 },
    { date: '2024-09-19', hours: 8 },
  ],
};
const sick: TotalsLine = {
  ignoreHoursInTotal: false,
  timeOffType: 'Sick',
  entries: [{ date: '2024-09-20', hours: 8 }],
};
const morePto: TotalsLine = { ...pto, entries: [{ date: '2024-09-20', hours: 0.25 }] };

describe('daily totals exclude deliverables flagged ignoreHoursInTotal', () => {
  it('gives one total per day of the week, first day first', () => {
    expect(dailyTotals([development, onCall, pto], '2024-09-21')).toEqual([
      { date: '2024-09-15', hours: 0 },
      { date: '2024-09-16', hours: 8 },
      { date: '2024-09-17', hours: 7.5 },
      { date: '2024-09-18', hours: 8 },
      { date: '2024-09-19', hours: 8 },
      { date: '2024-09-20', hours: 0 },
      { date: '2024-09-21', hours: 0 },
    ]);
  });

  it.each([
    ['no lines', [], 0],
    ['one line', [development], 19.75],
    ['an ignored line only', [onCall], 0],
    ['lines with an ignored one', [development, onCall, pto], 31.5],
    ['time off lines', [pto, sick, morePto], 20],
  ])('weekly total of %s is %d', (_label, lines, total) => {
    expect(weeklyTotal(lines)).toBe(total);
  });

  it('a line shows its own total even when ignored in the week', () => {
    expect(lineTotal(onCall)).toBe(16);
    expect(lineTotal(development)).toBe(19.75);
  });

  it('sums decimals without floating-point residue', () => {
    expect(sumHours([0.1, 0.2])).toBe(0.3);
    expect(sumHours([6.67, 6.67, 6.66])).toBe(20);
  });
});

describe('50-hour highlight (50 or more)', () => {
  it.each([
    [0, false],
    [49.75, false],
    [50, true],
    [62.5, true],
  ])('%d h highlighted: %s', (hours, highlighted) => {
    expect(isHighlighted(hours)).toBe(highlighted);
  });

  it('carries the spec note', () => {
    expect(OVER_50_HOURS_NOTE).toBe('This timesheet has over 50 hours');
  });
});

describe('time-off hours per type', () => {
  it('adds up the lines tracking each type and skips the others', () => {
    expect(Object.fromEntries(timeOffHoursByType([development, pto, sick, morePto, onCall]))).toEqual({
      PTO: 12,
      Sick: 8,
    });
    expect(timeOffHoursByType([development]).size).toBe(0);
  });
});

describe('a line item as the totals see it', () => {
  const entries = [{ date: '2024-09-16', hours: 8 }];
  const deliverable = { ignoreHoursInTotal: false, trackAgainstTimeOff: false, deliverableName: 'PTO' };

  it('counts a line without a deliverable, tracking no time off', () => {
    expect(totalsLineOf({ deliverable: null, entries })).toEqual({
      ignoreHoursInTotal: false,
      timeOffType: null,
      entries,
    });
  });

  it('keeps the ignore flag and tracks the time-off type named like the deliverable', () => {
    expect(totalsLineOf({ deliverable: { ...deliverable, ignoreHoursInTotal: true }, entries })).toEqual({
      ignoreHoursInTotal: true,
      timeOffType: null,
      entries,
    });
    expect(
      totalsLineOf({ deliverable: { ...deliverable, trackAgainstTimeOff: true }, entries }).timeOffType,
    ).toBe('PTO');
  });
});
