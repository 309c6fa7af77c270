import { csvValue } from '@tally/domain/csv';
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

/** An ISO YYYY-MM-DD as MM-DD-YYYY (C-038); anything else is written as text. */
export function exportDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[2]}-${match[3]}-${match[1]}` : neutralizeFormula(iso);
}

/** A value as a number, or null when it is empty or not a number. */
export function numberOf(value: string | number | null): number | null {
  if (value === null || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * One CSV cell (C-046 quoting) of a value of the given kind: text neutralised, money with two decimals, hours
 * and numbers plain, dates MM-DD-YYYY. A value that is not a number in a numeric column is written as text.
 */
export function csvCell(value: string | number | null, kind: ExportKind): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'text':
      return csvValue(neutralizeFormula(String(value)));
    case 'date':
      return csvValue(exportDate(String(value)));
    default: {
      const number = numberOf(value);
      if (number === null) return csvValue(neutralizeFormula(String(value)));
      if (kind === 'money') return number.toFixed(2);
      if (kind === 'int') return String(Math.round(number));
      return plainNumber(number);
    }
  }
}
