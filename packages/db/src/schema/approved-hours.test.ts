import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { testDatabases } from '../testing.ts';
import { approvedHours } from './approved-hours.ts';
import { clients } from './clients.ts';
import { deliverables } from './deliverables.ts';
import { projects } from './projects.ts';
import { timesheetEntries, timesheetLineItems, timesheets } from './timesheets.ts';
import { users } from './users.ts';

type Totals = Record<string, string>;

/** approved_hours as `deliverable user month → hours` (rows at 0 left out, as readers do). */
async function stored(db: Db, names: Map<string, string>): Promise<Totals> {
  const rows = await db.execute<{ d: string; u: string; month: string; hours: string }>(sql`
    SELECT deliverable_id AS d, user_id AS u, month::text AS month, hours::text AS hours
      FROM approved_hours WHERE hours <> 0`);
  return Object.fromEntries(
    rows.rows.map((r) => [`${names.get(r.d)} ${names.get(r.u)} ${r.month}`, String(Number(r.hours))]),
  );
}

/** The same figures summed from the entries of Approved sheets, as the queries did before the table. */
async function recomputed(db: Db, names: Map<string, string>): Promise<Totals> {
  const rows = await db.execute<{ d: string; u: string; month: string; hours: string }>(sql`
    SELECT e.deliverable_id AS d, e.user_id AS u, date_trunc('month', e.date)::date::text AS month,
           sum(e.hours)::text AS hours
      FROM timesheet_entries e JOIN timesheets ts ON ts.id = e.timesheet_id AND ts.status = 'Approved'
     GROUP BY 1, 2, 3`);
  return Object.fromEntries(
    rows.rows.map((r) => [`${names.get(r.d)} ${names.get(r.u)} ${r.month}`, String(Number(r.hours))]),
  );
}

