import type { Db } from '@tally/db';
import { inlineStatement, parseCopyLines, rowMaker } from '@tally/db/copy-out';
import { ignoreErrorsOfClosingConnections, testDatabases } from '@tally/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readExportRows, readInChunks } from './cursor.ts';

describe('COPY text lines', () => {
  it('splits on tabs, reads \\N as null and undoes the backslash escapes of every field', () => {
    const columns = [
      { name: 'a', parse: null },
      { name: 'b', parse: null },
      { name: 'n', parse: Number },
    ];
    const text = 'x\\ty\\\\z\\\\N\t\\N\t1.5\n\t\\\\N\t-0\nline\\nbreak\\r\\b\\f\\v\té\t2\n';
    expect(parseCopyLines(text, 3, rowMaker(columns))).toEqual([
      { a: 'x\ty\\z\\N', b: null, n: 1.5 },
      { a: '', b: '\\N', n: -0 },
      { a: 'line\nbreak\r\b\f\v', b: 'é', n: 2 },
    ]);
    expect(() => parseCopyLines('only one\n', 3, rowMaker(columns))).toThrow(/1 fields for 3 columns/);
    // Names are data, never code; a "__proto__" key would set the prototype.
    const odd = rowMaker([{ name: '"x\'}); throw 1; //', parse: null }]);
    expect(odd(['v'])).toEqual({ '"x\'}); throw 1; //': 'v' });
    expect(() => rowMaker([{ name: '__proto__', parse: null }])).toThrow(/__proto__/);
  });

  it('writes scalar parameters as literals and refuses others', () => {
    const text = inlineStatement(sql`SELECT ${"it's \\ here"}::text, ${2}::int, ${true}, ${null}::text`);
    expect(text).toBe(`SELECT  E'it''s \\\\ here'::text, 2::int, true, null::text`);
    expect(() => inlineStatement(sql`SELECT ${sql.param(['a'])}::text[]`)).toThrow(/object parameter/);
  });
});

/** Values that COPY's text format escapes or that pg parses, one row per (row number, kind). */
const HOSTILE = sql`SELECT g AS n, g::text || E'\\t<tab>\\n<nl>\\r\\\\<bs>\\\\N' AS text, ''::text AS empty,
    CASE WHEN g % 3 = 0 THEN NULL ELSE '\\N' END AS maybe, 'Zoë 🎉 "q", x' AS unicode,
    (g / 7.0)::float8 AS ratio, 1e-7::float8 AS tiny, g::bigint * 1000000007 AS big, (g % 2 = 0) AS even,
    (g / 3.0)::numeric(10, 2) AS amount, md5(g::text)::uuid AS id, DATE '2026-01-31' + g AS day,
    TIMESTAMPTZ '2026-01-31 12:00:00+00' + g * INTERVAL '1 hour' AS stamp,
    ARRAY['a', 'b c', g::text] AS plain, ARRAY['x,y', 'q"r', NULL, E'b\\\\s', '{}', 'NULL'] AS quoted,
    '{}'::text[] AS none, ARRAY[g, g + 1] AS ints, ${"it's \\ a parameter"}::text AS parameter
  FROM generate_series(1, 2500) g ORDER BY g`;

