/** What a column holds: how a cell is written in CSV (C-038, C-046) and typed in XLSX. */
export type ExportKind = 'text' | 'number' | 'hours' | 'money' | 'date' | 'int';

/** One column of an exported file. A `date` value is an ISO `YYYY-MM-DD` string (or null). */
export interface ExportColumn<Row> {
  header: string;
  kind: ExportKind;
  /** XLSX column width in characters; a default by kind when not given. */
  width?: number;
  value(row: Row): string | number | null;
}

/** Default XLSX widths (characters) by kind. */
export const DEFAULT_WIDTHS: Readonly<Record<ExportKind, number>> = {
  text: 18,
  number: 10,
  hours: 8,
  money: 12,
  date: 12,
  int: 8,
};

/** The XLSX width of a column: its own, else the kind's default, never narrower than its header. */
export function columnWidth(column: ExportColumn<unknown>): number {
  return Math.max(column.width ?? DEFAULT_WIDTHS[column.kind], Math.min(column.header.length + 2, 40));
}
