/**
 * CSV files (C-046..C-048): one quoting rule for every export and the timestamped file names.
 * The quoting rule itself was written with the project list export; this is its shared home.
 */
import { csvValue, toCsv } from './project-list.ts';

export { csvValue, toCsv };

type Cell = string | number | boolean | null | undefined;

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
