import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { ignoreErrorsOfClosingConnections, testDatabases } from '../testing.ts';

// Two connections at once: PostgreSQL only (PGlite runs one statement at a time).
const postgres = testDatabases().find((database) => database.name === 'postgres');
const A = '00000000-0000-7000-8000-00000000000a';
const B = '00000000-0000-7000-8000-00000000000b';

describe.runIf(postgres)('budget_used_changed() on postgres', () => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await postgres!.open());
    ignoreErrorsOfClosingConnections(db);
    // B is stored before A, so a sequential scan meets B first while id order puts A first.
    await db.execute(sql`INSERT INTO projects (id, name) VALUES (${B}, 'B'), (${A}, 'A')`);
  });
  afterAll(() => close());

  it('locks the projects in id order, so two approvals touching the same projects cannot deadlock', async () => {
    const { connectionString } = (db as unknown as { $client: { options: pg.PoolConfig } }).$client.options;
    const first = new pg.Client({ connectionString });
    const second = new pg.Client({ connectionString });
    await Promise.all([first.connect(), second.connect()]);
    try {
      await first.query('BEGIN');
      await first.query(
        `UPDATE projects SET budget_used_changes = budget_used_changes + 1 WHERE id = '${A}'`,
      );
      await second.query('BEGIN');
      await second.query('SET LOCAL enable_indexscan = off; SET LOCAL enable_bitmapscan = off');
      // Waits for A; in scan order it would have taken B first and deadlocked with the call below.
      const waiting = second.query(`SELECT budget_used_changed(ARRAY['${B}', '${A}']::uuid[])`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.query(`SELECT budget_used_changed(ARRAY['${B}']::uuid[])`);
      await first.query('COMMIT');
      await waiting;
      await second.query('COMMIT');
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    const { rows } = await db.execute<{ id: string; changes: string }>(
      sql`SELECT id, budget_used_changes::text AS changes FROM projects ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: A, changes: '3' },
      { id: B, changes: '3' },
    ]);
  });
});
