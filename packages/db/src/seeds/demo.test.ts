import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { configurations } from '../schema/index.ts';
import { testDatabases } from '../testing.ts';
import { DEMO_NOT_EMPTY_MESSAGE, type SeedDemoSummary, seedDemo } from './demo.ts';

describe.each(testDatabases())('seedDemo on $name', ({ open }) => {
  let db: Db;
  let close: () => Promise<void>;
  let summary: SeedDemoSummary;

  beforeAll(async () => {
    ({ db, close } = await open());
    summary = await seedDemo(db, { password: 'secret123', today: '2026-11-18' });
  });
  afterAll(() => close());

  async function account(email: string) {
    const found = await db.query.userEmails.findFirst({ where: (table, { eq }) => eq(table.address, email) });
    return db.query.users.findFirst({
      where: (table, { eq }) => eq(table.id, found!.userId),
      with: { groups: true, approvers: { orderBy: (table, { asc }) => asc(table.position) }, emails: true },
    });
  }

  it('creates the documented accounts with their groups and one shared password', async () => {
    const groupsOf = async (email: string) =>
      (await account(email))?.groups.map((group) => group.name).sort();
    expect(await groupsOf('admin@example.com')).toEqual(['admin', 'super-admin']);
    expect(await groupsOf('pm@example.com')).toEqual(['project-management']);
    expect(await groupsOf('finance@example.com')).toEqual(['finance']);
    expect(await groupsOf('hr@example.com')).toEqual(['human-resources', 'vaccine-report']);
    expect(await groupsOf('employee@example.com')).toEqual([]);
    const pm = await account('pm@example.com');
    expect(pm?.title).toBe('Project Manager');
    expect(pm?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(String(pm?.passwordHash), 'secret123')).toBe(true);
    expect(summary.users).toBeGreaterThanOrEqual(25);
  });

  it('fills the three tables of the vaccine report; employee@ has not answered yet', async () => {
    const groups = await db.execute<{ status: string | null; people: number; tested: number }>(sql`
      SELECT r.status, count(*)::int AS people,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM vaccine_test_proofs p WHERE p.user_id = u.id))::int AS tested
      FROM users u LEFT JOIN vaccine_records r ON r.user_id = u.id
      GROUP BY r.status ORDER BY r.status NULLS LAST`);
    const [no, yes, none] = groups.rows;
    expect(yes).toMatchObject({ status: 'yes', tested: 0 });
    expect(no?.status).toBe('no');
    expect(no!.tested).toBeGreaterThan(0);
    expect(no!.tested).toBeLessThan(no!.people);
    expect(none?.status).toBeNull();
    const employee = await account('employee@example.com');
    const record = await db.execute(sql`SELECT 1 FROM vaccine_records WHERE user_id = ${employee!.id}`);
    expect(record.rows).toEqual([]);
    const filters = await db.query.configurations.findFirst({
      where: (table, { eq }) => eq(table.key, 'vaccine-report-client-filters'),
    });
    expect(JSON.parse(String(filters?.value))).toEqual(['GLBX', 'FABE']);
  });

  it('gives employee@ pm@ as main approver and admin@ as backup', async () => {
    const employee = await account('employee@example.com');
    expect(employee?.employeeType).toBe('W-2');
    expect(employee?.approvers.map(({ type, value, delegated }) => ({ type, value, delegated }))).toEqual([
      { type: 'individual', value: 'pm@example.com', delegated: false },
      { type: 'individual', value: 'admin@example.com', delegated: false },
    ]);
  });

  it('loads 12 weeks ending on Sundays up to the current week, in every status', async () => {
    const weeks = await db.execute<{ end_date: string; dow: number }>(
      sql`SELECT DISTINCT end_date::text, extract(dow FROM end_date)::int AS dow FROM timesheets ORDER BY 1`,
    );
    expect(weeks.rows).toHaveLength(12);
    expect(weeks.rows.every((row) => row.dow === 0)).toBe(true);
    expect(weeks.rows.at(-1)?.end_date).toBe('2026-11-22');
    const statuses = await db.execute<{ status: string }>(sql`SELECT DISTINCT status FROM timesheets`);
    expect(statuses.rows.map((row) => row.status).sort()).toEqual([
      'Approved',
      'Cancelled',
      'Declined',
      'Not Submitted',
      'Submitted-Pending',
    ]);
    const future = await db.execute(sql`SELECT 1 FROM timesheet_entries WHERE date > '2026-11-18'`);
    expect(future.rows).toEqual([]);
  });

  it('has approved hours in the previous month for the utilization report (X-004)', async () => {
    const people = await db.execute<{ people: number }>(
      sql`SELECT count(DISTINCT user_id)::int AS people FROM approved_hours WHERE month = '2026-10-01' AND hours > 0`,
    );
    expect(people.rows[0]!.people).toBeGreaterThan(10);
  });

  it('shows every status on the latest weeks of employee@', async () => {
    const rows = await db.execute<{ end_date: string; status: string }>(sql`
      SELECT t.end_date::text, t.status FROM timesheets t JOIN user_emails e ON e.user_id = t.user_id
      WHERE e.address = 'employee@example.com' ORDER BY t.end_date DESC LIMIT 5`);
    expect(rows.rows.map((row) => row.status)).toEqual([
      'Not Submitted',
      'Submitted-Pending',
      'Declined',
      'Cancelled',
      'Approved',
    ]);
  });

  it('keeps totals, approval steps and timelines consistent with the status', async () => {
    const totals = await db.execute(sql`
      SELECT t.id FROM timesheets t LEFT JOIN timesheet_entries e ON e.timesheet_id = t.id
      GROUP BY t.id HAVING t.total_hours <> coalesce(sum(e.hours), 0)`);
    expect(totals.rows).toEqual([]);
    const steps = await db.execute<{ status: string; step: string | null; main: string | null }>(sql`
      SELECT DISTINCT t.status, a.status AS step, ap.email AS main
      FROM timesheets t
      JOIN user_emails e ON e.user_id = t.user_id
      LEFT JOIN timesheet_approvals a ON a.timesheet_id = t.id
      LEFT JOIN timesheet_approval_approvers ap ON ap.approval_id = a.id AND ap.position = 0
      WHERE e.address = 'employee@example.com'`);
    expect(steps.rows).toEqual(
      expect.arrayContaining([
        { status: 'Not Submitted', step: null, main: null },
        { status: 'Submitted-Pending', step: 'Approval Pending', main: 'pm@example.com' },
        { status: 'Approved', step: 'Approved', main: 'pm@example.com' },
        { status: 'Declined', step: 'Declined', main: 'pm@example.com' },
        { status: 'Cancelled', step: null, main: null },
      ]),
    );
    const timeline = await db.execute<{ status: string; types: string }>(sql`
      SELECT t.status, string_agg(ev.type, ',' ORDER BY ev.date, ev.type DESC) AS types
      FROM timesheets t JOIN timesheet_timeline_events ev ON ev.timesheet_id = t.id
      WHERE t.status IN ('Approved', 'Declined', 'Cancelled') GROUP BY t.id, t.status`);
    for (const row of timeline.rows) expect(row.types).toBe(`Submitted,${row.status}`);
  });

  it('marks approved entries as synced or pending sync with the accounting system, others not', async () => {
    const states = await db.execute<{ status: string; sync: string | null }>(sql`
      SELECT DISTINCT t.status, e.sync_status AS sync FROM timesheet_entries e
      JOIN timesheets t ON t.id = e.timesheet_id ORDER BY 1, 2`);
    const approved = states.rows.filter((row) => row.status === 'Approved').map((row) => row.sync);
    expect(approved).toEqual(expect.arrayContaining(['PENDING_SYNC', 'SYNCED']));
    const others = states.rows.filter((row) => row.status !== 'Approved').map((row) => row.sync);
    expect(new Set(others)).toEqual(new Set([null]));
  });

  it('gives pm@ pending approvals and her projects with her as manager and approver', async () => {
    const pending = await db.execute<{ count: number }>(sql`
      SELECT count(DISTINCT a.timesheet_id)::int AS count FROM timesheet_approvals a
      JOIN timesheet_approval_approvers ap ON ap.approval_id = a.id
      WHERE a.status = 'Approval Pending' AND lower(ap.email) = 'pm@example.com'`);
    expect(pending.rows[0]?.count).toBeGreaterThan(5);
    const managed = await db.execute<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM project_resources
      WHERE email = 'pm@example.com' AND allow_project_management AND timesheet_approver`);
    expect(managed.rows[0]?.count).toBe(5);
    const counts = await db.execute(sql`
      SELECT (SELECT count(*)::int FROM clients) AS clients,
             (SELECT count(*)::int FROM projects WHERE NOT is_template) AS projects,
             (SELECT count(*)::int FROM taxonomies) AS taxonomies,
             (SELECT count(*)::int FROM documents WHERE related_model_name = 'Project') AS documents,
             (SELECT count(*)::int FROM saved_reports) AS reports,
             (SELECT max::text FROM timesheet_thresholds) AS max_hours`);
    expect(counts.rows[0]).toEqual({
      clients: 6,
      projects: 12,
      taxonomies: 5,
      documents: 20,
      reports: 1,
      max_hours: '80.00',
    });
  });

  it('refuses to load into a database that has users', async () => {
    await expect(seedDemo(db, { password: 'x' })).rejects.toThrow(DEMO_NOT_EMPTY_MESSAGE);
  });
});

describe.each(testDatabases())('seedDemo after the API stored configuration on $name', ({ open }) => {
  it('keeps the stored values and loads the rest', async () => {
    const { db, close } = await open();
    try {
      await db
        .insert(configurations)
        .values({ key: 'company-short-name', value: 'Acme', valueType: 'String' });
      await seedDemo(db, { password: 'secret123', today: '2026-11-18' });
      const stored = await db
        .select()
        .from(configurations)
        .where(eq(configurations.key, 'company-short-name'));
      expect(stored[0]?.value).toBe('Acme');
      const rows = await db.select().from(configurations);
      expect(rows.length).toBeGreaterThan(10);
    } finally {
      await close();
    }
  });
});
