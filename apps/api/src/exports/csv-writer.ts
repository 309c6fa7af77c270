import { csvValue } from '@tally/domain/csv';
import { csvCell, neutralizeFormula } from './cells.ts';
import type { ExportColumn } from './columns.ts';

/** The UTF-8 byte-order mark: Excel reads the file as UTF-8 only with it. */
export const BOM = '\uFEFF';

/** The header line (with the BOM), headers neutralised and quoted like any text cell. */
export function csvHeader(columns: readonly ExportColumn<never>[]): string {
  return `${BOM}${columns.map((column) => csvValue(neutralizeFormula(column.header))).join(',')}\r\n`;
}

/** The CSV lines (CRLF each) of a chunk of rows. */
export function csvLines<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string {
  const parts: string[] = [];
  const last = columns.length - 1;
  for (const row of rows) {
    for (let index = 0; index <= last; index++) {
      const column = columns[index]!;
      parts.push(csvCell(column.value(row), column.kind), index === last ? '\r\n' : ',');
    }
  }
  return parts.join('');
}
