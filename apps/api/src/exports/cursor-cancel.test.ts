import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@tally/db';
import { ignoreErrorsOfClosingConnections, testDatabases } from '@tally/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from '../http/request.ts';
import type { ExportColumn } from './columns.ts';
import { readInChunks } from './cursor.ts';
import { clientGone, streamExport } from './stream.ts';

type Row = { id: number };
const COLUMNS: readonly ExportColumn<Row>[] = [{ header: 'id', kind: 'int', value: (row) => row.id }];

/** A statement whose first FETCH runs for ten minutes: only a cancel ends it within a test's time. */
const ENDLESS = sql`SELECT g AS id FROM generate_series(1, 2) g, LATERAL (SELECT pg_sleep(600)) s`;

/** How many statements of this database run a FETCH of an export cursor right now. */
async function runningFetches(db: Db): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND query LIKE 'FETCH % FROM tally_export_%'`,
  );
  return Number(rows[0]?.n ?? 0);
}

describe.each(testDatabases())('a reader that goes away on $name', (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await database.open());
    ignoreErrorsOfClosingConnections(db);
  });
  afterAll(async () => close());

  it('ends quietly between chunks once its signal aborts, closing the cursor', async () => {
    const controller = new AbortController();
    const chunks: number[] = [];
    const query = sql`SELECT g AS id FROM generate_series(1, 100) g`;
    for await (const chunk of readInChunks<Row>(db, query, 10, { signal: controller.signal })) {
      chunks.push(chunk.length);
      controller.abort();
    }
    expect(chunks).toEqual([10]);
    const { rows } = await db.execute<{ open: number }>(
      sql`SELECT count(*)::int AS open FROM pg_stat_activity
           WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    );
    expect(rows[0]?.open ?? 0).toBe(0);
  });

  // PGlite runs in this process one statement at a time: nothing can interrupt a statement there.
  it.runIf(database.name === 'postgres')(
    'cancels the running FETCH in PostgreSQL when the download is abandoned before its first row',
    async () => {
      const server: Server = createServer((req, res) => {
        const http = { req, res, url: new URL(req.url ?? '/', 'http://internal') } as unknown as HttpRequest;
        const rows = readInChunks<Row>(db, ENDLESS, 1000, { signal: clientGone(res) });
        void streamExport(http, { fileName: 'Endless', format: 'csv', columns: COLUMNS, rows });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        const controller = new AbortController();
        const download = fetch(`http://127.0.0.1:${port}/endless.csv`, { signal: controller.signal });
        download.catch(() => {});
        await vi.waitFor(async () => expect(await runningFetches(db)).toBe(1), { timeout: 10_000 });
        controller.abort();
        // Without the cancel the statement would sleep for ten minutes.
        await vi.waitFor(async () => expect(await runningFetches(db)).toBe(0), { timeout: 10_000 });
        const { rows } = await db.execute<{ one: number }>(sql`SELECT 1 AS one`);
        expect(rows[0]?.one).toBe(1);
      } finally {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
    30_000,
  );
});
