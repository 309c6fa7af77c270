import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays } from '@tally/domain/shared/dates';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApprovers, createTimeOff } from '../../../test/factories/index.ts';
import {
  call,
  clearTimesheets,
  compact,
  SHEET,
  type Sheet,
  setSubmitThreshold,
  signInAll,
  useTimesheetWorld,
} from './timesheets.fixtures.ts';

const CREATE = `mutation($endDate: String!) { createTimesheet(endDate: $endDate) { ${SHEET} } }`;
const ADD_HOURS = `mutation($projectId: ID!, $timesheetId: ID!, $deliverableId: ID!, $hours: Float!, $date: String!) {
  addHours(projectId: $projectId, timesheetId: $timesheetId, deliverableId: $deliverableId, hours: $hours, date: $date) { _id } }`;
const SUBMIT = `mutation($id: ID!) { submitTimesheet(timesheetId: $id) { ${SHEET} } }`;
const RECALL = `mutation($id: ID!) { recallTimesheet(timesheetId: $id) { ${SHEET} } }`;
const CANCEL = `mutation($id: ID!, $comments: String) { cancelTimesheet(timesheetId: $id, comments: $comments) { ${SHEET} } }`;
const DELETE = `mutation($id: ID!) { deleteTimesheet(timesheetId: $id) { _id success } }`;

