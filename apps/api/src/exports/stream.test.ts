import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@tally/db';
import { ignoreErrorsOfClosingConnections, testDatabases } from '@tally/db/testing';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpRequest } from '../http/request.ts';
import type { ExportColumn } from './columns.ts';
import { readInChunks } from './cursor.ts';
import { exportFormatOf } from './format.ts';
import { streamExport } from './stream.ts';

type Row = { id: number; comment: string; hours: string; cost: string; day: string | null };

const HOSTILE = ['=HYPERLINK("http://x","y")', '=1+1', '+1', '-x', '@SUM(A1)', '\tled', 'plain, "quoted"'];

const COLUMNS: readonly ExportColumn<Row>[] = [
  { header: 'id', kind: 'int', value: (row) => row.id },
  { header: 'comment', kind: 'text', width: 30, value: (row) => row.comment },
  { header: 'hours', kind: 'hours', value: (row) => row.hours },
  { header: 'totalCost', kind: 'money', value: (row) => row.cost },
  { header: 'taskdate', kind: 'date', value: (row) => row.day },
];

/** The rows: hostile comments first, then plain ones up to `count`, with dates, hours and money. */
const rowsQuery = (count: number) => sql`
  SELECT g AS id,
         COALESCE((${sql.param(HOSTILE)}::text[])[g], 'comment ' || g) AS comment,
         (g % 9 + 0.5)::numeric(6,2)::text AS hours,
         (g * 12.5)::numeric(12,2)::text AS cost,
         CASE WHEN g % 5 = 0 THEN NULL ELSE to_char(DATE '2026-01-01' + g, 'YYYY-MM-DD') END AS day
    FROM generate_series(1, ${count}) g`;

interface Served {
  url: string;
  close(): Promise<void>;
}