/** Statements of this database running an export's COPY now. */
async function runningCopies(db: Db): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND query LIKE '/* tally_export_copy_%'`,
  );
  return Number(rows[0]?.n ?? 0);
}

async function idleInTransaction(db: Db): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
  );
  return Number(rows[0]?.n ?? 0);
}

async function collect<T>(chunks: AsyncIterable<T[]>): Promise<{ rows: T[]; sizes: number[] }> {
  const rows: T[] = [];
  const sizes: number[] = [];
  for await (const chunk of chunks) {
    sizes.push(chunk.length);
    rows.push(...chunk);
  }
  return { rows, sizes };
}

describe.each(testDatabases())('an export read on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
  });
  afterAll(async () => close());

  it('gives the rows the cursor gives, in chunks of the asked size', async () => {
    const viaCursor = await collect(readInChunks<Record<string, unknown>>(db, HOSTILE, 1000));
    const viaExport = await collect(
      readExportRows<Record<string, unknown>>(db, HOSTILE, 1000, { chunkBytes: 1 << 30 }),
    );
    expect(viaExport.sizes).toEqual([1000, 1000, 500]);
    expect(viaExport.rows).toEqual(viaCursor.rows);
    // Same keys in the same order, same types (floats, bigint text, dates as text, arrays).
    expect(viaExport.rows.map((row) => Object.keys(row))).toEqual(
      viaCursor.rows.map((row) => Object.keys(row)),
    );
    expect(viaExport.rows[2]).toMatchObject({
      text: '3\t<tab>\n<nl>\r\\<bs>\\N',
      maybe: null,
      unicode: 'Zoë 🎉 "q", x',
      quoted: ['x,y', 'q"r', null, 'b\\s', '{}', 'NULL'],
      none: [],
      plain: ['a', 'b c', '3'],
      parameter: "it's \\ a parameter",
    });
  });

  it('keeps a COPY chunk within its bytes (a cursor reads its rows a FETCH)', async () => {
    const { rows, sizes } = await collect(
      readExportRows<{ n: number }>(db, HOSTILE, 1000, { chunkBytes: 20_000 }),
    );
    expect(rows.map((row) => row.n)).toEqual(Array.from({ length: 2500 }, (_, index) => index + 1));
    // A HOSTILE line is about 250 bytes of COPY text: some 80 rows a chunk.
    if (database.name === 'postgres') {
      expect(Math.max(...sizes)).toBeLessThanOrEqual(100);
      expect(sizes.length).toBeGreaterThanOrEqual(25);
    } else expect(sizes).toEqual([1000, 1000, 500]);
  });

  it('throws the statement’s error and leaves the database usable', async () => {
    const failing = sql`SELECT 1 / (g - 1500) AS n FROM generate_series(1, 3000) g`;
    const error = await collect(readExportRows(db, failing, 100)).catch((caught: Error) => caught);
    // drizzle wraps the cursor's error (its cause); COPY's is PostgreSQL's own.
    expect(`${error}: ${(error as Error).cause}`).toMatch(/division by zero/);
    expect(await idleInTransaction(db)).toBe(0);
    const { rows } = await db.execute<{ one: number }>(sql`SELECT 1 AS one`);
    expect(rows[0]?.one).toBe(1);
  });

  it('stops reading when the reader breaks off, ending the statement', async () => {
    const many = sql`SELECT g AS n, repeat('x', 200) AS pad FROM generate_series(1, 200000) g`;
    let chunks = 0;
    let read = 0;
    for await (const chunk of readExportRows<{ n: number }>(db, many, 1000)) {
      expect(chunk[0]?.n).toBe(read + 1);
      read += chunk.length;
      if (++chunks === 2) break;
    }
    expect(await runningCopies(db)).toBe(0);
    expect(await idleInTransaction(db)).toBe(0);
  });

  // PGlite runs in this process one statement at a time: nothing can interrupt a statement there.
  it.runIf(database.name === 'postgres')(
    'cancels a COPY that has not sent its first row once the signal aborts',
    async () => {
      const endless = sql`SELECT g AS n FROM generate_series(1, 2) g, LATERAL (SELECT pg_sleep(600)) s`;
      const controller = new AbortController();
      const reading = collect(readExportRows(db, endless, 1000, { signal: controller.signal }));
      await vi.waitFor(async () => expect(await runningCopies(db)).toBe(1), { timeout: 10_000 });
      controller.abort();
      // Without the cancel the statement would sleep for ten minutes.
      expect((await reading).rows).toEqual([]);
      await vi.waitFor(async () => expect(await runningCopies(db)).toBe(0), { timeout: 10_000 });
      expect(await idleInTransaction(db)).toBe(0);
    },
    30_000,
  );
});
