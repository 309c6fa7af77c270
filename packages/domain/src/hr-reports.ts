import { addDays, type CompactDate, type IsoDate, isoToCompact } from './dates.ts';
import { type WeekDay, weekEndsInRange } from './week.ts';

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

/** The moment a week's sheet is due: 00:00 UTC of the week-end day plus 33 hours (Monday 09:00 for a Sunday). */
export function submissionDeadline(weekEnd: IsoDate): Date {
  return new Date(Date.parse(`${weekEnd}T00:00:00.000Z`) + LATE_AFTER_HOURS * HOUR_MS);
}

/** Hours past the deadline (2 decimals), 0 when on time. */
export function hoursLate(weekEnd: IsoDate, submittedAt: Date): number {
  const late = submittedAt.getTime() - submissionDeadline(weekEnd).getTime();
  return late > 0 ? Math.round((late / HOUR_MS) * 100) / 100 : 0;
}

export function isLateSubmission(weekEnd: IsoDate, submittedAt: Date): boolean {
  return submittedAt.getTime() > submissionDeadline(weekEnd).getTime();
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
): WeekDelinquency | null {
  if (submittedAt) {
    return isLateSubmission(weekEnd, submittedAt)
      ? { kind: 'Late', hoursLate: hoursLate(weekEnd, submittedAt) }
      : null;
  }
  if (now.getTime() <= submissionDeadline(weekEnd).getTime()) return null;
  return { kind: 'Missing', hoursLate: hoursLate(weekEnd, now) };
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

const mmddyyyy = (compact: string) => `${compact.slice(4, 6)}-${compact.slice(6, 8)}-${compact.slice(0, 4)}`;

/** The delinquency export: one line per late or missing week; dates MM-DD-YYYY, the submission in UTC. */
export function delinquencyCsvRows(rows: readonly DelinquencyRow[]): (string | number | null)[][] {
  return [
    ['Name', 'Email', 'Week Ending', 'Delinquency', 'Status', 'Submitted', 'Hours Late'],
    ...rows.map((row) => [
      row.name,
      row.email,
      mmddyyyy(row.weekEnd),
      row.kind,
      row.status ?? 'No timesheet',
      row.submittedDate
        ? `${mmddyyyy(isoToCompact(row.submittedDate.slice(0, 10)))} ${row.submittedDate.slice(11, 16)} UTC`
        : '',
      row.hoursLate.toFixed(2),
    ]),
  ];
}

export interface ActiveStaffRow {
  name: string;
  email: string | null;
  projects: readonly string[];
  approvers: readonly string[];
}

/** The all-active-users export: lists joined with '; '. */
export function activeStaffCsvRows(rows: readonly ActiveStaffRow[]): (string | null)[][] {
  return [
    ['Name', 'Email', 'Projects', 'Approvers'],
    ...rows.map((row) => [row.name, row.email, row.projects.join('; '), row.approvers.join('; ')]),
  ];
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
