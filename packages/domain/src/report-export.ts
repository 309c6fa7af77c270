/**
 * The custom report's CSV (F-051): filtered rows, visible columns in display order, quoted per C-046,
 * built 1000 rows at a time so the browser can breathe between chunks on 10k+ rows.
 */
import { csvLine, exportStamp } from './csv.ts';
import { exportText, fieldLabel, type ReportField, type ReportRow } from './report-fields.ts';

export const CSV_CHUNK_ROWS = 1000;

/** 'TimesheetSnapshot-{YYYYMMDD-HHmm}.csv' (C-047). */
export function customReportFileName(now: Date, timezoneOffset?: number): string {
  return `TimesheetSnapshot-${exportStamp(now, timezoneOffset)}.csv`;
}

/** The file as pieces: the header line, then one piece per 1000 rows (each line ends with CRLF). */
export function* customReportCsvChunks(
  rows: readonly ReportRow[],
  fields: readonly ReportField[],
  chunkRows = CSV_CHUNK_ROWS,
): Generator<string> {
  yield csvLine(fields.map(fieldLabel));
  for (let start = 0; start < rows.length; start += chunkRows) {
    let piece = '';
    const end = Math.min(rows.length, start + chunkRows);
    for (let index = start; index < end; index++) {
      const row = rows[index]!;
      piece += csvLine(fields.map((field) => exportText(field, row[field])));
    }
    yield piece;
  }
}
