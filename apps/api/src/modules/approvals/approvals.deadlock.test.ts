import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApproval,
  createDeliverable,
  createProject,
  createResource,
  createRole,
  createSheet,
  createUser,
} from '../../../test/factories/index.ts';
import { startTestApp, type TestApp, type TestBrowser } from '../../../test/harness.ts';
import { call, ignoreErrorsOfClosingConnections, signInAll } from '../timesheets/timesheets.fixtures.ts';
import { APPROVE, type ApprovalSheet } from './approvals.fixtures.ts';

// Two approvers at once: PostgreSQL only (PGlite runs one statement at a time).
const postgres = testDatabases().find((database) => database.name === 'postgres');
// A sorts before B, so the id order of migration 0024 locks A first.
const A = '00000000-0000-7000-8000-00000000000a';
const B = '00000000-0000-7000-8000-00000000000b';
const BUDGET_QUERY = `query($id: ID!) { projectManagement { project(projectId: $id) { budgetUsed } } }`;

/**
 * Regression test of migration 0024 (approvals lock their projects up front). Before it, an approval's
 * INSERT ... ON CONFLICT DO UPDATE into approved_hours fired the UPDATE and then the INSERT statement
 * trigger of approved_hours, each locking its own projects: an approval that updated B's row and inserted
 * A's locked B then A, one that updated A's and inserted B's locked A then B, and the two deadlocked.
 * With 0005's approved_hours functions restored in the test database, one of the approvals below answers
 * 'Unexpected error.' (deadlock detected while locking a projects row) after deadlock_timeout (1 s).
 */
describe.runIf(postgres)('approvals: two approvers at once on postgres', () => {
  let app: TestApp;
  let db: Db;
  let close: () => Promise<void>;
  let as: Record<'first' | 'second' | 'admin', TestBrowser>;
  const sheets: { first: string; second: string } = { first: '', second: '' };

  beforeAll(async () => {
    ({ db, close } = await postgres!.open());
    ignoreErrorsOfClosingConnections(db);
    app = await startTestApp(db);
    await createUser(db, { email: 'first@example.com', firstName: 'First' });
    await createUser(db, { email: 'second@example.com', firstName: 'Second' });
    await createUser(db, { email: 'admin@example.com', firstName: 'Ada', groups: ['admin'] });
    const ann = await createUser(db, { email: 'ann@example.com', firstName: 'Ann' });
    const bob = await createUser(db, { email: 'bob@example.com', firstName: 'Bob' });
    const work: Record<string, string> = {};
    for (const [id, name] of [
      [A, 'Alpha'],
      [B, 'Beta'],
    ] as const) {
      await createProject(db, { id, name, budget: '10000' });
      await createRole(db, { projectId: id, name: 'Consultant', rate: '100' });
      for (const email of ['ann@example.com', 'bob@example.com'])
        await createResource(db, { projectId: id, email, role: 'Consultant' });
      work[id] = await createDeliverable(db, { projectId: id, name: 'Work' });
    }
    const line = (projectId: string, hours: string) => ({
      projectId,
      deliverableId: work[projectId]!,
      days: [{ day: 0, hours }],
    });
    // Approved hours of March already stored: Ann's on B only, Bob's on A only. Approving March's next sheets
    // then updates Ann's B row and inserts her A row, and updates Bob's A row and inserts his B row.
    await createSheet(db, {
      userId: ann,
      startDate: '2026-03-02',
      status: 'Approved',
      lines: [line(B, '1')],
    });
    await createSheet(db, {
      userId: bob,
      startDate: '2026-03-02',
      status: 'Approved',
      lines: [line(A, '2')],
    });
    for (const [name, userId, approver] of [
      ['first', ann, 'first@example.com'],
      ['second', bob, 'second@example.com'],
    ] as const) {
      const { id } = await createSheet(db, {
        userId,
        startDate: '2026-03-09',
        status: 'Submitted-Pending',
        lines: [line(A, '3'), line(B, '4')],
      });
      await createApproval(db, { timesheetId: id, approvers: [approver] });
      sheets[name] = id;
    }
    as = await signInAll(app, ['first', 'second', 'admin']);
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  it('serialises two approvals of sheets sharing projects: both Approved, budget used right', async () => {
    const { connectionString } = (db as unknown as { $client: { options: pg.PoolConfig } }).$client.options;
    const holder = new pg.Client({ connectionString });
    await holder.connect();
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await holder.query('COMMIT');
    };
    try {
      // A third transaction holds B, the lock both approvals need, until both wait.
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM projects WHERE id = $1 FOR NO KEY UPDATE', [B]);
      // The first approval waits for B (before 0024: holding nothing; since: holding A).
      const first = call<ApprovalSheet>(as.first, APPROVE, { id: sheets.first });
      await untilWaitingForLocks(db, 1);
      // The second waits too (before 0024: holding A, queued behind the first for B; since: for A).
      const second = call<ApprovalSheet>(as.second, APPROVE, { id: sheets.second });
      await untilWaitingForLocks(db, 2);
      // B is free: the first takes it. Before 0024 it then wanted A, held by the second: deadlock detected.
      await release();
      const answers = await Promise.all([first, second]);
      expect(answers.map((answer) => answer.error?.message)).toEqual([undefined, undefined]);
      expect(answers.map((answer) => answer.data?.status)).toEqual(['Approved', 'Approved']);
    } finally {
      await release().catch(() => {});
      await holder.end();
    }

    const stored = await db
      .select({ status: schema.timesheets.status })
      .from(schema.timesheets)
      .where(inArray(schema.timesheets.id, [sheets.first, sheets.second]));
    expect(stored.map((row) => row.status)).toEqual(['Approved', 'Approved']);
    // March's approved hours: A 2 (Bob before) + 3 + 3 = 8 h, B 1 (Ann before) + 4 + 4 = 9 h.
    const { rows } = await db.execute<{ project: string; hours: string }>(sql`
      select project_id as project, sum(hours)::text as hours from approved_hours
      group by project_id order by project_id`);
    expect(rows.map((row) => [row.project, Number(row.hours)])).toEqual([
      [A, 8],
      [B, 9],
    ]);
    // At 100 an hour of a 10,000 budget: 8 % and 9 % used, on the screens without a recalculation.
    for (const [id, used] of [
      [A, 0.08],
      [B, 0.09],
    ] as const) {
      const { data, error } = await call<{ project: { budgetUsed: number } }>(as.admin, BUDGET_QUERY, { id });
      expect(error).toBeUndefined();
      expect(data?.project.budgetUsed).toBe(used);
    }
  }, 15_000);
});

/** Resolves once `count` statements of this database wait for a lock; fails after 5 s. */
async function untilWaitingForLocks(db: Db, count: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const { rows } = await db.execute<{ waiting: number }>(sql`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`);
    if (Number(rows[0]?.waiting) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`fewer than ${count} statements waited for a lock`);
}
