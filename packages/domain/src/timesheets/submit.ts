import { daysBetween, type IsoDate, isIsoDate, isoToDisplay, tryCompactToIso } from '../shared/dates.ts';
import type { TimeOffBalance } from '../time-off/time-off.ts';
import { firstOverfullDay, formatHours, HOURS_MESSAGES } from './hours.ts';

export interface SubmitThreshold {
  min: number;
  max: number;
}

export const DEFAULT_SUBMIT_THRESHOLD: SubmitThreshold = { min: 0, max: 80 };
/** Submitting is refused when the week ends more than this many days after today. */
export const MAX_DAYS_AHEAD = 14;
export const LOW_HOURS_WARNING_BELOW = 35;
export const HIGH_HOURS_WARNING_ABOVE = 40;

export const SUBMIT_CONFIRMATION = 'Submit timesheet for approval?';

export const SUBMIT_MESSAGES = {
  noLineItems: 'Add at least one line item before submitting',
  tooFarInFuture: 'Timesheet is too far into the future',
  belowMinimum: (min: number) =>
    `Please submit all relevant hours including PTO, Company Paid Time Off, etc. Must add upto ${formatHours(min)} hours`,
  aboveMaximum: (max: number) =>
    `Total logged hours cannot be more than ${formatHours(max)} in a week. Please contact your manager if you need to submit more than ${formatHours(max)} hours`,
  timeOffBalance: (type: string, hours: number, remaining: number) =>
    `${type}: ${formatHours(hours)} hours on this timesheet exceed the remaining balance of ${formatHours(remaining)} hours`,
  under35: 'Warning : Timesheet has less than 35 hours',
  over40: (total: number) => `This timesheet has ${formatHours(total)} hours, more than 40 hours in a week`,
} as const;

/** Weeks ending before `date` belong to the previous system (configuration legacy-cutoff-date / -message). */
export interface LegacyCutoff {
  date: IsoDate;
  message: string;
}

/** Reads the two configuration values; no cut-off when the date is unset. Accepts YYYY-MM-DD or YYYYMMDD. */
export function legacyCutoffFromConfig(
  date: string | null | undefined,
  message: string | null | undefined,
): LegacyCutoff | null {
  const text = date?.trim();
  if (!text) return null;
  const iso = isIsoDate(text) ? text : tryCompactToIso(text);
  if (iso === null) throw new Error(`Invalid legacy-cutoff-date in config: "${text}"`);
  const fallback = `Time before ${isoToDisplay(iso)} must be entered in the previous timesheet system`;
  return { date: iso, message: message?.trim() || fallback };
}

/** Entries and submissions for dates before the cut-off are refused. */
export function isBeforeLegacyCutoff(date: IsoDate, cutoff: LegacyCutoff | null): boolean {
  return cutoff !== null && date < cutoff.date;
}

/** Gap 39: the threshold setting falls back to the defaults when unset or unreadable. */
export function resolveSubmitThreshold(
  stored: { min?: number | null; max?: number | null } | null | undefined,
): SubmitThreshold {
  const pick = (value: number | null | undefined, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  return {
    min: pick(stored?.min, DEFAULT_SUBMIT_THRESHOLD.min),
    max: pick(stored?.max, DEFAULT_SUBMIT_THRESHOLD.max),
  };
}

/** W-2 employees, with the legacy spelling 'W2' read the same way (Gap 7). */
export function isW2Employee(employeeType: string | null | undefined): boolean {
  return employeeType?.trim().toUpperCase().replace('-', '') === 'W2';
}

export type SubmitErrorCode =
  | 'no-line-items'
  | 'too-far-in-future'
  | 'before-legacy-cutoff'
  | 'time-off-balance'
  | 'below-minimum'
  | 'above-maximum'
  | 'day-over-24-hours';
export type SubmitWarningCode = 'under-35-hours' | 'over-40-hours';

export interface SubmitIssue<Code extends string> {
  code: Code;
  message: string;
}

export interface SubmitCheck {
  /** Any error blocks the submission. */
  errors: SubmitIssue<SubmitErrorCode>[];
  /** Shown to the user; they do not block. */
  warnings: SubmitIssue<SubmitWarningCode>[];
}

export interface SubmitCheckInput {
  weekEnd: IsoDate;
  today: IsoDate;
  lineItemCount: number;
  /** The weekly total (totals.weeklyTotal). */
  totalHours: number;
  employeeType: string | null | undefined;
  threshold: SubmitThreshold;
  legacyCutoff: LegacyCutoff | null;
  /** Hours on the sheet per time-off type (totals.timeOffHoursByType). */
  timeOffHours: ReadonlyMap<string, number>;
  /** Balances as of the day before the week (week.timeOffWindow); a type without one has 0 remaining. */
  timeOffBalances: readonly Pick<TimeOffBalance, 'timeOffType' | 'remaining'>[];
  /** Every day entry of the sheet, all lines (a day holds at most 24 hours over them). */
  entries?: readonly { date: IsoDate; hours: number }[];
}

/** The submit rules of a timesheet whose status allows submitting (status.canSubmit). */
export function checkSubmit(input: SubmitCheckInput): SubmitCheck {
  const errors: SubmitIssue<SubmitErrorCode>[] = [];
  const fail = (code: SubmitErrorCode, message: string) => errors.push({ code, message });

  if (input.lineItemCount < 1) fail('no-line-items', SUBMIT_MESSAGES.noLineItems);
  if (daysBetween(input.today, input.weekEnd) > MAX_DAYS_AHEAD) {
    fail('too-far-in-future', SUBMIT_MESSAGES.tooFarInFuture);
  }
  if (input.legacyCutoff && isBeforeLegacyCutoff(input.weekEnd, input.legacyCutoff)) {
    fail('before-legacy-cutoff', input.legacyCutoff.message);
  }
  for (const [type, hours] of input.timeOffHours) {
    const remaining = input.timeOffBalances.find((b) => b.timeOffType === type)?.remaining ?? 0;
    if (hours > remaining) fail('time-off-balance', SUBMIT_MESSAGES.timeOffBalance(type, hours, remaining));
  }
  const { min, max } = input.threshold;
  if (isW2Employee(input.employeeType) && input.totalHours < min) {
    fail('below-minimum', SUBMIT_MESSAGES.belowMinimum(min));
  }
  if (input.totalHours > max) fail('above-maximum', SUBMIT_MESSAGES.aboveMaximum(max));
  const overfull = firstOverfullDay(input.entries ?? []);
  if (overfull) {
    fail('day-over-24-hours', HOURS_MESSAGES.dayTotal(overfull.total, isoToDisplay(overfull.date)));
  }

  const warnings: SubmitIssue<SubmitWarningCode>[] = [];
  if (input.totalHours < LOW_HOURS_WARNING_BELOW) {
    warnings.push({ code: 'under-35-hours', message: SUBMIT_MESSAGES.under35 });
  }
  if (input.totalHours > HIGH_HOURS_WARNING_ABOVE) {
    warnings.push({ code: 'over-40-hours', message: SUBMIT_MESSAGES.over40(input.totalHours) });
  }
  return { errors, warnings };
}
