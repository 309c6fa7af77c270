import type { IsoDate } from '../shared/dates.ts';

// Apart from timer.ts so the week screen's line buttons load the rule without the time-zone code.

export const TIMER_MESSAGES = {
  notRunning: 'No timer is running',
  notYourLine: 'A timer runs only on a line of your own timesheet',
  notThisWeek: "A timer runs only on a line of this week's timesheet",
  noDeliverable: 'Choose a deliverable for this line before starting a timer',
  keepTooMuch: (elapsed: number) => `You can keep at most the ${elapsed} hours the timer ran`,
  reviewFirst: 'This timer ran past midnight or over 10 hours: say how many of its hours to keep',
} as const;

/** What decides whether a line can take a timer: its sheet's owner and week, and its deliverable. */
export interface TimerLine {
  ownerId: string;
  startDate: IsoDate;
  endDate: IsoDate;
  deliverableId: string | null;
}

/**
 * Why a timer cannot start on a line, or null (issue 18): only on a line of one's own sheet for the week
 * holding `today`, once the line names a deliverable. Locks and the sheet's status are every save's rules,
 * checked as a save checks them.
 */
export function timerStartRefusal(line: TimerLine, viewerId: string, today: IsoDate): string | null {
  if (line.ownerId !== viewerId) return TIMER_MESSAGES.notYourLine;
  if (today < line.startDate || today > line.endDate) return TIMER_MESSAGES.notThisWeek;
  if (!line.deliverableId) return TIMER_MESSAGES.noDeliverable;
  return null;
}