/** A bare HTTP server whose one route streams `rows()` in the format its path asks for. */
async function serve(rows: () => AsyncIterable<readonly Row[]>): Promise<Served> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://internal');
    const http = { req, res, url } as unknown as HttpRequest;
    void streamExport(http, {
      fileName: 'Export-Test',
      format: exportFormatOf(url) ?? 'csv',
      columns: COLUMNS,
      rows: rows(),
    }).catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(testDatabases())('exports on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
  });
  afterAll(async () => close());

  it('reads a query in chunks through a cursor and leaves no transaction open', async () => {
    const sizes: number[] = [];
    let total = 0;
    for await (const chunk of readInChunks<{ id: number }>(db, rowsQuery(25), 10)) {
      sizes.push(chunk.length);
      total += chunk.reduce((sum, row) => sum + Number(row.id), 0);
    }
    expect(sizes).toEqual([10, 10, 5]);
    expect(total).toBe((25 * 26) / 2);
    // An exact multiple ends too; the database answers other statements afterwards.
    const exact: number[] = [];
    for await (const chunk of readInChunks(db, rowsQuery(20), 10)) exact.push(chunk.length);
    expect(exact).toEqual([10, 10]);
    const { rows } = await db.execute<{ one: number }>(sql`SELECT 1 AS one`);
    expect(rows[0]?.one).toBe(1);
  });

  it('closes the cursor and ends its transaction when the reader stops early', async () => {
    let seen = 0;
    for await (const chunk of readInChunks(db, rowsQuery(1000), 10)) {
      seen += chunk.length;
      if (seen >= 20) break;
    }
    expect(seen).toBe(20);
    // On PGlite an open transaction would hold the one connection and this would never answer.
    const { rows } = await db.execute<{ open: number }>(
      sql`SELECT count(*)::int AS open FROM pg_stat_activity
           WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    );
    expect(rows[0]?.open ?? 0).toBe(0);
  });

  it('passes a failure of the query to the reader and leaves the database usable', async () => {
    const failing = readInChunks(db, sql`SELECT 1 / (g - 3) FROM generate_series(1, 5) g`, 1);
    const error = await (async () => {
      for await (const _ of failing);
    })().catch((caught: Error) => caught);
    expect(String((error as Error & { cause?: unknown })?.cause ?? error)).toMatch(/division by zero/);
    const { rows } = await db.execute<{ one: number }>(sql`SELECT 1 AS one`);
    expect(rows[0]?.one).toBe(1);
  });

  it('streams a CSV with a BOM and CRLF, hostile cells inert, money with two decimals, dates MM-DD-YYYY', async () => {
    const served = await serve(() => readInChunks<Row>(db, rowsQuery(12), 5));
    try {
      const response = await fetch(`${served.url}/api/reports/test.csv`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toContain('filename="Export-Test.csv"');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString('utf8');
      expect(text.split('\r\n')).toHaveLength(14); // header, 12 rows, the empty text after the last CRLF
      const records: string[][] = parse(text, { bom: true });
      expect(records[0]).toEqual(['id', 'comment', 'hours', 'totalCost', 'taskdate']);
      expect(records.slice(1, 8).map((record) => record[1])).toEqual(
        HOSTILE.map((h, i) => (i < 6 ? `'${h}` : h)),
      );
      expect(records[1]).toEqual(['1', `'=HYPERLINK("http://x","y")`, '1.5', '12.50', '01-02-2026']);
      expect(records[5]![4]).toBe(''); // a null date
      expect(records[12]).toEqual(['12', 'comment 12', '3.5', '150.00', '01-13-2026']);
    } finally {
      await served.close();
    }
  });

  it('streams an XLSX with typed cells: text stays text, numbers numbers, dates dates, header frozen', async () => {
    const served = await serve(() => readInChunks<Row>(db, rowsQuery(12), 5));
    try {
      const response = await fetch(`${served.url}/api/reports/test.xlsx`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain('filename="Export-Test.xlsx"');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBe(13);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getRow(1).values).toEqual([undefined, 'id', 'comment', 'hours', 'totalCost', 'taskdate']);
      HOSTILE.forEach((hostile, index) => {
        const cell = sheet.getCell(index + 2, 2);
        expect(cell.type, hostile).toBe(ExcelJS.ValueType.String);
        expect(cell.formula).toBeUndefined();
        expect(cell.value).toBe(hostile);
      });
      const first = sheet.getRow(2);
      expect(first.getCell(1).value).toBe(1);
      expect(first.getCell(3).value).toBe(1.5);
      expect(first.getCell(4).value).toBe(12.5);
      expect(first.getCell(4).numFmt).toBe('0.00');
      expect(first.getCell(5).value).toEqual(new Date(Date.UTC(2026, 0, 2)));
      expect(first.getCell(5).numFmt).toBe('mm-dd-yyyy');
      expect(sheet.getCell(6, 5).value).toBeNull();
      expect(sheet.getColumn(2).width).toBe(30);
    } finally {
      await served.close();
    }
  });

  it('stops reading (and closes the cursor) when the client goes away mid-download', async () => {
    let chunksRead = 0;
    let stopped!: () => void;
    const cursorClosed = new Promise<void>((resolve) => {
      stopped = resolve;
    });
    async function* counted(): AsyncGenerator<Row[]> {
      try {
        for await (const chunk of readInChunks<Row>(db, rowsQuery(1_000_000), 2000)) {
          chunksRead++;
          yield chunk;
        }
      } finally {
        stopped();
      }
    }
    const served = await serve(counted);
    try {
      const controller = new AbortController();
      const response = await fetch(`${served.url}/api/reports/test.csv`, { signal: controller.signal });
      const reader = response.body!.getReader();
      await reader.read();
      controller.abort();
      await cursorClosed;
      expect(chunksRead).toBeLessThan(100); // of the 500 a whole download reads
      const { rows } = await db.execute<{ one: number }>(sql`SELECT 1 AS one`);
      expect(rows[0]?.one).toBe(1);
    } finally {
      await served.close();
    }
  });

  it('cuts the response when the rows fail after the headers were sent', async () => {
    async function* failing(): AsyncGenerator<Row[]> {
      yield [{ id: 1, comment: 'a', hours: '1', cost: '1', day: null }];
      throw new Error('the database went away');
    }
    const served = await serve(failing);
    const errors = console.error;
    console.error = () => {};
    try {
      // Whether the cut reaches the client before or after the headers, the download fails.
      const download = async () => (await fetch(`${served.url}/api/reports/test.csv`)).text();
      await expect(download()).rejects.toThrow();
    } finally {
      console.error = errors;
      await served.close();
    }
  });
});

describe('an export whose rows are there at once (COPY)', () => {
  it('lets the event loop run other work between its chunks', async () => {
    const order: string[] = [];
    async function* rows(): AsyncGenerator<Row[]> {
      setImmediate(() => order.push('other request'));
      for (let id = 1; id <= 4; id++) {
        // A chunk's rows ready without waiting, costing 6 ms to make: no I/O between chunks.
        const until = performance.now() + 6;
        while (performance.now() < until);
        order.push(`chunk ${id}`);
        yield [{ id, comment: 'c', hours: '1', cost: '1', day: null }];
      }
    }
    const served = await serve(rows);
    try {
      const response = await fetch(`${served.url}/x.csv`);
      expect(parse(await response.text(), { bom: true })).toHaveLength(5);
      // Without a turn given back, the other request would wait for the whole file.
      expect(order.indexOf('other request')).toBeLessThan(order.indexOf('chunk 3'));
    } finally {
      await served.close();
    }
  });
});
