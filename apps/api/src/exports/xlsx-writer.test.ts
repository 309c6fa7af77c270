import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from './columns.ts';
import { columnLetters, excelDate, XlsxSheetWriter } from './xlsx-writer.ts';

type Row = { n: number; text: string | null; hours: string; cost: number | null; day: string | null };

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'n', kind: 'int', value: (row) => row.n },
  { header: 'text', kind: 'text', width: 30, value: (row) => row.text },
  { header: 'hours', kind: 'hours', value: (row) => row.hours },
  { header: 'cost', kind: 'money', value: (row) => row.cost },
  { header: 'day', kind: 'date', value: (row) => row.day },
  // Past Z: the cell references go on to AA, AB…
  ...Array.from({ length: 25 }, (_, index) => ({
    header: `extra ${index}`,
    kind: 'text' as const,
    value: (row: Row) => `${index}:${row.n}`,
  })),
];

const TEXTS = [
  '=HYPERLINK("http://x","y")',
  '+1',
  '@SUM(A1)',
  '<b>Tom & Jerry</b>',
  'bell\u0007 rings',
  '-2',
];

/** The workbook the writer streams for `count` rows in chunks of `chunk`, read back by exceljs. */
async function writeAndRead(count: number, chunk: number): Promise<ExcelJS.Worksheet> {
  const output = new PassThrough();
  const parts: Buffer[] = [];
  output.on('data', (part: Buffer) => parts.push(part));
  const writer = new XlsxSheetWriter<Row>(output, COLUMNS);
  const rows: Row[] = Array.from({ length: count }, (_, index) => ({
    n: index + 1,
    text: index < TEXTS.length ? TEXTS[index]! : index % 7 === 0 ? null : `comment ${index + 1}`,
    hours: String((index % 9) + 0.5),
    cost: index % 5 === 0 ? null : (index + 1) * 12.5,
    day: index % 4 === 3 ? 'not a date' : `2026-01-${String((index % 28) + 1).padStart(2, '0')}`,
  }));
  for (let start = 0; start < rows.length; start += chunk)
    await writer.addRows(rows.slice(start, start + chunk));
  await writer.finish();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(Buffer.concat(parts)).buffer);
  return workbook.worksheets[0]!;
}

describe('the streaming XLSX writer', () => {
  it('writes numbers as numbers, dates as dates and formula-looking text as text, under a frozen bold header', async () => {
    const sheet = await writeAndRead(3000, 700);
    expect(sheet.rowCount).toBe(3001);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = sheet.getRow(1);
    expect(header.getCell(1).value).toBe('n');
    expect(header.getCell(30).value).toBe('extra 24');
    expect(header.getCell(2).font?.bold).toBe(true);
    TEXTS.forEach((text, index) => {
      const cell = sheet.getCell(index + 2, 2);
      expect(cell.type, text).toBe(ExcelJS.ValueType.String);
      expect(cell.formula, text).toBeUndefined();
      expect(cell.value, text).toBe(text.replace('\u0007', ''));
    });
    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe(2);
    expect(second.getCell(3).value).toBe(1.5);
    expect(second.getCell(4).value).toBe(25);
    expect(second.getCell(4).numFmt).toBe('0.00');
    expect(second.getCell(5).value).toEqual(new Date(Date.UTC(2026, 0, 2)));
    expect(second.getCell(5).numFmt).toBe('mm-dd-yyyy');
    expect(second.getCell(30).value).toBe('24:2');
    // Empty values are empty cells; a date column's non-date text stays text.
    expect(sheet.getCell(2, 4).value).toBeNull();
    expect(sheet.getCell(9, 2).value).toBeNull(); // row 9 holds the eighth row, whose text is null
    expect(sheet.getCell(5, 5).value).toBe('not a date');
    const last = sheet.getRow(3001);
    expect(last.getCell(1).value).toBe(3000);
    expect(last.getCell(4).value).toBe(37_500);
    expect(sheet.getColumn(2).width).toBe(30);
    expect(sheet.getColumn(4).width).toBe(12);
  });

  it('names columns and Excel day serials as Excel does', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
    expect(excelDate('1900-03-01')).toBe(61);
    expect(excelDate('2026-01-02')).toBe(46_024);
    expect(excelDate('01/02/2026')).toBeNull();
  });
});
