import { csvLine } from '@tally/domain/csv';
import { type SnapshotRecord, snapshotCsvRow, snapshotHeader } from '@tally/domain/snapshots';

/** Saves a file the browser way: a Blob behind a temporary link. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadText(fileName: string, text: string, type: string) {
  downloadBlob(fileName, new Blob([text], { type: `${type};charset=utf-8` }));
}

/** Rows turned into CSV text per chunk, the page yielding between chunks so it stays responsive. */
export const CSV_CHUNK_ROWS = 1000;

/**
 * The snapshot CSV (F-018, C-046): header and rows in the column order, built CHUNK rows at a time into parts
 * of one Blob (no one giant string), yielding to the browser between chunks.
 */
export async function snapshotCsvBlob(rows: readonly SnapshotRecord[]): Promise<Blob> {
  const parts: string[] = [csvLine(snapshotHeader())];
  for (let from = 0; from < rows.length; from += CSV_CHUNK_ROWS) {
    let chunk = '';
    for (const row of rows.slice(from, from + CSV_CHUNK_ROWS)) chunk += csvLine(snapshotCsvRow(row));
    parts.push(chunk);
    if (from + CSV_CHUNK_ROWS < rows.length) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
