/**
 * The rules every typed value obeys before it is stored (issue 13): text trimmed, free of control characters
 * and capped by kind; links http(s) only; amounts finite, bounded and in cents. Messages name the field in
 * words a person reads ('First name is too long (at most 100 characters)').
 */

/** Longest text per kind of field, in characters. */
export const TEXT_LIMITS = {
  name: 100,
  code: 50,
  email: 254,
  title: 200,
  fileName: 255,
  comment: 2_000,
  url: 2_048,
  description: 10_000,
  /** Settings the browser stores as JSON text (column layouts, report picks). */
  document: 100_000,
  secret: 1_024,
} as const;

export type TextKind = keyof typeof TEXT_LIMITS;

/** Kinds whose text may span lines (tab and newline allowed). */
const MULTI_LINE: ReadonlySet<TextKind> = new Set(['comment', 'description', 'document']);

/** Largest rate, cost or expense amount. */
export const MONEY_MAX = 1_000_000;
/** Largest budget or other figure of a project (the money columns hold 12 digits before the point). */
export const AMOUNT_MAX = 1_000_000_000;

const count = (value: number) => value.toLocaleString('en-US');

/** NUL and the other C0/C1 control characters; tab, line feed and carriage return are told apart below. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** 'firstName' → 'First name', 'timeSheetId' → 'Time sheet id'. */
export function labelOf(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\b(url|id|ics)\b/g, (word) => word.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Why a (trimmed) text is refused, or null. */
export function textError(label: string, value: string, kind: TextKind): string | null {
  if (CONTROL.test(value)) return `${label} contains a character that is not allowed`;
  if (!MULTI_LINE.has(kind) && kind !== 'secret' && LINE_BREAK_OR_TAB.test(value)) {
    return `${label} must be on one line`;
  }
  const max = TEXT_LIMITS[kind];
  if (value.length > max) return `${label} is too long (at most ${count(max)} characters)`;
  if (kind === 'url') return linkError(label, value);
  return null;
}

/**
 * A link is an http(s) address, a path on this site (`/blobs/...`) or a file this app stored (`storage:`).
 * Empty is left to the field's rule.
 */
export function linkError(label: string, value: string): string | null {
  if (value === '' || value.startsWith('storage:') || /^\/(?![/\\])/.test(value)) return null;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    return `${label} must be a web address starting with http:// or https://`;
  }
  return protocol === 'http:' || protocol === 'https:'
    ? null
    : `${label} must be a web address starting with http:// or https://`;
}

function hasAtMostCents(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** The spec's words for a negative amount (M-097, H-007). */
export const POSITIVE_VALUE = 'Provide a positive value';

/** A rate, cost or amount: 0 to `max`, at most two decimals. */
export function moneyError(label: string, value: number, max: number = MONEY_MAX): string | null {
  if (!Number.isFinite(value)) return `${label} must be a number`;
  if (value < 0) return POSITIVE_VALUE;
  if (value > max) return `${label} cannot be more than ${count(max)}`;
  if (!hasAtMostCents(value)) return `${label} can have at most two decimals`;
  return null;
}

/** Any other number: finite and from `min` to `max`. */
export function numberError(
  label: string,
  value: number,
  min = -AMOUNT_MAX,
  max = AMOUNT_MAX,
): string | null {
  if (!Number.isFinite(value)) return `${label} must be a number`;
  if (value < min && min === 0) return `${label} cannot be negative`;
  if (value < min || value > max) return `${label} must be between ${count(min)} and ${count(max)}`;
  return null;
}

/** A count, page size or position: a whole number from 0 to `max`. */
export function countError(label: string, value: number, max = AMOUNT_MAX): string | null {
  if (value < 0) return `${label} cannot be negative`;
  if (value > max) return `${label} cannot be more than ${count(max)}`;
  return null;
}
