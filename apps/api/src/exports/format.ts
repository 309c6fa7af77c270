/** An export's file format. */
export type ExportFormat = 'csv' | 'xlsx';

/** The format a report path asks for (`/api/reports/x.csv`, `/api/reports/x.xlsx`), else null. */
export function exportFormatOf(url: URL | string): ExportFormat | null {
  const path = typeof url === 'string' ? new URL(url, 'http://internal').pathname : url.pathname;
  if (path.endsWith('.csv')) return 'csv';
  if (path.endsWith('.xlsx')) return 'xlsx';
  return null;
}

/** A report path's name without its extension: `/api/reports/time-off.xlsx` → `time-off`. */
export function exportNameOf(url: URL | string): string {
  const path = typeof url === 'string' ? new URL(url, 'http://internal').pathname : url.pathname;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.replace(/\.(csv|xlsx)$/, '');
}
