import type { Db } from '@tally/db';
import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays } from '@tally/domain/shared/dates';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApprovers } from '../../../test/factories/index.ts';
import type { TestBrowser } from '../../../test/harness.ts';
import { call, clearTimesheets, useTimesheetWorld } from '../timesheets/timesheets.fixtures.ts';
import {
  APPROVAL_QUERY,
  APPROVE,
  type ApprovalSheet,
  addLead,
  CANCEL,
  DECLINE,
  readMails,
  submittedSheet,
} from './approvals.fixtures.ts';

describe.each(testDatabases())('approvals: approve, decline, cancel on $name', (database) => {
  const t = useTimesheetWorld(database, ['employee', 'pm', 'admin', 'finance', 'other', 'lead'], {
    env: { PUBLIC_URL: 'https://tally.example.com' },
    prepare: addLead,
  });

  beforeEach(async () => {
    await clearTimesheets(t.db);
  });

  it('refuses everyone not named in a pending step: another employee, the owner, finance', async () => {
    const id = await submittedSheet(t.as.employee, t.world);
    for (const browser of [t.as.other, t.as.employee, t.as.finance, t.as.lead]) {
      for (const [query, variables] of [
        [APPROVE, { id }],
        [DECLINE, { id, comments: 'No' }],
      ] as const) {
        const { error } = await call(browser, query, variables);
        expect(error?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    const { error } = await call(t.as.other, CANCEL, { id });
    expect(error?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await call(new (t.as.pm.constructor as typeof TestBrowser)(t.app.baseUrl), APPROVE, {
      id,
    });
    expect(anonymous.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('the backup approver approves every step naming them: Approved, lines locked, timeline, mail', async () => {
    const id = await submittedSheet(t.as.employee, t.world);
    const before = (await readMails(t.app)).length;
    const { data, error } = await call<ApprovalSheet>(t.as.admin, APPROVE, { id });
    expect(error).toBeUndefined();
    expect(data?.status).toBe('Approved');
    expect(data?.approvedDate).not.toBeNull();
    expect(data?.approvalsRequired.map((step) => step.status)).toEqual(['Approved', 'Approved']);
    expect(data?.lineItems.map((line) => line.status)).toEqual(['Approved', 'Approved']);
    expect(data?.timeline.at(-1)).toMatchObject({ type: 'Approved', createdBy: 'Ada Admin' });
    expect(data?.canApprove.allowed).toBe(false);
    const again = await call(t.as.pm, APPROVE, { id });
    expect(again.error).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: 'The timesheet is already approved',
    });
    const mails = (await readMails(t.app)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('employee@example.com');
    expect(mails[0]?.subject).toContain('Timesheet approved');
    expect(mails[0]?.text).toContain(`https://tally.example.com/user/timesheets/${t.world.weekEndCompact}`);
  });

  it('declines with required comments: Declined, comments on the timeline and in the mail', async () => {
    const id = await submittedSheet(t.as.employee, t.world);
    const missing = await call(t.as.pm, DECLINE, { id, comments: '  ' });
    expect(missing.error).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { comments: 'Required' } },
    });
    const absent = await call(t.as.pm, DECLINE, { id });
    expect(absent.error?.extensions?.fields).toEqual({ comments: 'Required' });
    const before = (await readMails(t.app)).length;
    const { data, error } = await call<ApprovalSheet>(t.as.pm, DECLINE, { id, comments: 'Split Monday' });
    expect(error).toBeUndefined();
    expect(data?.status).toBe('Declined');
    expect(data?.approvalsRequired.map((step) => step.status)).toEqual(['Declined', 'Declined']);
    expect(data?.timeline.at(-1)).toMatchObject({
      type: 'Declined',
      createdBy: 'Pat Manager',
      metadata: { comments: 'Split Monday' },
    });
    const [mail] = (await readMails(t.app)).slice(before);
    expect(mail).toMatchObject({ to: 'employee@example.com' });
    expect(mail?.text).toContain('Pat Manager declined your timesheet');
    expect(mail?.text).toContain('Comments: Split Monday');
    // Declined: nothing left to approve; the employee may resubmit.
    expect((await call(t.as.admin, APPROVE, { id })).error?.extensions?.code).toBe('CONFLICT');
  });

  it('is Approved only when every step is; a decline of one step declines the sheet', async () => {
    await t.db.delete(schema.userApprovers).where(eq(schema.userApprovers.userId, t.world.ids.employee));
    await createApprovers(t.db, t.world.ids.employee, [{ type: 'role', value: 'Project Manager' }]);
    try {
      const id = await submittedSheet(t.as.employee, t.world);
      const first = await call<ApprovalSheet>(t.as.pm, APPROVE, { id });
      expect(first.error).toBeUndefined();
      expect(first.data?.status).toBe('Submitted-Pending');
      expect(first.data?.approvalsRequired.map((s) => [s.canApprove, s.status])).toEqual([
        [['pm@example.com'], 'Approved'],
        [['lead@example.com'], 'Approval Pending'],
      ]);
      expect(first.data?.lineItems.map((line) => [line.projectId, line.status])).toEqual([
        [t.world.project, 'Approved'],
        [t.world.internal, null],
      ]);
      expect((await call(t.as.pm, APPROVE, { id })).error?.extensions?.code).toBe('CONFLICT');
      const last = await call<ApprovalSheet>(t.as.lead, APPROVE, { id });
      expect(last.data?.status).toBe('Approved');

      await clearTimesheets(t.db);
      const second = await submittedSheet(t.as.employee, t.world);
      await call(t.as.pm, APPROVE, { id: second });
      const declined = await call<ApprovalSheet>(t.as.lead, DECLINE, { id: second, comments: 'Wrong code' });
      expect(declined.data?.status).toBe('Declined');
      expect(declined.data?.lineItems.map((line) => line.status)).toEqual(['Approved', 'Declined']);
    } finally {
      await t.db.delete(schema.userApprovers).where(eq(schema.userApprovers.userId, t.world.ids.employee));
      await createApprovers(t.db, t.world.ids.employee, ['pm@example.com', 'admin@example.com']);
    }
  });

  // PostgreSQL only (PGlite has one connection): an approval that waited for the sheet lock decides on the
  // steps as the holder of the lock left them.
  it.runIf(database.name === 'postgres')(
    'an approval waiting for the sheet lock sees the step the holder approved: the sheet is Approved',
    async () => {
      await t.db.delete(schema.userApprovers).where(eq(schema.userApprovers.userId, t.world.ids.employee));
      await createApprovers(t.db, t.world.ids.employee, [{ type: 'role', value: 'Project Manager' }]);
      try {
        const id = await submittedSheet(t.as.employee, t.world);
        const last = await t.db.transaction(async (tx) => {
          await tx.execute(sql`select id from timesheets where id = ${id} for update`);
          // The holder approves the pm's step, as the pm's approval would.
          await tx.execute(sql`
            update timesheet_approvals a set status = 'Approved', approved_on = now()
            where a.timesheet_id = ${id} and exists (select 1 from timesheet_approval_approvers aa
              where aa.approval_id = a.id and aa.email = 'pm@example.com')`);
          const approval = call<ApprovalSheet>(t.as.lead, APPROVE, { id });
          await untilWaitingForLock(t.db);
          return { approval };
        });
        const answer = await last.approval;
        expect(answer.error).toBeUndefined();
        expect(answer.data?.status).toBe('Approved');
        expect(answer.data?.approvalsRequired.map((step) => step.status)).toEqual(['Approved', 'Approved']);
        const [stored] = await t.db
          .select({ status: schema.timesheets.status })
          .from(schema.timesheets)
          .where(eq(schema.timesheets.id, id));
        expect(stored?.status).toBe('Approved');
      } finally {
        await t.db.delete(schema.userApprovers).where(eq(schema.userApprovers.userId, t.world.ids.employee));
        await createApprovers(t.db, t.world.ids.employee, ['pm@example.com', 'admin@example.com']);
      }
    },
  );

  it("answers the approvals screen's selection (sheet and steps only) as a full read does", async () => {
    // What the web app's ApprovalSheet asks: answered without reading lines, entries, timeline...
    const SCREEN = `_id userId status totalHours endDate approvedDate approverRole
      user { _id firstName lastName imageUrl }
      approvalsRequired { _id projectId status canApprove approvedOn approvedBy
        approvedByUser { _id firstName lastName } approvers { name email image } }
      canApprove { allowed reason warnings } canCancelAsApprover { allowed reason warnings }`;
    type Screen = { _id: string; status: string; timeline?: unknown };
    // timeline is outside that selection: asking it too makes the server read the whole sheet.
    const fullRead = async (browser: TestBrowser, id: string) => {
      const query = `query($id: ID!) { projectManagement { timesheet(timesheetId: $id) { ${SCREEN} timeline { type } } } }`;
      const { data } = await call<{ timesheet: Screen }>(browser, query, { id });
      const { timeline: _timeline, ...rest } = data?.timesheet ?? ({} as Screen);
      return rest;
    };
    const approvedId = await submittedSheet(t.as.employee, t.world);
    const declinedId = await submittedSheet(t.as.employee, t.world, addDays(t.world.weekEnd, -7));

    const pending = `query { pendingTimesheets { ${SCREEN} } }`;
    const listed = await call<Screen[]>(t.as.admin, pending);
    expect(listed.data?.map((sheet) => sheet._id).sort()).toEqual([approvedId, declinedId].sort());
    for (const sheet of listed.data ?? []) expect(sheet).toEqual(await fullRead(t.as.admin, sheet._id));

    const before = (await readMails(t.app)).length;
    const approve = `mutation($id: ID!) { approveTimesheetLineItems(timesheetId: $id) { ${SCREEN} } }`;
    const approved = await call<Screen>(t.as.admin, approve, { id: approvedId });
    expect(approved.error).toBeUndefined();
    expect(approved.data?.status).toBe('Approved');
    expect(approved.data).toEqual(await fullRead(t.as.admin, approvedId));

    const decline = `mutation($id: ID!) {
      declineTimesheetLineItems(timesheetId: $id, comments: "Split Monday") { ${SCREEN} } }`;
    const declined = await call<Screen>(t.as.pm, decline, { id: declinedId });
    expect(declined.data?.status).toBe('Declined');
    expect(declined.data).toEqual(await fullRead(t.as.pm, declinedId));
    const mails = (await readMails(t.app)).slice(before);
    expect(mails.map((mail) => mail.subject.includes('approved'))).toEqual([true, false]);
    expect(mails[1]?.text).toContain('Pat Manager declined your timesheet');
  });

  it('main and backup approvers may cancel with optional comments; others may not', async () => {
    const id = await submittedSheet(t.as.employee, t.world);
    expect((await call(t.as.lead, CANCEL, { id })).error?.extensions?.code).toBe('FORBIDDEN');
    const sheet = await call<ApprovalSheet>(t.as.pm, CANCEL, { id, comments: 'Wrong week' });
    expect(sheet.error).toBeUndefined();
    expect(sheet.data?.status).toBe('Cancelled');
    expect(sheet.data?.timeline.at(-1)).toMatchObject({
      type: 'Cancelled',
      createdBy: 'Pat Manager',
      metadata: { comments: 'Wrong week' },
    });
    expect(sheet.data?.approvalsRequired).toEqual([]);
    // No step names pm any more: nothing to cancel as an approver.
    expect((await call(t.as.pm, CANCEL, { id })).error?.extensions?.code).toBe('FORBIDDEN');
    expect((await call(t.as.admin, CANCEL, { id })).error?.extensions?.code).toBe('CONFLICT');

    await clearTimesheets(t.db);
    await t.db
      .update(schema.userApprovers)
      .set({ value: 'lead@example.com' })
      .where(eq(schema.userApprovers.value, 'admin@example.com'));
    try {
      const second = await submittedSheet(t.as.employee, t.world);
      const seen = await call<{ timesheet: ApprovalSheet }>(t.as.lead, APPROVAL_QUERY, { id: second });
      expect(seen.data?.timesheet).toMatchObject({
        approverRole: 'backup',
        canCancelAsApprover: { allowed: true },
      });
      const backup = await call<ApprovalSheet>(t.as.lead, CANCEL, { id: second });
      expect(backup.data?.status).toBe('Cancelled');
    } finally {
      await t.db
        .update(schema.userApprovers)
        .set({ value: 'admin@example.com' })
        .where(eq(schema.userApprovers.value, 'lead@example.com'));
    }
  });
});

/** Resolves once a statement of this database waits for a lock (bounded number of polls). */
async function untilWaitingForLock(db: Db): Promise<void> {
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const { rows } = await db.execute<{ waiting: number }>(sql`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`);
    if (Number(rows[0]?.waiting) > 0) return;
  }
  throw new Error('no statement waited for the lock');
}
