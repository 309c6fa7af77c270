import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { testDatabases } from '../testing.ts';
import { timesheetApprovalApprovers, timesheetApprovals } from './timesheet-approvals.ts';
import { timesheets } from './timesheets.ts';
import { users } from './users.ts';

describe.each(testDatabases())('timesheet_approval_approvers.step_open kept by triggers on $name', ({
  open,
}) => {
  let db: Db;
  let close: () => Promise<void>;
  let sheetId: string;
  let nextPosition = 0;

  /** step_open of every approver row, and whether it equals "the step's status is not Approved". */
  async function flags(approvalId: string) {
    const rows = await db.execute<{ email: string; step_open: boolean; expected: boolean }>(sql`
      SELECT aa.email, aa.step_open, a.status <> 'Approved' AS expected
        FROM timesheet_approval_approvers aa JOIN timesheet_approvals a ON a.id = aa.approval_id
       WHERE aa.approval_id = ${approvalId} ORDER BY aa.position`);
    for (const row of rows.rows) expect(row.step_open).toBe(row.expected);
    return rows.rows.map((row) => row.step_open);
  }

  async function step(status: 'Approved' | 'Declined' | 'Approval Pending') {
    const [row] = await db
      .insert(timesheetApprovals)
      .values({ timesheetId: sheetId, status, position: nextPosition++ })
      .returning();
    await db.insert(timesheetApprovalApprovers).values([
      { approvalId: row!.id, email: 'Main@Example.com', position: 0 },
      // A writer's value is not taken: the row follows its step.
      { approvalId: row!.id, email: 'backup@example.com', position: 1, stepOpen: status === 'Approved' },
    ]);
    return row!.id;
  }

  const setStatus = (approvalId: string, status: string) =>
    db.execute(sql`UPDATE timesheet_approvals SET status = ${status} WHERE id = ${approvalId}`);

  beforeAll(async () => {
    ({ db, close } = await open());
    const [eve] = await db.insert(users).values({ firstName: 'Eve', lastName: 'Doe' }).returning();
    const [sheet] = await db
      .insert(timesheets)
      .values({
        userId: eve!.id,
        startDate: '2026-01-05',
        endDate: '2026-01-11',
        status: 'Submitted-Pending',
      })
      .returning();
    sheetId = sheet!.id;
  });
  afterAll(() => close());

  it('takes the status of the step when an approver row is written', async () => {
    expect(await flags(await step('Approval Pending'))).toEqual([true, true]);
    expect(await flags(await step('Declined'))).toEqual([true, true]);
    expect(await flags(await step('Approved'))).toEqual([false, false]);
  });

  it('follows the step when its status crosses Approved, either way', async () => {
    const id = await step('Approval Pending');
    await setStatus(id, 'Approved');
    expect(await flags(id)).toEqual([false, false]);
    await setStatus(id, 'Declined');
    expect(await flags(id)).toEqual([true, true]);
    await setStatus(id, 'Approval Pending');
    expect(await flags(id)).toEqual([true, true]);
  });

  it('cannot be set apart from the step', async () => {
    const id = await step('Approved');
    await db
      .update(timesheetApprovalApprovers)
      .set({ stepOpen: true })
      .where(eq(timesheetApprovalApprovers.approvalId, id));
    expect(await flags(id)).toEqual([false, false]);
    const other = await step('Approval Pending');
    await db
      .update(timesheetApprovalApprovers)
      .set({ approvalId: other })
      .where(eq(timesheetApprovalApprovers.approvalId, id));
    expect(await flags(other)).toEqual([true, true, true, true]);
  });

  it('follows a bulk load that skips reference checks (session_replication_role = replica)', async () => {
    const id = await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      const [row] = await tx
        .insert(timesheetApprovals)
        .values({ timesheetId: sheetId, status: 'Approved', position: nextPosition++ })
        .returning();
      await tx.insert(timesheetApprovalApprovers).values({ approvalId: row!.id, email: 'main@example.com' });
      await tx.execute(sql`UPDATE timesheet_approvals SET status = 'Declined' WHERE id = ${row!.id}`);
      return row!.id;
    });
    expect(await flags(id)).toEqual([true]);
  });
});
