import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { testDatabases } from '../testing.ts';
import { type ScaleProgress, seedScale } from './scale.ts';

const [pglite] = testDatabases();

async function snapshot(db: Db) {
  const users = await db.execute(sql`SELECT id, first_name, last_name, supervisor_id FROM users ORDER BY id`);
  const projects = await db.execute(sql`SELECT id, name, client_id, budget FROM projects ORDER BY id`);
  const sheets = await db.execute(
    sql`SELECT id, user_id, end_date::text, status, total_hours FROM timesheets ORDER BY id`,
  );
  const entries = await db.execute(
    sql`SELECT id, timesheet_id, line_item_id, date::text, hours FROM timesheet_entries ORDER BY id`,
  );
  const indexes = await db.execute(sql`
    SELECT indexname, indexdef FROM pg_indexes
     WHERE tablename IN ('timesheet_entries', 'timesheet_line_items') ORDER BY indexname`);
  const approvals = await db.execute(sql`
    SELECT a.timesheet_id, a.status, ap.email, ap.position FROM timesheet_approvals a
    JOIN timesheet_approval_approvers ap ON ap.approval_id = a.id ORDER BY a.timesheet_id, ap.position`);
  // Statistics exist only once ANALYZE has run (no autovacuum on the benchmark machines).
  const stats = await db.execute<{ columns: number }>(sql`
    SELECT count(*)::int AS columns FROM pg_stats WHERE tablename = 'timesheet_entries'`);
  // Budget used must be recomputed for every project with approved hours, and the triggers be on again.
  const unflagged = await db.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM projects p
     WHERE p.budget_used_changes <= p.budget_used_computed
       AND EXISTS (SELECT 1 FROM approved_hours a WHERE a.project_id = p.id)`);
  const triggers = await db.execute(sql`
    SELECT tgname, tgenabled FROM pg_trigger
     WHERE tgrelid = 'approved_hours'::regclass AND NOT tgisinternal ORDER BY tgname`);
  return {
    unflaggedBudgets: unflagged.rows[0]?.count,
    approvedHoursTriggers: triggers.rows,
    analyzedColumns: stats.rows[0]?.columns ?? 0,
    users: users.rows,
    projects: projects.rows,
    sheets: sheets.rows,
    entries: entries.rows,
    approvals: approvals.rows,
    indexes: indexes.rows,
  };
}

async function seeded(seed: number, checkReferences = true) {
  const { db, close } = await pglite!.open();
  try {
    const progress: ScaleProgress[] = [];
    const summary = await seedScale(db, {
      users: 15,
      weeks: 4,
      seed,
      today: '2026-11-18',
      password: 'pw',
      onProgress: (step) => progress.push(step),
      checkReferences,
    });
    return { summary, progress, data: await snapshot(db) };
  } finally {
    await close();
  }
}

/** Seeded once per seed and mode for the tests that only read the data. */
const memo = new Map<string, ReturnType<typeof seeded>>();
function seededOnce(seed: number, checkReferences = true) {
  const key = `${seed}/${checkReferences}`;
  if (!memo.has(key)) memo.set(key, seeded(seed, checkReferences));
  return memo.get(key)!;
}

describe('seedScale', () => {
  it('generates the same company for the same seed and a different one for another seed', async () => {
    const first = await seededOnce(11);
    const second = await seeded(11);
    const other = await seeded(12);
    expect(second.data).toEqual(first.data);
    expect(other.data.users).not.toEqual(first.data.users);
    expect(first.summary).toMatchObject({ users: 15, projects: 14 });
    expect(first.data.entries.length).toBe(first.summary.entries);
    expect(first.summary.entries).toBeGreaterThan(100);
  });

  it('fills weeks as employees do: about five lines booked on most weekdays, totals matching the entries', async () => {
    const { summary, data } = await seededOnce(11);
    const perSheet = summary.entries / summary.timesheets;
    expect(perSheet).toBeGreaterThan(18);
    expect(perSheet).toBeLessThan(30);
    const byDay = new Map<string, number>();
    const bySheet = new Map<string, number>();
    for (const entry of data.entries) {
      const weekday = new Date(`${String(entry.date)}T00:00:00Z`).getUTCDay();
      const kind = weekday === 0 || weekday === 6 ? 'weekend' : 'weekday';
      byDay.set(kind, (byDay.get(kind) ?? 0) + 1);
      const sheetId = String(entry.timesheet_id);
      bySheet.set(sheetId, (bySheet.get(sheetId) ?? 0) + Number(entry.hours));
    }
    expect(byDay.get('weekday')).toBeGreaterThan(20 * (byDay.get('weekend') ?? 0));
    for (const sheet of data.sheets) {
      expect(bySheet.get(String(sheet.id)) ?? 0).toBeCloseTo(Number(sheet.total_hours), 2);
    }
  });

  it('reports progress week by week and covers the statuses of a working company', async () => {
    const { progress, data } = await seededOnce(5);
    expect(progress.filter((step) => step.phase === 'timesheets').map((step) => step.done)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(progress.at(-1)?.phase).toBe('done');
    expect(data.analyzedColumns).toBeGreaterThan(5);
    const statuses = new Set(data.sheets.map((row) => row.status));
    expect(statuses).toContain('Approved');
    expect(statuses).toContain('Submitted-Pending');
    expect(statuses).toContain('Not Submitted');
    expect(
      data.approvals
        .filter((row) => row.position === 0)
        .every((row) => /^pm\d+@|^admin@/.test(String(row.email))),
    ).toBe(true);
  });

  it('loads the same data without reference checks, with the deferred indexes built again', async () => {
    const checked = await seededOnce(5);
    const trusted = await seededOnce(5, false);
    expect(trusted.progress.some((step) => step.phase === 'indexes')).toBe(true);
    expect(trusted.data.indexes.length).toBeGreaterThan(3);
    expect(trusted.data.unflaggedBudgets).toBe(0);
    expect(trusted.data.approvedHoursTriggers).toHaveLength(3);
    expect(trusted.data.approvedHoursTriggers.every((row) => row.tgenabled === 'A')).toBe(true);
    expect(trusted.data).toEqual(checked.data);
  });
});
