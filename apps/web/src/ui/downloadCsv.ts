import { toCsv } from '@tally/domain/csv';

type Cell = string | number | boolean | null | undefined;

/** Saves rows as a CSV file in the browser (quoting per csv.ts, C-046). */
export function downloadCsv(fileName: string, rows: readonly (readonly Cell[])[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
