import { zonedTime } from './calendar-events.ts';
import type { IsoDate } from './dates.ts';
import { MAX_HOURS_PER_DAY, snapToQuarterHour } from './hours.ts';

/** A timer running longer than this asks, on the person's next visit, how much of it to keep (issue 18). */
export const TIMER_REVIEW_AFTER_HOURS = 10;

export const TIMER_MESSAGES = {
  notRunning: 'No timer is running',
  notYourLine: 'A timer runs only on a line of your own timesheet',
  notThisWeek: "A timer runs only on a line of this week's timesheet",
  noDeliverable: 'Choose a deliverable for this line before starting a timer',
  keepTooMuch: (elapsed: number) => `You can keep at most the ${elapsed} hours the timer ran`,
} as const;

/** Hours between two instants, unrounded. */
export function elapsedHours(startedAt: Date, now: Date): number {
  return Math.max(0, now.getTime() - startedAt.getTime()) / 3_600_000;
}

/**
 * The hours a stopped timer adds to its cell: the time it ran rounded to the sheet's 0.25 h step (7 min 29 s
 * adds nothing, 7 min 30 s adds 0.25), at most a day.
 */
export function timerHours(startedAt: Date, now: Date): number {
  return Math.min(MAX_HOURS_PER_DAY, snapToQuarterHour(elapsedHours(startedAt, now)));
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

/** The elapsed time as the top bar shows it: 0:07, 1:45, 12:03. */
export function formatElapsed(startedAt: Date, now: Date): string {
  const minutes = Math.floor(elapsedHours(startedAt, now) * 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
