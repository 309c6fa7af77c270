import { addDays, type CompactDate, type IsoDate } from '../shared/dates.ts';
import { wallTimeToInstant } from '../timesheets/calendar-events.ts';
import { type WeekDay, weekEndsInRange } from '../timesheets/week.ts';

/**
 * The human-resources reports (H-012..H-014): the lateness rule of timesheet submissions, the delinquency
 * rows, and the rows of the all-active-users export.
 */

/** A sheet is late when submitted after the week end plus this many hours (part 3 §4). */
export const LATE_AFTER_HOURS = 33;
/** The delinquency report's default range: the last 30 days (part 3 §9). */
export const DELINQUENCY_DEFAULT_DAYS = 30;
export const DELINQUENCY_REPORT = 'DelinquencyReport';
export const DELINQUENCY_EMPTY = 'No late or missing timesheets for that range';
export const ALL_USERS_REPORT = 'AllActiveUsers';

const HOUR_MS = 3_600_000;

/**
 * The moment a week's sheet is due: the week-end day's midnight plus 33 hours on the firm's clock (C-022, the
 * configured time-zone), so Monday 09:00 where the firm is for a Sunday week end, whatever the server's zone
 * and across daylight-saving changes.
 */
export function submissionDeadline(weekEnd: IsoDate, timeZone: string): Date {
  return wallTimeToInstant(addDays(weekEnd, 1), LATE_AFTER_HOURS - 24, timeZone);
}

/** Hours past the deadline (2 decimals), 0 when on time. */
export function hoursLate(weekEnd: IsoDate, submittedAt: Date, timeZone: string): number {
  return hoursPast(submissionDeadline(weekEnd, timeZone), submittedAt);
}

function hoursPast(deadline: Date, moment: Date): number {
  const late = moment.getTime() - deadline.getTime();
  return late > 0 ? Math.round((late / HOUR_MS) * 100) / 100 : 0;
}

export function isLateSubmission(weekEnd: IsoDate, submittedAt: Date, timeZone: string): boolean {
  return submittedAt.getTime() > submissionDeadline(weekEnd, timeZone).getTime();
}

export type DelinquencyKind = 'Late' | 'Missing';

export interface WeekDelinquency {
  kind: DelinquencyKind;
  /** Late: submission minus deadline; Missing: now minus deadline (how overdue it is so far). */
  hoursLate: number;
}

/**
 * How a week stands for one user: Late when submitted after the deadline; Missing when never submitted and the
 * deadline has passed; null when on time, or not due yet.
 */
export function weekDelinquency(
  weekEnd: IsoDate,
  submittedAt: Date | null,
  now: Date,
  timeZone: string,
): WeekDelinquency | null {
  return delinquencyAgainst(submissionDeadline(weekEnd, timeZone), submittedAt, now);
}

/**
 * weekDelinquency with the week's deadline already known: a report over a thousand people works the
 * deadline out once per week, not once per person (it is a time-zone conversion).
 */
export function delinquencyAgainst(
  deadline: Date,
  submittedAt: Date | null,
  now: Date,
): WeekDelinquency | null {
  if (submittedAt) {
    return submittedAt.getTime() > deadline.getTime()
      ? { kind: 'Late', hoursLate: hoursPast(deadline, submittedAt) }
      : null;
  }
  if (now.getTime() <= deadline.getTime()) return null;
  return { kind: 'Missing', hoursLate: hoursPast(deadline, now) };
}

/** Week ends that fall inside the range, oldest first: the weeks the delinquency report checks. */
export function delinquencyWeekEnds(range: { start: IsoDate; end: IsoDate }, weekEndDay: WeekDay): IsoDate[] {
  return weekEndsInRange(range, weekEndDay)
    .filter((weekEnd) => weekEnd >= range.start && weekEnd <= range.end)
    .reverse();
}

/** The default range: the 30 days up to today. */
export function defaultDelinquencyRange(today: IsoDate): { start: IsoDate; end: IsoDate } {
  return { start: addDays(today, -DELINQUENCY_DEFAULT_DAYS), end: today };
}

export interface DelinquencyRow {
  name: string;
  email: string | null;
  /** YYYYMMDD. */
  weekEnd: CompactDate;
  kind: DelinquencyKind;
  status: string | null;
  /** ISO moment of the submission; null when missing. */
  submittedDate: string | null;
  hoursLate: number;
}

const _mmddyyyy = (compact: string) => `${compact.slice(4, 6)}-${compact.slice(6, 8)}-${compact.slice(0, 4)}`;

export interface ActiveStaffRow {
  name: string;
  email: string | null;
  projects: readonly string[];
  approvers: readonly string[];
}

/** All Active Users' search (H-012): every word typed appears in the name, e-mail, a project or an approver. */
export function matchesActiveStaff(row: ActiveStaffRow, search: string): boolean {
  const text = [row.name, row.email ?? '', ...row.projects, ...row.approvers].join(' ').toLowerCase();
  return search
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
