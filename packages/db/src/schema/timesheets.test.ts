import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { testDatabases } from '../testing.ts';
import { clients } from './clients.ts';
import { deliverables } from './deliverables.ts';
import { projects } from './projects.ts';
import { timesheetEntries, timesheetLineItems, timesheets } from './timesheets.ts';
import { users } from './users.ts';

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    return `${error instanceof Error ? error.message : String(error)} ${cause}`;
  }
  throw new Error('expected the statement to fail');
}

describe.each(testDatabases())('timesheet tables on $name', ({ name, open }) => {
  let db: Db;
  let close: () => Promise<void>;
  let entry: Omit<typeof timesheetEntries.$inferInsert, 'date' | 'hours'>;
  let timesheetId: string;

  beforeAll(async () => {
    ({ db, close } = await open());
    const [user] = await db.insert(users).values({ firstName: 'Eve', lastName: 'Doe' }).returning();
    const [client] = await db.insert(clients).values({ name: 'Acme', shortName: 'ACME' }).returning();
    const [project] = await db.insert(projects).values({ name: 'Portal', clientId: client!.id }).returning();
    const [deliverable] = await db
      .insert(deliverables)
      .values({ projectId: project!.id, name: 'Design' })
      .returning();
    const [timesheet] = await db
      .insert(timesheets)
      .values({ userId: user!.id, startDate: '2026-11-16', endDate: '2026-11-22' })
      .returning();
    timesheetId = timesheet!.id;
    const [lineItem] = await db
      .insert(timesheetLineItems)
      .values({ timesheetId, projectId: project!.id, deliverableId: deliverable!.id })
      .returning();
    entry = {
      lineItemId: lineItem!.id,
      timesheetId,
      userId: user!.id,
      projectId: project!.id,
      deliverableId: deliverable!.id,
    };
  });
  afterAll(() => close());

  it('stores hours in quarter steps and reads them back exactly', async () => {
    const [row] = await db
      .insert(timesheetEntries)
      .values({ ...entry, date: '2026-11-16', hours: '7.75' })
      .returning();
    expect(row).toMatchObject({ date: '2026-11-16', hours: '7.75' });
  });

  it('rejects hours that are not a positive multiple of 0.25', async () => {
    for (const hours of ['0', '-1', '1.10']) {
      const insert = db.insert(timesheetEntries).values({ ...entry, date: '2026-11-17', hours });
      expect(await failure(insert)).toMatch(/timesheet_entries_hours_check/);
    }
  });

  it('keeps one entry per line item and day', async () => {
    await db.insert(timesheetEntries).values({ ...entry, date: '2026-11-18', hours: '1' });
    const duplicate = db.insert(timesheetEntries).values({ ...entry, date: '2026-11-18', hours: '2' });
    expect(await failure(duplicate)).toMatch(/timesheet_entries_line_item_id_date_key/);
  });

  it('accepts only the five stored statuses and one timesheet per user and week', async () => {
    const legacy = db.execute(sql`UPDATE timesheets SET status = 'Submitted' WHERE id = ${timesheetId}`);
    expect(await failure(legacy)).toMatch(/timesheets_status_check/);
    const [sheet] = await db.select().from(timesheets);
    const again = db
      .insert(timesheets)
      .values({ userId: sheet!.userId, startDate: sheet!.startDate, endDate: sheet!.endDate });
    expect(await failure(again)).toMatch(/timesheets_user_id_end_date_key/);
  });

  it('indexes none of the columns a saved hours cell changes, so the save updates the row in place', async () => {
    const indexed = await db.execute<{ column: string }>(sql`
      SELECT DISTINCT a.attname AS column
        FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
       WHERE i.indrelid = 'timesheet_entries'::regclass
       ORDER BY 1`);
    expect(indexed.rows.map((row) => row.column)).toEqual([
      'date',
      'deliverable_id',
      'id',
      'line_item_id',
      'project_id',
      'timesheet_id',
      'user_id',
    ]);
    if (name !== 'postgres') return;
    // PostgreSQL counts the transaction's own HOT updates (heap-only: no index entry written).
    const [row] = await db
      .insert(timesheetEntries)
      .values({ ...entry, date: '2026-11-19', hours: '1' })
      .returning();
    const counts = await db.transaction(async (tx) => {
      await tx.execute(sql`
        UPDATE timesheet_entries SET hours = 2.5, start_time = 9.5, updated_at = now() WHERE id = ${row!.id}`);
      const result = await tx.execute<{ updated: string; hot: string }>(sql`
        SELECT n_tup_upd AS updated, n_tup_hot_upd AS hot FROM pg_stat_xact_user_tables
         WHERE relid = 'timesheet_entries'::regclass`);
      return result.rows[0];
    });
    expect(counts).toEqual({ updated: '1', hot: '1' });
  });

  it('deletes entries with their timesheet but refuses deleting a project with time booked', async () => {
    expect(await failure(db.delete(projects))).toMatch(/foreign key/);
    await db.delete(timesheets);
    const remaining = await db.select().from(timesheetEntries);
    expect(remaining).toEqual([]);
  });
});