describe.each(testDatabases())('approved_hours kept by triggers on $name', ({ open }) => {
  let db: Db;
  let close: () => Promise<void>;
  const names = new Map<string, string>();
  const ids = {} as Record<'eve' | 'bob' | 'portal' | 'design' | 'build', string>;

  /** Asserts the stored totals, and that they equal the totals summed from the entries. */
  async function expectTotals(expected: Totals) {
    const totals = await stored(db, names);
    expect(totals).toEqual(expected);
    expect(totals).toEqual(await recomputed(db, names));
  }

  async function sheet(user: 'eve' | 'bob', monday: string, status = 'Not Submitted') {
    const sunday = new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    const [row] = await db
      .insert(timesheets)
      .values({ userId: ids[user], startDate: monday, endDate: sunday, status: status as 'Approved' })
      .returning();
    return row!.id;
  }

  async function line(timesheetId: string, deliverable: 'design' | 'build') {
    const [row] = await db
      .insert(timesheetLineItems)
      .values({ timesheetId, projectId: ids.portal, deliverableId: ids[deliverable] })
      .returning();
    return row!.id;
  }

  async function book(lineId: string, days: Record<string, string>) {
    const [lineRow] = await db
      .execute<{ timesheet_id: string; deliverable_id: string; user_id: string }>(
        sql`SELECT li.timesheet_id, li.deliverable_id, ts.user_id FROM timesheet_line_items li
            JOIN timesheets ts ON ts.id = li.timesheet_id WHERE li.id = ${lineId}`,
      )
      .then((r) => r.rows);
    await db.insert(timesheetEntries).values(
      Object.entries(days).map(([date, hours]) => ({
        lineItemId: lineId,
        timesheetId: lineRow!.timesheet_id,
        userId: lineRow!.user_id,
        projectId: ids.portal,
        deliverableId: lineRow!.deliverable_id,
        date,
        hours,
      })),
    );
  }

  const setStatus = (timesheetId: string, status: string) =>
    db.execute(sql`UPDATE timesheets SET status = ${status} WHERE id = ${timesheetId}`);

  beforeAll(async () => {
    ({ db, close } = await open());
    const [eve] = await db.insert(users).values({ firstName: 'Eve', lastName: 'Doe' }).returning();
    const [bob] = await db.insert(users).values({ firstName: 'Bob', lastName: 'Roe' }).returning();
    const [client] = await db.insert(clients).values({ name: 'Acme', shortName: 'ACME' }).returning();
    const [portal] = await db.insert(projects).values({ name: 'Portal', clientId: client!.id }).returning();
    const [design, build] = await db
      .insert(deliverables)
      .values([
        { projectId: portal!.id, name: 'Design' },
        { projectId: portal!.id, name: 'Build' },
      ])
      .returning();
    Object.assign(ids, {
      eve: eve!.id,
      bob: bob!.id,
      portal: portal!.id,
      design: design!.id,
      build: build!.id,
    });
    for (const [name, id] of [
      ['eve', eve!.id],
      ['bob', bob!.id],
      ['design', design!.id],
      ['build', build!.id],
    ] as const) {
      names.set(id, name);
    }
  });
  afterAll(() => close());
  beforeEach(async () => {
    await db.delete(timesheets);
  });

  it('counts the entries of approved sheets only, as they are written', async () => {
    const approved = await sheet('eve', '2026-03-30', 'Approved');
    const pending = await sheet('bob', '2026-03-30', 'Submitted-Pending');
    // A week across two months: each month keeps its own total.
    await book(await line(approved, 'design'), { '2026-03-30': '8', '2026-03-31': '2.5', '2026-04-01': '4' });
    await book(await line(pending, 'design'), { '2026-03-30': '6' });
    await expectTotals({ 'design eve 2026-03-01': '10.5', 'design eve 2026-04-01': '4' });
  });

  it('follows edits of hours, date and deliverable, and entry deletion', async () => {
    const approved = await sheet('eve', '2026-03-30', 'Approved');
    const designLine = await line(approved, 'design');
    await book(designLine, { '2026-03-30': '8', '2026-03-31': '2.5' });
    await db.execute(sql`UPDATE timesheet_entries SET hours = 1.25 WHERE date = '2026-03-31'`);
    await expectTotals({ 'design eve 2026-03-01': '9.25' });
    await db.execute(sql`UPDATE timesheet_entries SET date = '2026-04-02' WHERE date = '2026-03-31'`);
    await expectTotals({ 'design eve 2026-03-01': '8', 'design eve 2026-04-01': '1.25' });
    // Deliverable reassignment (the line and its entries move together).
    await db.execute(
      sql`UPDATE timesheet_line_items SET deliverable_id = ${ids.build} WHERE id = ${designLine}`,
    );
    await db.execute(
      sql`UPDATE timesheet_entries SET deliverable_id = ${ids.build} WHERE line_item_id = ${designLine}`,
    );
    await expectTotals({ 'build eve 2026-03-01': '8', 'build eve 2026-04-01': '1.25' });
    // An update that changes no counted field leaves the totals as they are.
    await db.execute(sql`UPDATE timesheet_entries SET comment = 'checked'`);
    await expectTotals({ 'build eve 2026-03-01': '8', 'build eve 2026-04-01': '1.25' });
    await db.execute(sql`DELETE FROM timesheet_entries WHERE date = '2026-03-30'`);
    await expectTotals({ 'build eve 2026-04-01': '1.25' });
  });

  it('follows the sheet status: approve, decline, recall, cancel, approve again', async () => {
    const eveSheet = await sheet('eve', '2026-01-05', 'Submitted-Pending');
    const bobSheet = await sheet('bob', '2026-01-05', 'Submitted-Pending');
    await book(await line(eveSheet, 'design'), { '2026-01-05': '8', '2026-01-06': '7' });
    await book(await line(bobSheet, 'build'), { '2026-01-07': '3' });
    await expectTotals({});
    await setStatus(eveSheet, 'Approved');
    await expectTotals({ 'design eve 2026-01-01': '15' });
    // Both sheets in one statement: one approved, one declined after approval.
    await db.execute(
      sql`UPDATE timesheets SET status = CASE WHEN id = ${eveSheet} THEN 'Declined' ELSE 'Approved' END`,
    );
    await expectTotals({ 'build bob 2026-01-01': '3' });
    await setStatus(bobSheet, 'Not Submitted'); // recalled
    await expectTotals({});
    await setStatus(eveSheet, 'Approved');
    await setStatus(eveSheet, 'Cancelled');
    await expectTotals({});
    await setStatus(eveSheet, 'Approved');
    // A change of another field of an approved sheet moves nothing.
    await db.execute(sql`UPDATE timesheets SET total_hours = 15, is_locked = true WHERE id = ${eveSheet}`);
    await expectTotals({ 'design eve 2026-01-01': '15' });
  });

  it('follows the deletion of a line, of a sheet and of a person', async () => {
    const eveSheet = await sheet('eve', '2026-01-05', 'Approved');
    const eveLater = await sheet('eve', '2026-01-12', 'Approved');
    const bobSheet = await sheet('bob', '2026-01-05', 'Approved');
    const designLine = await line(eveSheet, 'design');
    await book(designLine, { '2026-01-05': '8' });
    await book(await line(eveSheet, 'build'), { '2026-01-06': '2' });
    await book(await line(eveLater, 'build'), { '2026-01-13': '5' });
    await book(await line(bobSheet, 'build'), { '2026-01-07': '3' });
    await expectTotals({
      'design eve 2026-01-01': '8',
      'build eve 2026-01-01': '7',
      'build bob 2026-01-01': '3',
    });
    await db.execute(sql`DELETE FROM timesheet_line_items WHERE id = ${designLine}`);
    await expectTotals({ 'build eve 2026-01-01': '7', 'build bob 2026-01-01': '3' });
    await db.execute(sql`DELETE FROM timesheets WHERE id = ${eveSheet}`);
    await expectTotals({ 'build eve 2026-01-01': '5', 'build bob 2026-01-01': '3' });
    const [temp] = await db.insert(users).values({ firstName: 'Tim', lastName: 'Poe' }).returning();
    names.set(temp!.id, 'tim');
    ids.bob = temp!.id; // the sheet helpers book for "bob" from here on: the temporary person
    const timSheet = await sheet('bob', '2026-01-05', 'Approved');
    await book(await line(timSheet, 'design'), { '2026-01-08': '4' });
    await expectTotals({
      'build eve 2026-01-01': '5',
      'build bob 2026-01-01': '3',
      'design tim 2026-01-01': '4',
    });
    await db.execute(sql`DELETE FROM users WHERE id = ${temp!.id}`);
    await expectTotals({ 'build eve 2026-01-01': '5', 'build bob 2026-01-01': '3' });
  });

  it('follows a bulk load that skips reference checks (session_replication_role = replica)', async () => {
    const approved = await sheet('eve', '2026-01-05', 'Approved');
    const lineId = await line(approved, 'design');
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.insert(timesheetEntries).values({
        lineItemId: lineId,
        timesheetId: approved,
        userId: ids.eve,
        projectId: ids.portal,
        deliverableId: ids.design,
        date: '2026-01-05',
        hours: '7.5',
      });
      await tx.execute(sql`UPDATE timesheets SET status = 'Declined' WHERE id = ${approved}`);
      await tx.execute(sql`UPDATE timesheets SET status = 'Approved' WHERE id = ${approved}`);
    });
    await expectTotals({ 'design eve 2026-01-01': '7.5' });
  });

  it('is emptied with the entries (truncate)', async () => {
    await book(await line(await sheet('eve', '2026-01-05', 'Approved'), 'design'), { '2026-01-05': '8' });
    await db.execute(sql`TRUNCATE timesheet_entries`);
    expect(await db.select().from(approvedHours)).toEqual([]);
  });
});
