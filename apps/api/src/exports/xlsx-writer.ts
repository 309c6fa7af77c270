import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { numberOf } from './cells.ts';
import { columnWidth, type ExportColumn, type ExportKind } from './columns.ts';

const NUMBER_FORMATS: Partial<Record<ExportKind, string>> = {
  money: '0.00',
  date: 'mm-dd-yyyy',
  int: '0',
};

// XML 1.0 cannot hold these characters: one in a comment would make the whole workbook unreadable.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** A cell value of the kind: text as text (a formula-looking text stays text), numbers, dates as UTC dates. */
export function xlsxValue(value: string | number | null, kind: ExportKind): string | number | Date | null {
  if (value === null || value === '') return null;
  if (kind === 'text') return String(value).replace(NOT_XML, '');
  if (kind === 'date') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
    if (match) return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return String(value).replace(NOT_XML, '');
  }
  const number = numberOf(value);
  if (number === null) return String(value).replace(NOT_XML, '');
  return kind === 'int' ? Math.round(number) : number;
}

/** A streaming XLSX workbook of one sheet: a frozen, bold header row and typed, formatted columns. */
export class XlsxSheetWriter<Row> {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;

  constructor(
    output: Writable,
    private readonly columns: readonly ExportColumn<Row>[],
    sheetName = 'Export',
  ) {
    // Shared strings would keep every distinct text in memory until the end: inline strings stream.
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    this.sheet = this.workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    this.sheet.columns = columns.map((column, index) => {
      const format = NUMBER_FORMATS[column.kind];
      return {
        key: String(index),
        width: columnWidth(column as ExportColumn<unknown>),
        ...(format ? { style: { numFmt: format } } : {}),
      };
    });
    const header = this.sheet.addRow(columns.map((column) => column.header.replace(NOT_XML, '')));
    header.font = { bold: true };
    header.commit();
  }

  /** Adds and commits the rows of a chunk (they go to the zip stream, not kept). */
  addRows(rows: readonly Row[]): void {
    const columns = this.columns;
    for (const row of rows) {
      const values = columns.map((column) => xlsxValue(column.value(row), column.kind));
      this.sheet.addRow(values).commit();
    }
  }

  /** Ends the sheet and the workbook; resolves once the zip is written to the output. */
  async finish(): Promise<void> {
    this.sheet.commit();
    await this.workbook.commit();
  }
}
