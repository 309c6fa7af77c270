import type { IsoDate } from '../shared/dates.ts';
import { zonedTime } from './calendar-events.ts';
import { elapsedHours } from './elapsed.ts';
import { HOURS_MESSAGES, hoursError, MAX_HOURS_PER_DAY, snapToQuarterHour } from './hours.ts';
import { TIMER_MESSAGES } from './timer-start.ts';

// The top bar's clock lives apart (elapsed.ts), so the shell loads it without the time-zone rules.
export { elapsedHours, formatElapsed } from './elapsed.ts';
export { TIMER_MESSAGES, type TimerLine, timerStartRefusal } from './timer-start.ts';

/** A timer running longer than this asks, on the person's next visit, how much of it to keep (issue 18). */
export const TIMER_REVIEW_AFTER_HOURS = 10;

/**
 * The hours a stopped timer adds to its cell: the time it ran rounded to the sheet's 0.25 h step (7 min 29 s
 * adds nothing, 7 min 30 s adds 0.25), at most a day.
 */
export function timerHours(startedAt: Date, now: Date): number {
  return Math.min(MAX_HOURS_PER_DAY, snapToQuarterHour(elapsedHours(startedAt, now)));
}

/**
 * Why the hours a person keeps of a timer that ran too long are refused, or null: an hours value of the sheet's
 * step, and never more than the (rounded) hours it ran.
 */
export function keepHoursError(keepHours: number | null | undefined, ranHours: number): string | null {
  if (keepHours == null) return HOURS_MESSAGES.notANumber;
  return hoursError(keepHours) ?? (keepHours > ranHours ? TIMER_MESSAGES.keepTooMuch(ranHours) : null);
}

/** The day (in the firm's zone) whose cell a timer started at this instant fills. */
export function timerDay(startedAt: Date, timeZone: string): IsoDate {
  return zonedTime(startedAt, timeZone).date;
}

/** A timer left running past midnight or past 10 hours is not stopped blindly: the person says what to keep. */
export function timerNeedsReview(startedAt: Date, now: Date, timeZone: string): boolean {
  return (
    elapsedHours(startedAt, now) > TIMER_REVIEW_AFTER_HOURS ||
    timerDay(startedAt, timeZone) !== zonedTime(now, timeZone).date
  );
}
