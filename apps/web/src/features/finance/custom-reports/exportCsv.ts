import { customReportCsvChunks, customReportFileName } from '@tally/domain/report-export';
import type { ReportField, ReportRow } from '@tally/domain/report-fields';

const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Builds the CSV 1000 rows at a time, yielding to the browser between chunks so 10k+ rows never freeze the page
 * (F-051), then downloads it as 'TimesheetSnapshot-{YYYYMMDD-HHmm}.csv'.
 */
export async function exportCustomReport(
  rows: readonly ReportRow[],
  fields: readonly ReportField[],
  now: Date,
) {
  const parts: string[] = [];
  for (const chunk of customReportCsvChunks(rows, fields)) {
    parts.push(chunk);
    await breathe();
  }
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = customReportFileName(now);
  link.click();
  URL.revokeObjectURL(url);
  return link.download;
}

/** A random uuid, also where crypto.randomUUID is missing (plain http on a host name). */
export function newReportId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
