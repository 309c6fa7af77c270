import { describe, expect, it } from 'vitest';
import {
  checkSubmit,
  DEFAULT_SUBMIT_THRESHOLD,
  isBeforeLegacyCutoff,
  isW2Employee,
  type LegacyCutoff,
  legacyCutoffFromConfig,
  resolveSubmitThreshold,
  SUBMIT_CONFIRMATION,
  type SubmitCheck,
  type SubmitCheckInput,
} from './submit.ts';

const cutoff: LegacyCutoff = {
  date: '2023-09-18',
  message: 'Enter time before 09/18/2023 in the old system',
};

// A W-2 employee's 40-hour week ending Saturday 2024-09-21, submitted that day.
const base: SubmitCheckInput = {
  weekEnd: '2024-09-21',
  today: '2024-09-21',
  lineItemCount: 2,
  totalHours: 40,
  employeeType: 'W-2',
  threshold: DEFAULT_SUBMIT_THRESHOLD,
  legacyCutoff: cutoff,
  timeOffHours: new Map(),
  timeOffBalances: [],
};

const MIN_40 =
  'Please submit all relevant hours including PTO, Company Paid Time Off, etc. Must add upto 40 hours';
const MAX_80 =
  'Total logged hours cannot be more than 80 in a week. Please contact your manager if you need to submit more than 80 hours';
const MAX_45_5 =
  'Total logged hours cannot be more than 45.5 in a week. Please contact your manager if you need to submit more than 45.5 hours';
const UNDER_35 = { code: 'under-35-hours', message: 'Warning : Timesheet has less than 35 hours' } as const;
const over40 = (total: string) =>
  ({
    code: 'over-40-hours',
    message: `This timesheet has ${total} hours, more than 40 hours in a week`,
  }) as const;

