/** Every hours input steps by a quarter hour. */
export const HOURS_STEP = 0.25;
export const MAX_HOURS_PER_DAY = 24;
/** Calendar edit dialog: a task lasts 0.25 to 24 hours. */
export const MIN_TASK_DURATION = 0.25;

export const HOURS_MESSAGES = {
  notANumber: 'Hours must be a number',
  negative: 'Hours cannot be negative',
  step: 'Hours must be in steps of 0.25',
  tooMany: 'Hours cannot be more than 24 in a day',
  /** A day's total over every line of the sheet (issue 13). */
  dayTotal: (total: number, day = 'This day') =>
    `${day} would have ${formatHours(total)} hours over all lines; a day cannot have more than 24`,
} as const;

/**
 * The version of an empty cell, as an edit made on it sends it: an edit carries the version of the cell it was
 * made on, and one made on an older version is refused (issue 18).
 */
export const EMPTY_CELL_VERSION = 'none';

/** One day entry of a sheet, as the day-total rule sees it. */
export interface DayEntry {
  lineItemId: string;
  date: string;
  hours: number;
}

/** The sheet's hours on `change.date` once `change.lineItemId` holds `change.hours` that day. */
export function dayTotalWith(
  entries: readonly DayEntry[],
  change: { lineItemId: string; date: string; hours: number },
): number {
  const others = entries.filter(
    (entry) => entry.date === change.date && entry.lineItemId !== change.lineItemId,
  );
  return others.reduce((sum, entry) => sum + entry.hours, 0) + change.hours;
}

/** The cell's own message as you type: why `hours` cannot join the `otherLines` hours of its day. */
export function dayTotalError(otherLines: number, hours: number): string | null {
  const total = otherLines + hours;
  return total > MAX_HOURS_PER_DAY ? HOURS_MESSAGES.dayTotal(total) : null;
}

/** The first day whose hours over all lines exceed 24, or null. */
export function firstOverfullDay(
  entries: readonly { date: string; hours: number }[],
): { date: string; total: number } | null {
  const totals = new Map<string, number>();
  for (const entry of entries) totals.set(entry.date, (totals.get(entry.date) ?? 0) + entry.hours);
  for (const [date, total] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    if (total > MAX_HOURS_PER_DAY) return { date, total };
  }
  return null;
}

/** What a typed hours cell means. */
export type HoursInput =
  /** Empty or 0: the day has no entry (an existing one is removed). */
  | { kind: 'none' }
  | { kind: 'hours'; hours: number }
  /** Negative input is ignored: the cell keeps its previous value. */
  | { kind: 'ignored' }
  | { kind: 'invalid'; message: string };

export function isQuarterStep(hours: number): boolean {
  const quarters = hours / HOURS_STEP;
  return Math.abs(quarters - Math.round(quarters)) < 1e-9;
}

/** Why a stored day-entry value is refused, or null when it is acceptable (0 means "remove"). */
export function hoursError(hours: number): string | null {
  if (!Number.isFinite(hours)) return HOURS_MESSAGES.notANumber;
  if (hours < 0) return HOURS_MESSAGES.negative;
  if (hours > MAX_HOURS_PER_DAY) return HOURS_MESSAGES.tooMany;
  if (!isQuarterStep(hours)) return HOURS_MESSAGES.step;
  return null;
}

/** Reads what the user typed (or an input's numeric value) in an hours cell. */
export function parseHoursInput(input: string | number | null | undefined): HoursInput {
  if (input === null || input === undefined) return { kind: 'none' };
  const text = String(input).trim();
  if (text === '') return { kind: 'none' };
  const hours = Number(text);
  if (Number.isNaN(hours)) return { kind: 'invalid', message: HOURS_MESSAGES.notANumber };
  if (hours < 0) return { kind: 'ignored' };
  const error = hoursError(hours);
  if (error) return { kind: 'invalid', message: error };
  return hours === 0 ? { kind: 'none' } : { kind: 'hours', hours };
}

/** What saving a cell must do; a cell is saved only when its value changed. */
export type HoursChange =
  | { kind: 'unchanged' }
  | { kind: 'add'; hours: number }
  | { kind: 'update'; hours: number }
  | { kind: 'remove' }
  | { kind: 'invalid'; message: string };

/** `previous` is the hours of the day's existing entry, or null when the day has none. */
export function hoursChange(previous: number | null, input: HoursInput): HoursChange {
  switch (input.kind) {
    case 'ignored':
      return { kind: 'unchanged' };
    case 'invalid':
      return input;
    case 'none':
      return previous === null ? { kind: 'unchanged' } : { kind: 'remove' };
    case 'hours':
      if (previous === null) return { kind: 'add', hours: input.hours };
      return previous === input.hours ? { kind: 'unchanged' } : { kind: 'update', hours: input.hours };
  }
}

/** Hours with up to 2 decimals and no trailing zeros: 8 → '8', 7.5 → '7.5', 1/3 → '0.33'. */
export function formatHours(hours: number): string {
  const rounded = Math.round(hours * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

/** Rounds decimal hours to the nearest quarter hour (calendar times snap to 15 minutes). */
export function snapToQuarterHour(hours: number): number {
  return Math.round(hours / HOURS_STEP) * HOURS_STEP;
}

/** A calendar task's duration: 0.25 to 24 hours, in steps of 0.25. */
export function isValidTaskDuration(duration: number): boolean {
  return duration >= MIN_TASK_DURATION && duration <= MAX_HOURS_PER_DAY && isQuarterStep(duration);
}

/** A task must stay inside its day: start at 0 h or later, end at 24 h or earlier. */
export function fitsInDay(startHour: number, duration: number): boolean {
  return startHour >= 0 && startHour + duration <= MAX_HOURS_PER_DAY;
}

/** `9.25` → '09:15'. */
export function formatClockTime(hours: number): string {
  const minutes = Math.round(hours * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The 96 start times a calendar task can have: every 15 minutes from 00:00. */
export const START_TIME_OPTIONS: readonly { value: number; label: string }[] = Array.from(
  { length: 96 },
  (_, index) => ({ value: index * HOURS_STEP, label: formatClockTime(index * HOURS_STEP) }),
);
