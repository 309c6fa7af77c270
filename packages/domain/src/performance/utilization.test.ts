import { describe, expect, it } from 'vitest';
import {
  type BandColor,
  billableColor,
  defaultUtilizationRange,
  holidaysIn,
  isCustomRangeAllowed,
  matchesUtilizationFilter,
  nonBillableColor,
  presetRange,
  RANGE_TOO_LARGE,
  type RangePreset,
  rangeCapacity,
  type UtilizationFilter,
  userPerformance,
  utilizationColor,
  validateReportRange,
  weekdaysIn,
} from './utilization.ts';

describe('range presets (X-004, X-005)', () => {
  it.each<[RangePreset, string, string, string]>([
    ['YTD', '2026-11-26', '2026-01-01', '2026-11-26'],
    ['QTD', '2026-11-26', '2026-10-01', '2026-11-26'],
    ['QTD', '2026-03-31', '2026-01-01', '2026-03-31'],
    ['Last Year', '2026-11-26', '2025-01-01', '2025-12-31'],
    ['Last Quarter', '2026-11-26', '2026-07-01', '2026-09-30'],
    ['Last Quarter', '2026-02-10', '2025-10-01', '2025-12-31'],
    ['Last Month', '2026-11-26', '2026-10-01', '2026-10-31'],
    ['Last Month', '2026-01-15', '2025-12-01', '2025-12-31'],
    ['Last Month', '2024-03-31', '2024-02-01', '2024-02-29'],
    ['Current Month', '2026-11-26', '2026-11-01', '2026-11-30'],
  ])('%s on %s is %s..%s', (preset, today, start, end) => {
    expect(presetRange(preset, today)).toEqual({ start, end });
  });

  it('defaults to the previous month', () => {
    expect(defaultUtilizationRange('2026-11-26')).toEqual({ start: '2026-10-01', end: '2026-10-31' });
  });
});

describe('range limits (X-006, gap 6)', () => {
  it.each([
    [{ start: '2026-10-01', end: '2026-10-31' }, true],
    [{ start: '2026-10-01', end: '2026-11-01' }, false],
    [{ start: '2026-10-05', end: '2026-10-05' }, true],
  ])('custom %j allowed: %s', (range, allowed) => {
    expect(isCustomRangeAllowed(range)).toBe(allowed);
  });

  it('the server takes up to a leap year, names the field otherwise', () => {
    expect(validateReportRange({ start: '2024-01-01', end: '2024-12-31' })).toEqual({});
    expect(validateReportRange({ start: '2024-01-01', end: '2025-01-01' })).toEqual({
      endDate: RANGE_TOO_LARGE,
    });
    expect(validateReportRange({ start: '2024-02-01', end: '2024-01-01' })).toEqual({
      endDate: 'End date needs to be after the start date',
    });
    expect(validateReportRange({ start: '2024-13-01', end: '2024-12-01' }).startDate).toBeDefined();
  });
});

describe('weekdays, weeks and available hours (X-010, X-011)', () => {
  it.each([
    ['2026-10-01', '2026-10-31', 22],
    ['2026-11-23', '2026-11-29', 5],
    ['2026-11-28', '2026-11-29', 0],
    ['2026-11-27', '2026-11-30', 2],
    ['2024-02-01', '2024-02-29', 21],
  ])('%s..%s has %d weekdays', (start, end, count) => {
    expect(weekdaysIn({ start, end })).toBe(count);
  });

  const holidays = [
    { date: '2026-11-26', name: 'Thanksgiving' },
    { date: '2026-11-27', name: 'Day after' },
    { date: '2026-11-28', name: 'A Saturday' },
    { date: '2026-11-26', name: 'Duplicate' },
    { date: '2026-12-25', name: 'Outside' },
    { date: 'nope', name: 'Broken' },
    null,
  ];

  it('counts distinct weekday holidays inside the range', () => {
    expect(holidaysIn(holidays, { start: '2026-11-01', end: '2026-11-30' })).toBe(2);
    expect(holidaysIn('not a list', { start: '2026-11-01', end: '2026-11-30' })).toBe(0);
  });

  it('available = working days × 8 − holidays × 8; weeks = weekdays ÷ 5', () => {
    expect(rangeCapacity({ start: '2026-11-01', end: '2026-11-30' }, holidays)).toEqual({
      workingDays: 21,
      holidays: 2,
      numOfWeeks: 4.2,
      hoursAvailable: 152,
      holidayTime: 16,
    });
  });
});

describe('a person’s figures (X-009)', () => {
  const capacity = rangeCapacity({ start: '2026-11-01', end: '2026-11-30' }, [
    { date: '2026-11-26', name: 'Thanksgiving' },
  ]);

  it('splits reported hours into billable, non-billable and time off, as % of available', () => {
    expect(userPerformance(capacity, { timeReported: 160, billableTime: 120, ptoTime: 16 })).toEqual({
      numOfWeeks: 4.2,
      timeReported: 160,
      leftOverHours: 0,
      pctUtilized: 100,
      hoursAvailable: 160,
      billableTime: 120,
      pctBillable: 75,
      nonBillableTime: 24,
      pctNonBillable: 15,
      holidayTime: 8,
      pctHoliday: 4.76,
      ptoTime: 16,
      pctPtoTime: 10,
    });
  });

  it('leaves the percentages empty when nothing is available', () => {
    const none = rangeCapacity({ start: '2026-11-28', end: '2026-11-29' }, []);
    const figures = userPerformance(none, { timeReported: 4, billableTime: 4, ptoTime: 0 });
    expect(figures.pctUtilized).toBeNull();
    expect(figures.leftOverHours).toBe(-4);
  });
});

describe('colour bands (X-012..X-014)', () => {
  it.each<[number, BandColor]>([
    [0, 'red'],
    [79.99, 'red'],
    [80, 'orange'],
    [94.99, 'orange'],
    [95, 'green'],
    [105, 'green'],
    [105.01, 'orange'],
    [115, 'orange'],
    [115.01, 'red'],
  ])('utilization %d → %s', (value, color) => expect(utilizationColor(value)).toBe(color));

  it.each<[number, BandColor]>([
    [100, 'green'],
    [80.01, 'green'],
    [80, 'orange'],
    [50.01, 'orange'],
    [50, 'red'],
    [0, 'red'],
  ])('billable %d → %s', (value, color) => expect(billableColor(value)).toBe(color));

  it.each<[number, BandColor]>([
    [0, 'green'],
    [19.99, 'green'],
    [20, 'orange'],
    [49.99, 'orange'],
    [50, 'red'],
  ])('non-billable %d → %s', (value, color) => expect(nonBillableColor(value)).toBe(color));
});

describe('utilization filters (X-007)', () => {
  it.each<[number | null, UtilizationFilter, boolean]>([
    [89.99, 'UNDERUTILIZED', true],
    [90, 'UNDERUTILIZED', false],
    [110, 'OVERUTILIZED', false],
    [110.01, 'OVERUTILIZED', true],
    [null, 'UNDERUTILIZED', false],
    [null, 'ALL', true],
  ])('%s with %s → %s', (value, filter, expected) => {
    expect(matchesUtilizationFilter(value, filter)).toBe(expected);
  });
});