describe('submit rules', () => {
  it.each<[string, Partial<SubmitCheckInput>, SubmitCheck]>([
    ['a full week', {}, { errors: [], warnings: [] }],
    [
      'no line items',
      { lineItemCount: 0, totalHours: 0 },
      {
        errors: [{ code: 'no-line-items', message: 'Add at least one line item before submitting' }],
        warnings: [UNDER_35],
      },
    ],
    [
      'a week ending 14 days ahead',
      { weekEnd: '2024-10-05', today: '2024-09-21' },
      { errors: [], warnings: [] },
    ],
    [
      'a week ending 15 days ahead',
      { weekEnd: '2024-10-05', today: '2024-09-20' },
      {
        errors: [{ code: 'too-far-in-future', message: 'Timesheet is too far into the future' }],
        warnings: [],
      },
    ],
    [
      'a week ending on the cut-off date',
      { weekEnd: '2023-09-18', today: '2023-09-18' },
      { errors: [], warnings: [] },
    ],
    [
      'a week ending before the cut-off date',
      { weekEnd: '2023-09-16', today: '2023-09-18' },
      { errors: [{ code: 'before-legacy-cutoff', message: cutoff.message }], warnings: [] },
    ],
    ['no cut-off configured', { weekEnd: '2020-01-04', legacyCutoff: null }, { errors: [], warnings: [] }],
    [
      'W-2 below the minimum',
      { threshold: { min: 40, max: 80 }, totalHours: 39.75 },
      { errors: [{ code: 'below-minimum', message: MIN_40 }], warnings: [] },
    ],
    [
      'W2 (legacy spelling) below the minimum',
      { threshold: { min: 40, max: 80 }, totalHours: 39.75, employeeType: 'W2' },
      { errors: [{ code: 'below-minimum', message: MIN_40 }], warnings: [] },
    ],
    ['W-2 at the minimum', { threshold: { min: 40, max: 80 }, totalHours: 40 }, { errors: [], warnings: [] }],
    [
      'C2C below the minimum is not held to it',
      { threshold: { min: 40, max: 80 }, totalHours: 30, employeeType: 'C2C' },
      { errors: [], warnings: [UNDER_35] },
    ],
    ['at the maximum', { totalHours: 80 }, { errors: [], warnings: [over40('80')] }],
    [
      'above the default maximum of 80',
      { totalHours: 80.25 },
      { errors: [{ code: 'above-maximum', message: MAX_80 }], warnings: [over40('80.25')] },
    ],
    [
      'above a configured maximum, for any employee type',
      { threshold: { min: 0, max: 45.5 }, totalHours: 46, employeeType: 'C2C' },
      { errors: [{ code: 'above-maximum', message: MAX_45_5 }], warnings: [over40('46')] },
    ],
    ['34.75 hours warns', { totalHours: 34.75 }, { errors: [], warnings: [UNDER_35] }],
    ['35 hours does not warn', { totalHours: 35 }, { errors: [], warnings: [] }],
    ['40.25 hours warns', { totalHours: 40.25 }, { errors: [], warnings: [over40('40.25')] }],
    [
      'time off within the balance',
      { timeOffHours: new Map([['PTO', 8]]), timeOffBalances: [{ timeOffType: 'PTO', remaining: 8 }] },
      { errors: [], warnings: [] },
    ],
    [
      'time off beyond the balance',
      {
        timeOffHours: new Map([
          ['PTO', 16],
          ['Sick', 4],
        ]),
        timeOffBalances: [
          { timeOffType: 'PTO', remaining: 12.5 },
          { timeOffType: 'Sick', remaining: 40 },
        ],
      },
      {
        errors: [
          {
            code: 'time-off-balance',
            message: 'PTO: 16 hours on this timesheet exceed the remaining balance of 12.5 hours',
          },
        ],
        warnings: [],
      },
    ],
    [
      'time off of a type without any balance',
      { timeOffHours: new Map([['Bereavement', 8]]) },
      {
        errors: [
          {
            code: 'time-off-balance',
            message: 'Bereavement: 8 hours on this timesheet exceed the remaining balance of 0 hours',
          },
        ],
        warnings: [],
      },
    ],
    [
      'every refusal at once, in a stable order',
      {
        lineItemCount: 0,
        weekEnd: '2023-09-16',
        today: '2023-08-01',
        totalHours: 81,
        threshold: { min: 90, max: 80 },
        timeOffHours: new Map([['PTO', 1]]),
      },
      {
        errors: [
          { code: 'no-line-items', message: 'Add at least one line item before submitting' },
          { code: 'too-far-in-future', message: 'Timesheet is too far into the future' },
          { code: 'before-legacy-cutoff', message: cutoff.message },
          {
            code: 'time-off-balance',
            message: 'PTO: 1 hours on this timesheet exceed the remaining balance of 0 hours',
          },
          {
            code: 'below-minimum',
            message:
              'Please submit all relevant hours including PTO, Company Paid Time Off, etc. Must add upto 90 hours',
          },
          { code: 'above-maximum', message: MAX_80 },
        ],
        warnings: [over40('81')],
      },
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(checkSubmit({ ...base, ...overrides })).toEqual(expected);
  });

  it('asks the spec confirmation', () => {
    expect(SUBMIT_CONFIRMATION).toBe('Submit timesheet for approval?');
  });
});

describe('legacy cut-off from configuration', () => {
  it.each([
    [undefined, 'msg', null],
    ['', 'msg', null],
    ['2023-09-18', 'Use the old system', { date: '2023-09-18', message: 'Use the old system' }],
    ['20230918', ' Use the old system ', { date: '2023-09-18', message: 'Use the old system' }],
    [
      '2023-09-18',
      undefined,
      {
        date: '2023-09-18',
        message: 'Time before 09/18/2023 must be entered in the previous timesheet system',
      },
    ],
  ])('date %j, message %j → %j', (date, message, expected) => {
    expect(legacyCutoffFromConfig(date, message)).toEqual(expected);
  });

  it('rejects an unreadable date', () => {
    expect(() => legacyCutoffFromConfig('18/09/2023', 'x')).toThrow(
      'Invalid legacy-cutoff-date in config: "18/09/2023"',
    );
  });

  it.each([
    ['2023-09-17', cutoff, true],
    ['2023-09-18', cutoff, false],
    ['2023-09-19', cutoff, false],
    ['2000-01-01', null, false],
  ] as const)('entry on %s before the cut-off: %s', (date, value, before) => {
    expect(isBeforeLegacyCutoff(date, value)).toBe(before);
  });
});

describe('threshold and employee type', () => {
  it.each([
    [null, { min: 0, max: 80 }],
    [undefined, { min: 0, max: 80 }],
    [{}, { min: 0, max: 80 }],
    [
      { min: 40, max: null },
      { min: 40, max: 80 },
    ],
    [
      { min: Number.NaN, max: 60 },
      { min: 0, max: 60 },
    ],
    [
      { min: 32, max: 50 },
      { min: 32, max: 50 },
    ],
  ])('stored %j → %j', (stored, threshold) => {
    expect(resolveSubmitThreshold(stored)).toEqual(threshold);
  });

  it.each([
    ['W-2', true],
    ['W2', true],
    ['w-2', true],
    ['C2C', false],
    ['', false],
    [null, false],
  ])('%j is W-2: %s', (type, w2) => {
    expect(isW2Employee(type)).toBe(w2);
  });
});
