import { describe, expect, it } from 'vitest';
import {
  defaultDelinquencyRange,
  delinquencyWeekEnds,
  hoursLate,
  isLateSubmission,
  submissionDeadline,
  weekDelinquency,
} from './hr-reports.ts';

const at = (iso: string) => new Date(iso);

describe('the lateness rule: after the week end plus 33 hours (part 3 §4)', () => {
  it('puts the deadline 33 hours after the start of the week-end day, on the configured clock (C-022)', () => {
    expect(submissionDeadline('2026-11-22', 'UTC').toISOString()).toBe('2026-11-23T09:00:00.000Z');
    // Monday 09:00 in New York is 14:00 UTC in winter and 13:00 UTC in summer.
    expect(submissionDeadline('2026-11-22', 'America/New_York').toISOString()).toBe(
      '2026-11-23T14:00:00.000Z',
    );
    expect(submissionDeadline('2026-07-12', 'America/New_York').toISOString()).toBe(
      '2026-07-13T13:00:00.000Z',
    );
    // The week-end day of a daylight-saving change (Sunday 2026-11-01): still Monday 09:00 local.
    expect(submissionDeadline('2026-11-01', 'America/New_York').toISOString()).toBe(
      '2026-11-02T14:00:00.000Z',
    );
    expect(submissionDeadline('2026-11-22', 'Asia/Kolkata').toISOString()).toBe('2026-11-23T03:30:00.000Z');
  });

  it('judges a submission on the firm clock, not UTC', () => {
    // 10:00 UTC on Monday is 05:00 in New York: on time there, late by UTC's clock.
    expect(isLateSubmission('2026-11-22', at('2026-11-23T10:00:00Z'), 'America/New_York')).toBe(false);
    expect(isLateSubmission('2026-11-22', at('2026-11-23T10:00:00Z'), 'UTC')).toBe(true);
  });

  it.each([
    ['during the week', '2026-11-20T15:00:00Z', false, 0],
    ['on the week-end day', '2026-11-22T23:59:00Z', false, 0],
    ['exactly at the deadline', '2026-11-23T09:00:00Z', false, 0],
    ['one minute after', '2026-11-23T09:01:00Z', true, 0.02],
    ['half a day after', '2026-11-23T21:00:00Z', true, 12],
    ['a week after', '2026-11-30T09:00:00Z', true, 168],
  ])('a sheet of the week ending 2026-11-22 submitted %s', (_name, submitted, late, hours) => {
    expect(isLateSubmission('2026-11-22', at(submitted), 'UTC')).toBe(late);
    expect(hoursLate('2026-11-22', at(submitted), 'UTC')).toBe(hours);
  });

  it.each([
    ['submitted on time', '2026-11-23T08:00:00Z', '2026-12-01T00:00:00Z', null],
    ['submitted late', '2026-11-24T09:00:00Z', '2026-12-01T00:00:00Z', { kind: 'Late', hoursLate: 24 }],
    ['not submitted, deadline passed', null, '2026-11-23T19:00:00Z', { kind: 'Missing', hoursLate: 10 }],
    ['not submitted, not due yet', null, '2026-11-23T08:59:00Z', null],
  ] as const)('a week %s', (_name, submitted, now, expected) => {
    expect(weekDelinquency('2026-11-22', submitted ? at(submitted) : null, at(now), 'UTC')).toEqual(expected);
  });
});

describe('the weeks the report checks', () => {
  it('keeps the week ends inside the range, oldest first, for the configured week-end day', () => {
    const range = { start: '2026-10-27', end: '2026-11-26' };
    expect(delinquencyWeekEnds(range, 0)).toEqual(['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22']);
    expect(delinquencyWeekEnds(range, 6)).toEqual(['2026-10-31', '2026-11-07', '2026-11-14', '2026-11-21']);
    expect(delinquencyWeekEnds({ start: '2026-11-23', end: '2026-11-28' }, 0)).toEqual([]);
  });

  it('defaults to the last 30 days', () => {
    expect(defaultDelinquencyRange('2026-11-26')).toEqual({ start: '2026-10-27', end: '2026-11-26' });
  });
});
