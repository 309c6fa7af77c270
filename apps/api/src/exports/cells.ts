import { csvValue } from '@tally/domain/shared/csv';
import type { ExportKind } from './columns.ts';

/**
 * A text that a spreadsheet would read as a formula (leading `=`, `+`, `-`, `@`, tab or carriage return) gets a
 * leading `'`, so that `=HYPERLINK(...)` typed in a comment arrives as text (issue #12, C-046).
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A number as a plain number (no grouping), at most two decimals: 7.5, 8, 0.25. */
function plainNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Whether the text starts with an ISO date, YYYY-MM-DD (char codes: a year's exports write millions). */
function isoDateLead(text: string): boolean {
  if (text.length < 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false;
  for (const index of DATE_DIGITS) {
    const code = text.charCodeAt(index);
    if (code < 48 || code > 57) return false;
  }
  return true;
}
const DATE_DIGITS = [0, 1, 2, 3, 5, 6, 8, 9];

/** An ISO YYYY-MM-DD as MM-DD-YYYY (C-038); anything else is written as text. */
export function exportDate(iso: string): string {
  return isoDateLead(iso)
    ? `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`
    : neutralizeFormula(iso);
}

/** A value as a number, or null when it is empty or not a number. */
export function numberOf(value: string | number | null): number | null {
  if (value === null || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A leading `=`, `+`, `-`, `@`, tab or carriage return (char codes), tested without a regular expression. */
function formulaLead(text: string): boolean {
  const code = text.charCodeAt(0);
  return code === 61 || code === 43 || code === 45 || code === 64 || code === 9 || code === 13;
}

type CellWriter = (value: string | number | null) => string;

const textCell: CellWriter = (value) => {
  if (value === null || value === '') return '';
  const text = String(value);
  return csvValue(formulaLead(text) ? `'${text}` : text);
};

/** Numbers as the kind writes them; a value that is not a number is written as (neutralised) text. */
const numberCell =
  (format: (number: number) => string): CellWriter =>
  (value) => {
    if (value === null || value === '') return '';
    const number = numberOf(value);
    return number === null ? textCell(value) : format(number);
  };

const WRITERS: Readonly<Record<ExportKind, CellWriter>> = {
  text: textCell,
  date: (value) => {
    if (value === null || value === '') return '';
    const text = String(value);
    // MM-DD-YYYY is digits and dashes: nothing to quote.
    return isoDateLead(text) ? exportDate(text) : csvValue(exportDate(text));
  },
  money: numberCell((number) => number.toFixed(2)),
  int: numberCell((number) => String(Math.round(number))),
  hours: numberCell(plainNumber),
  number: numberCell(plainNumber),
};

/** The CSV writer of a kind, chosen once per column rather than once per cell. */
export function csvCellWriter(kind: ExportKind): CellWriter {
  return WRITERS[kind];
}

/**
 * One CSV cell (C-046 quoting) of a value of the given kind: text neutralised, money with two decimals, hours
 * and numbers plain, dates MM-DD-YYYY. A value that is not a number in a numeric column is written as text.
 */
export function csvCell(value: string | number | null, kind: ExportKind): string {
  return WRITERS[kind](value);
}