describe.each(testDatabases())('timesheets: submit, recall, cancel, delete on $name', (database) => {
  const t = useTimesheetWorld(database, ['employee', 'other']);

  beforeEach(async () => {
    await clearTimesheets(t.db);
    await setSubmitThreshold(t.db, null);
  });

  /** A sheet of the week ending `weekEnd` with the given hours per day (Mon..) on Design. */
  const sheetWith = async (
    dailyHours: number[],
    weekEnd = t.world.weekEnd,
    deliverable = t.world.deliverables.design,
  ) => {
    const sheet = (await call<Sheet>(t.as.employee, CREATE, { endDate: compact(weekEnd) })).data!;
    const project = deliverable === t.world.deliverables.pto ? t.world.internal : t.world.project;
    for (const [day, hours] of dailyHours.entries()) {
      const date = compact(addDays(weekEnd, day - 6));
      await call(t.as.employee, ADD_HOURS, {
        timesheetId: sheet._id,
        projectId: project,
        deliverableId: deliverable,
        hours,
        date,
      });
    }
    return sheet;
  };

  it('submits: one pending step per project, canApprove pm@ then admin@, timeline, read-only sheet', async () => {
    const sheet = await sheetWith([8, 8, 8, 8, 8]);
    await call(t.as.employee, ADD_HOURS, {
      timesheetId: sheet._id,
      projectId: t.world.internal,
      deliverableId: t.world.deliverables.admin,
      hours: 1,
      date: compact(t.world.monday),
    });
    const { data, error } = await call<Sheet>(t.as.employee, SUBMIT, { id: sheet._id });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({
      status: 'Submitted-Pending',
      canEdit: false,
      canRecall: { allowed: true },
      canDelete: { allowed: false },
    });
    expect(data?.approvalsRequired).toEqual([
      {
        status: 'Approval Pending',
        projectId: t.world.project,
        canApprove: ['pm@example.com', 'admin@example.com'],
        approvers: [
          { email: 'pm@example.com', name: 'Pat Manager' },
          { email: 'admin@example.com', name: 'Ada Admin' },
        ],
      },
      {
        status: 'Approval Pending',
        projectId: t.world.internal,
        canApprove: ['pm@example.com', 'admin@example.com'],
        approvers: [
          { email: 'pm@example.com', name: 'Pat Manager' },
          { email: 'admin@example.com', name: 'Ada Admin' },
        ],
      },
    ]);
    expect(data?.timeline.map((event) => [event.type, event.createdBy])).toEqual([
      ['Created', 'Erin Employee'],
      ['Submitted', 'Erin Employee'],
    ]);
    const again = await call<Sheet>(t.as.employee, SUBMIT, { id: sheet._id });
    expect(again.error).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: 'Only Not Submitted, Declined or Cancelled timesheets can be submitted',
    });
  });

  it('expands role approvers to the project team and appends delegated approvers', async () => {
    await t.db.delete(schema.userApprovers).where(eq(schema.userApprovers.userId, t.world.ids.employee));
    await createApprovers(t.db, t.world.ids.employee, [
      { type: 'role', value: 'Project Manager', position: 0 },
      { type: 'individual', value: 'finance@example.com', delegated: true, position: 0 },
    ]);
    try {
      const sheet = await sheetWith([8]);
      const { data } = await call<Sheet>(t.as.employee, SUBMIT, { id: sheet._id });
      expect(data?.approvalsRequired.map((step) => step.canApprove)).toEqual([
        ['pm@example.com', 'finance@example.com'],
      ]);
    } finally {
      await t.db.delete(schema.userApprovers).where(eq(schema.userApprovers.userId, t.world.ids.employee));
      await createApprovers(t.db, t.world.ids.employee, ['pm@example.com', 'admin@example.com']);
    }
  });

  it('refuses submitting without lines, too far ahead, over the maximum and under the W-2 minimum', async () => {
    const empty = (await call<Sheet>(t.as.employee, CREATE, { endDate: t.world.weekEndCompact })).data!;
    const noLines = await call<Sheet>(t.as.employee, SUBMIT, { id: empty._id });
    expect(noLines.error?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { lineItems: 'Add at least one line item before submitting' },
    });
    const future = await sheetWith([8], addDays(t.world.weekEnd, 21));
    const tooFar = await call<Sheet>(t.as.employee, SUBMIT, { id: future._id });
    expect(tooFar.error?.extensions?.fields).toEqual({ endDate: 'Timesheet is too far into the future' });
    await setSubmitThreshold(t.db, { min: 40, max: 44 });
    const heavy = await sheetWith([9, 9, 9, 9, 9], addDays(t.world.weekEnd, -7));
    const over = await call<Sheet>(t.as.employee, SUBMIT, { id: heavy._id });
    expect(over.error?.message).toBe(
      'Total logged hours cannot be more than 44 in a week. Please contact your manager if you need to submit more than 44 hours',
    );
    const light = await sheetWith([8], addDays(t.world.weekEnd, -14));
    expect(light.canSubmit.allowed).toBe(false);
    const under = await call<Sheet>(t.as.employee, SUBMIT, { id: light._id });
    expect(under.error?.extensions?.fields).toEqual({
      totalHours:
        'Please submit all relevant hours including PTO, Company Paid Time Off, etc. Must add upto 40 hours',
    });
    const rows = await t.db.select({ status: schema.timesheets.status }).from(schema.timesheets);
    expect(rows.every((row) => row.status === 'Not Submitted')).toBe(true);
    expect(await t.db.select().from(schema.timesheetApprovals)).toEqual([]);
  });

  it('refuses time off beyond the remaining balance', async () => {
    const year = t.world.monday.slice(0, 4);
    await createTimeOff(t.db, {
      userId: t.world.ids.employee,
      timeOffType: 'PTO',
      date: `${year}-01-01`,
      transactionType: 'EARNED',
      hours: '4',
    });
    const sheet = await sheetWith([8], t.world.weekEnd, t.world.deliverables.pto);
    const query = `query($e: String) { timesheet(endDate: $e) { canSubmit { allowed reason } timeOffBalances { timeOffType remaining } } }`;
    const view = await call<{ canSubmit: { allowed: boolean; reason: string }; timeOffBalances: unknown[] }>(
      t.as.employee,
      query,
      { e: t.world.weekEndCompact },
    );
    if (t.world.monday.slice(0, 4) === addDays(t.world.monday, -1).slice(0, 4)) {
      expect(view.data?.timeOffBalances).toEqual([{ timeOffType: 'PTO', remaining: 4 }]);
    }
    const refused = await call<Sheet>(t.as.employee, SUBMIT, { id: sheet._id });
    expect(refused.error?.extensions?.fields).toHaveProperty('timeOff');
    expect(view.data?.canSubmit.allowed).toBe(false);
  });

  it('recalls to Not Submitted, removing the pending steps', async () => {
    const sheet = await sheetWith([8]);
    await call(t.as.employee, SUBMIT, { id: sheet._id });
    const { data } = await call<Sheet>(t.as.employee, RECALL, { id: sheet._id });
    expect(data).toMatchObject({ status: 'Not Submitted', approvalsRequired: [], canEdit: true });
    expect(data?.timeline.map((event) => event.type)).toEqual(['Created', 'Submitted', 'Recalled']);
    const twice = await call<Sheet>(t.as.employee, RECALL, { id: sheet._id });
    expect(twice.error?.message).toBe('Only Submitted-Pending timesheets can be recalled');
  });

  /** The sheet and its steps decided directly in the database, as if every approver had. */
  const decide = async (sheetId: string, status: 'Approved' | 'Declined') => {
    await t.db.update(schema.timesheets).set({ status }).where(eq(schema.timesheets.id, sheetId));
    await t.db
      .update(schema.timesheetApprovals)
      .set({ status })
      .where(eq(schema.timesheetApprovals.timesheetId, sheetId));
  };

  it('recalls an approved sheet only for finance, and resubmits a declined one with fresh steps', async () => {
    const { finance } = await signInAll(t.app, ['finance']);
    const sheet = await sheetWith([8]);
    await call(t.as.employee, SUBMIT, { id: sheet._id });
    await decide(sheet._id, 'Approved');
    const byEmployee = await call<Sheet>(t.as.employee, RECALL, { id: sheet._id });
    expect(byEmployee.error?.message).toBe('Only finance can recall an approved timesheet');
    const byFinance = await call<Sheet>(finance, RECALL, { id: sheet._id });
    expect(byFinance.data).toMatchObject({ status: 'Not Submitted', approvalsRequired: [] });
    expect(byFinance.data?.timeline.at(-1)).toMatchObject({
      type: 'Recalled',
      metadata: { previousStatus: 'Approved' },
    });
    await call(t.as.employee, SUBMIT, { id: sheet._id });
    await decide(sheet._id, 'Declined');
    const resubmitted = await call<Sheet>(t.as.employee, SUBMIT, { id: sheet._id });
    expect(resubmitted.data?.approvalsRequired.map((step) => step.status)).toEqual(['Approval Pending']);
  });

  it('cancels with comments on the timeline; refuses a Not Submitted sheet and another employee', async () => {
    const sheet = await sheetWith([8]);
    const notSubmitted = await call<Sheet>(t.as.employee, CANCEL, { id: sheet._id });
    expect(notSubmitted.error?.message).toBe('A timesheet that was never submitted cannot be cancelled');
    await call(t.as.employee, SUBMIT, { id: sheet._id });
    const stranger = await call<Sheet>(t.as.other, CANCEL, { id: sheet._id });
    expect(stranger.error?.extensions?.code).toBe('FORBIDDEN');
    const { data } = await call<Sheet>(t.as.employee, CANCEL, { id: sheet._id, comments: 'Wrong week' });
    expect(data).toMatchObject({ status: 'Cancelled', approvalsRequired: [], canSubmit: { allowed: true } });
    expect(data?.timeline.at(-1)).toMatchObject({ type: 'Cancelled', metadata: { comments: 'Wrong week' } });
  });

  it('deletes a Not Submitted sheet, not a submitted one', async () => {
    const sheet = await sheetWith([8]);
    await call(t.as.employee, SUBMIT, { id: sheet._id });
    const refused = await call(t.as.employee, DELETE, { id: sheet._id });
    expect(refused.error?.message).toBe('A submitted timesheet cannot be deleted; recall it first');
    await call(t.as.employee, RECALL, { id: sheet._id });
    const stranger = await call(t.as.other, DELETE, { id: sheet._id });
    expect(stranger.error?.extensions?.code).toBe('FORBIDDEN');
    const deleted = await call(t.as.employee, DELETE, { id: sheet._id });
    expect(deleted.data).toEqual({ _id: sheet._id, success: true });
    expect(await t.db.select().from(schema.timesheets)).toEqual([]);
  });
});
