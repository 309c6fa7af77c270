import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestBrowser } from '../../test/harness.ts';

/** A downloaded CSV: checks the BOM and CRLF, answers its records (header first) and file name. */
export async function downloadCsv(browser: TestBrowser, path: string) {
  const response = await browser.fetch(path);
  expect(response.status, await peekError(response)).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  if (text.length > 0) expect(text.endsWith('\r\n')).toBe(true);
  const records: string[][] = parse(bytes, { bom: true, relax_column_count: false });
  return { records, fileName: fileNameOf(response) };
}

/** A downloaded XLSX read back with exceljs: its first sheet and file name. */
export async function downloadXlsx(browser: TestBrowser, path: string) {
  const response = await browser.fetch(path);
  expect(response.status, await peekError(response)).toBe(200);
  expect(response.headers.get('content-type')).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  return { sheet, fileName: fileNameOf(response) };
}

/** The values of an XLSX row, from its first cell. */
export function xlsxRow(sheet: ExcelJS.Worksheet, index: number): unknown[] {
  return (sheet.getRow(index).values as unknown[]).slice(1);
}

/** A refused download: its status and JSON body. */
export async function refusal(browser: TestBrowser, path: string) {
  const response = await browser.fetch(path);
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
}

function fileNameOf(response: Response): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '';
}

async function peekError(response: Response): Promise<string> {
  return response.status === 200 ? '' : await response.clone().text();
}
