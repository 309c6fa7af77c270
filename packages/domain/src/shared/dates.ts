/** A calendar date as `YYYY-MM-DD`: the form stored in the database and used inside the domain. */
export type IsoDate = string;
/** A calendar date as `YYYYMMDD`: the form used in URLs and API calls. */
export type CompactDate = string;
/** A calendar date as `MM/DD/YYYY`: the form shown on screen. */
export type DisplayDate = string;

interface DateParts {
  year: number;
  month: number;
  day: number;
}

const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The moment of a UTC calendar day; unlike Date.UTC, years 0-99 stay themselves (not 1900-1999). */
function utc(year: number, monthIndex: number, day: number): Date {
  const moment = new Date(0);
  moment.setUTCFullYear(year, monthIndex, day);
  return moment;
}

function isRealDate({ year, month, day }: DateParts): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this month.
  const daysInMonth = utc(year, month, 0).getUTCDate();
  return day <= daysInMonth;
}

/** The dates a person may type (issue 13): anything outside is a typo, and years like 9999 break date maths. */
export const DATE_WINDOW = { min: '1990-01-01', max: '2100-12-31' } as const;

function inWindow(parts: DateParts): boolean {
  const iso = toIso(parts);
  return iso >= DATE_WINDOW.min && iso <= DATE_WINDOW.max;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function toIso(parts: DateParts): IsoDate {
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}

function partsOf(match: RegExpExecArray | null, order: [number, number, number]): DateParts | null {
  if (!match) return null;
  const [y, m, d] = order;
  const parts = { year: Number(match[y]), month: Number(match[m]), day: Number(match[d]) };
  return isRealDate(parts) ? parts : null;
}

function isoParts(iso: IsoDate): DateParts {
  const parts = partsOf(ISO.exec(iso), [1, 2, 3]);
  if (!parts) throw new Error(`Invalid date "${iso}": expected a real date as YYYY-MM-DD`);
  return parts;
}

export function isIsoDate(value: string): boolean {
  return partsOf(ISO.exec(value), [1, 2, 3]) !== null;
}

/** A typed date as YYYYMMDD: a real calendar date inside DATE_WINDOW. */
export function isCompactDate(value: string): boolean {
  return tryCompactToIso(value) !== null;
}

/** `20240915` → `2024-09-15`; null when the text is not a real date in YYYYMMDD inside DATE_WINDOW. */
export function tryCompactToIso(compact: string): IsoDate | null {
  const parts = partsOf(COMPACT.exec(compact), [1, 2, 3]);
  return parts && inWindow(parts) ? toIso(parts) : null;
}

/**
 * Why a typed date (YYYYMMDD or YYYY-MM-DD) outside DATE_WINDOW is refused, in words naming the field; null for
 * a date inside it and for text that is no date at all (the field's own rule words that).
 */
export function dateWindowError(label: string, value: string): string | null {
  const parts = partsOf(COMPACT.exec(value), [1, 2, 3]) ?? partsOf(ISO.exec(value), [1, 2, 3]);
  if (!parts || inWindow(parts)) return null;
  return `${label} must be between ${isoToDisplay(DATE_WINDOW.min)} and ${isoToDisplay(DATE_WINDOW.max)}`;
}

/** `20240915` → `2024-09-15`; throws a clear error when the text is not a real date in YYYYMMDD. */
export function compactToIso(compact: string): IsoDate {
  const iso = tryCompactToIso(compact);
  if (iso === null) throw new Error(`Invalid date "${compact}": expected a real date as YYYYMMDD`);
  return iso;
}

export function isoToCompact(iso: IsoDate): CompactDate {
  const { year, month, day } = isoParts(iso);
  return `${pad(year, 4)}${pad(month, 2)}${pad(day, 2)}`;
}

/** The date as people read and type it (isoToDisplay's form), for date pickers' `format`. */
export const DISPLAY_DATE_FORMAT = 'MM/DD/YYYY';

/** `2024-09-15` → `09/15/2024`. */
export function isoToDisplay(iso: IsoDate): DisplayDate {
  const { year, month, day } = isoParts(iso);
  return `${pad(month, 2)}/${pad(day, 2)}/${pad(year, 4)}`;
}

/** `09/15/2024` → `2024-09-15`; null when the text is not a real date in MM/DD/YYYY. */
export function tryDisplayToIso(display: string): IsoDate | null {
  const parts = partsOf(DISPLAY.exec(display), [3, 1, 2]);
  return parts ? toIso(parts) : null;
}

export function displayToIso(display: string): IsoDate {
  const iso = tryDisplayToIso(display);
  if (iso === null) throw new Error(`Invalid date "${display}": expected a real date as MM/DD/YYYY`);
  return iso;
}

/** `2024-09-15` → `09/15`, as in 'Successfully moved task to {MM/DD}'. */
export function isoToMonthDay(iso: IsoDate): string {
  const { month, day } = isoParts(iso);
  return `${pad(month, 2)}/${pad(day, 2)}`;
}

/** The local calendar date of a moment (the user's "today" in the browser, UTC on the server). */
export function isoDateOf(moment: Date): IsoDate {
  return toIso({ year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() });
}

function fromUtc(moment: Date): IsoDate {
  return toIso({ year: moment.getUTCFullYear(), month: moment.getUTCMonth() + 1, day: moment.getUTCDate() });
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  const { year, month, day } = isoParts(iso);
  return fromUtc(utc(year, month - 1, day + days));
}

/** The first day of the month `months` away from the month of `iso` (negative goes back). */
export function startOfMonth(iso: IsoDate, months = 0): IsoDate {
  const { year, month } = isoParts(iso);
  return fromUtc(utc(year, month - 1 + months, 1));
}

/** The last day of the month `months` away from the month of `iso`. */
export function endOfMonth(iso: IsoDate, months = 0): IsoDate {
  const { year, month } = isoParts(iso);
  return fromUtc(utc(year, month + months, 0));
}

export function startOfYear(iso: IsoDate): IsoDate {
  return toIso({ year: isoParts(iso).year, month: 1, day: 1 });
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = isoParts(from);
  const b = isoParts(to);
  return Math.round(
    (utc(b.year, b.month - 1, b.day).getTime() - utc(a.year, a.month - 1, a.day).getTime()) / 86_400_000,
  );
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(iso: IsoDate): number {
  const { year, month, day } = isoParts(iso);
  return utc(year, month - 1, day).getUTCDay();
}

/** Local midnight of the date, for handing to date pickers and dayjs. */
export function isoToLocalDate(iso: IsoDate): Date {
  const { year, month, day } = isoParts(iso);
  return new Date(year, month - 1, day);
}

/** The months' English names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'November 2026' for '2026-11' (or any ISO date of that month). */
export function monthTitle(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}
