/**
 * CSV files (C-046..C-048): the one quoting rule of every export (project list, team, financials, hours)
 * and the timestamped file names.
 */

type Cell = string | number | boolean | null | undefined;

/** One CSV value (C-046): wrapped in quotes when it holds a comma, quote or line break; inner quotes doubled. */
export function csvValue(value: Cell): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: rows joined by CRLF, without a trailing break. */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(csvValue).join(',')).join('\r\n');
}

/** One CSV line with its line break, for files written row by row (streams). */
export function csvLine(row: readonly Cell[]): string {
  return `${row.map(csvValue).join(',')}\r\n`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The wall-clock parts of `now` in a time zone given as minutes BEHIND UTC (JavaScript's
 * Date.getTimezoneOffset(): 300 for New York in winter); the machine's own zone when not given.
 */
function wallClock(now: Date, timezoneOffset?: number) {
  if (timezoneOffset === undefined) {
    return {
      year: now.getFullYear(),
      month: now.getMonth() + 1,
      day: now.getDate(),
      hours: now.getHours(),
      minutes: now.getMinutes(),
    };
  }
  const shifted = new Date(now.getTime() - timezoneOffset * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

/** `{stamp}` of C-048: local YYYYMMDD-HHmm. */
export function exportStamp(now: Date, timezoneOffset?: number): string {
  const t = wallClock(now, timezoneOffset);
  return `${pad(t.year, 4)}${pad(t.month)}${pad(t.day)}-${pad(t.hours)}${pad(t.minutes)}`;
}

/** `{end}` of C-048: the range end (YYYY-MM-DD) as MM-DD-YYYY. */
export function weekEndingLabel(endIso: string): string {
  const [year, month, day] = endIso.split('-');
  return `${month}-${day}-${year}`;
}

/** '{Report}-WeekEnding({MM-DD-YYYY})-ExportedOn({YYYYMMDD-HHmm}).csv' (C-047, C-048). */
export function weekExportFileName(
  report: string,
  endIso: string,
  now: Date,
  timezoneOffset?: number,
): string {
  return `${report}-WeekEnding(${weekEndingLabel(endIso)})-ExportedOn(${exportStamp(now, timezoneOffset)}).csv`;
}

/** The report name of the project Export tab's file (M-113). */
export const PROJECT_HOURS_REPORT = 'ProjectHours';
/** The report name of the financials export (M-111). */
export const PROJECT_FINANCIALS_REPORT = 'ProjectFinancials';
