import { describe, expect, it } from 'vitest';
import {
  formatElapsed,
  keepHoursError,
  timerDay,
  timerHours,
  timerNeedsReview,
  timerStartRefusal,
} from './timer.ts';

const at = (iso: string) => new Date(iso);

describe('timer', () => {
  it('rounds the time it ran to the nearest quarter hour', () => {
    const start = at('2026-11-25T14:00:00Z');
    expect(timerHours(start, at('2026-11-25T14:07:29Z'))).toBe(0);
    expect(timerHours(start, at('2026-11-25T14:07:30Z'))).toBe(0.25);
    expect(timerHours(start, at('2026-11-25T15:22:00Z'))).toBe(1.25);
    expect(timerHours(start, at('2026-11-25T15:23:00Z'))).toBe(1.5);
  });

  it('never adds more than a day, nor negative time for a clock that went back', () => {
    const start = at('2026-11-25T14:00:00Z');
    expect(timerHours(start, at('2026-11-27T14:00:00Z'))).toBe(24);
    expect(timerHours(start, at('2026-11-25T13:00:00Z'))).toBe(0);
  });

  it('fills the day the timer started on in the firm zone', () => {
    // 03:00 UTC is still the evening before in New York.
    expect(timerDay(at('2026-11-26T03:00:00Z'), 'America/New_York')).toBe('2026-11-25');
    expect(timerDay(at('2026-11-26T03:00:00Z'), 'UTC')).toBe('2026-11-26');
  });

  it('asks what to keep after midnight in the firm zone or after ten hours', () => {
    const start = at('2026-11-25T14:00:00Z');
    expect(timerNeedsReview(start, at('2026-11-25T23:59:00Z'), 'UTC')).toBe(false);
    expect(timerNeedsReview(start, at('2026-11-26T00:01:00Z'), 'UTC')).toBe(true);
    expect(timerNeedsReview(at('2026-11-25T08:00:00Z'), at('2026-11-25T18:01:00Z'), 'UTC')).toBe(true);
    expect(timerNeedsReview(at('2026-11-25T08:00:00Z'), at('2026-11-25T18:00:00Z'), 'UTC')).toBe(false);
  });

  it('shows hours and minutes', () => {
    const start = at('2026-11-25T14:00:00Z');
    expect(formatElapsed(start, at('2026-11-25T14:07:59Z'))).toBe('0:07');
    expect(formatElapsed(start, at('2026-11-26T02:03:00Z'))).toBe('12:03');
    expect(formatElapsed(start, at('2026-11-25T14:07:59Z'), { seconds: true })).toBe('0:07:59');
    expect(formatElapsed(start, at('2026-11-26T02:03:05Z'), { seconds: true })).toBe('12:03:05');
    expect(formatElapsed(start, at('2026-11-25T13:59:00Z'), { seconds: true })).toBe('0:00:00');
  });

  it('keeps hours of the sheet step, at most what the timer ran', () => {
    expect(keepHoursError(6, 11)).toBeNull();
    expect(keepHoursError(0, 11)).toBeNull();
    expect(keepHoursError(11.5, 11)).toBe('You can keep at most the 11 hours the timer ran');
    expect(keepHoursError(1.1, 11)).toBe('Hours must be in steps of 0.25');
    expect(keepHoursError(null, 11)).toBe('Hours must be a number');
  });

  it("starts only on a line of one's own sheet for the week holding today, with a deliverable", () => {
    const line = {
      ownerId: 'me',
      startDate: '2026-11-23',
      endDate: '2026-11-29',
      deliverableId: 'd',
    } as const;
    expect(timerStartRefusal(line, 'me', '2026-11-23')).toBeNull();
    expect(timerStartRefusal(line, 'me', '2026-11-29')).toBeNull();
    expect(timerStartRefusal(line, 'someone else', '2026-11-25')).toBe(
      'A timer runs only on a line of your own timesheet',
    );
    expect(timerStartRefusal(line, 'me', '2026-11-30')).toBe(
      "A timer runs only on a line of this week's timesheet",
    );
    expect(timerStartRefusal({ ...line, deliverableId: null }, 'me', '2026-11-25')).toBe(
      'Choose a deliverable for this line before starting a timer',
    );
  });
});
