import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays } from '@tally/domain/shared/dates';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../../test/harness.ts';
import { readMails } from '../approvals/approvals.fixtures.ts';
import {
  call,
  clearTimesheets,
  compact,
  SHEET,
  type Sheet,
  setSubmitThreshold,
  useTimesheetWorld,
} from '../timesheets/timesheets.fixtures.ts';

const CREATE = `mutation($endDate: String!, $user: ID) { createTimesheet(endDate: $endDate, user: $user) { _id } }`;
const ADD_HOURS = `mutation($projectId: ID!, $timesheetId: ID!, $deliverableId: ID!, $hours: Float!, $date: String!, $user: ID) {
  addHours(projectId: $projectId, timesheetId: $timesheetId, deliverableId: $deliverableId, hours: $hours, date: $date, user: $user) { _id } }`;
const SUBMIT_MANUAL = `mutation($input: SubmitManualTimesheetInput!) { submitManualTimesheet(input: $input) {
  ${SHEET} approvedDate approvalsRequired { status approvedByUser { firstName } } } }`;
const RECALL = `mutation($id: ID!) { recallTimesheet(timesheetId: $id) { ${SHEET} } }`;
const USERS = `query($includeInactive: Boolean) { finance { manualTimesheetUsers(includeInactive: $includeInactive) {
  _id firstName lastName email accountActive } } }`;

type ManualSheet = Sheet & {
  approvedDate: string | null;
  approvalsRequired: (Sheet['approvalsRequired'][number] & {
    approvedByUser: { firstName: string } | null;
  })[];
};

describe.each(testDatabases())('finance: manual timesheets for other users on $name', (database) => {
  const t = useTimesheetWorld(database, ['employee', 'pm', 'finance', 'admin', 'other'], {
    env: { PUBLIC_URL: 'https://tally.example.com' },
  });

  beforeEach(async () => {
    await clearTimesheets(t.db);
    await setSubmitThreshold(t.db, null);
  });

  /** Finance creates the employee's sheet of this week and books 8 h Mon-Fri on Apollo/Design for them. */
  const enteredByFinance = async (dailyHours = [8, 8, 8, 8, 8]) => {
    const created = await call<{ _id: string }>(t.as.finance, CREATE, {
      endDate: t.world.weekEndCompact,
      user: t.world.ids.employee,
    });
    const timesheetId = created.data!._id;
    for (const [day, hours] of dailyHours.entries()) {
      const added = await call(t.as.finance, ADD_HOURS, {
        timesheetId,
        user: t.world.ids.employee,
        projectId: t.world.project,
        deliverableId: t.world.deliverables.design,
        hours,
        date: compact(addDays(t.world.weekEnd, day - 6)),
      });
      expect(added.error).toBeUndefined();
    }
    return timesheetId;
  };
  const submitManual = (browser: TestBrowser, timesheetId: string, regularApproval: boolean) =>
    call<ManualSheet>(browser, SUBMIT_MANUAL, {
      input: { timesheetId, regularApproval, user: t.world.ids.employee },
    });
  const auditOf = (type: string) =>
    t.db.select().from(schema.auditEvents).where(eq(schema.auditEvents.type, type));

  it('without the regular approval: Approved at once, steps approved by finance, lines locked, no mail', async () => {
    const timesheetId = await enteredByFinance();
    const mailsBefore = (await readMails(t.app)).length;
    const { data, error } = await submitManual(t.as.finance, timesheetId, false);
    expect(error).toBeUndefined();
    expect(data!.status).toBe('Approved');
    expect(data!.userId).toBe(t.world.ids.employee);
    expect(data!.approvedDate).not.toBeNull();
    expect(data!.approvalsRequired.length).toBeGreaterThan(0);
    for (const step of data!.approvalsRequired) {
      expect(step.status).toBe('Approved');
      expect(step.approvedByUser?.firstName).toBe('Fin');
    }
    expect(data!.lineItems.every((line) => line.status === 'Approved')).toBe(true);
    expect(data!.canEdit).toBe(false);
    const approved = data?.timeline.at(-1);
    expect(approved?.type).toBe('Approved');
    expect(approved?.createdBy).toContain('Fin');
    expect(approved?.metadata).toMatchObject({ onBehalfOf: t.world.ids.employee, regularApproval: false });
    expect(data!.timeline.map((event) => event.type)).toEqual(['Created', 'Submitted', 'Approved']);
    expect((await readMails(t.app)).slice(mailsBefore)).toEqual([]);
    const outbox = await t.db.select().from(schema.mailOutbox);
    expect(outbox).toEqual([]);
    const audit = await auditOf('timesheet-submitted-manually');
    expect(audit.at(-1)).toMatchObject({
      userId: t.world.ids.employee,
      metadata: { byUserId: t.world.ids.finance, timesheetId, regularApproval: false },
    });
  });

  it('with the regular approval: Submitted-Pending with pending steps, the approvers are mailed', async () => {
    const timesheetId = await enteredByFinance();
    const mailsBefore = (await readMails(t.app)).length;
    const { data, error } = await submitManual(t.as.finance, timesheetId, true);
    expect(error).toBeUndefined();
    expect(data!.status).toBe('Submitted-Pending');
    expect(data!.approvalsRequired.every((step) => step.status === 'Approval Pending')).toBe(true);
    expect(data!.approvalsRequired[0]?.canApprove).toEqual(['pm@example.com', 'admin@example.com']);
    const submitted = data?.timeline.at(-1);
    expect(submitted?.type).toBe('Submitted');
    expect(submitted?.metadata).toMatchObject({ onBehalfOf: t.world.ids.employee, regularApproval: true });
    const mails = (await readMails(t.app)).slice(mailsBefore);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['admin@example.com', 'pm@example.com']);
    const audit = await auditOf('timesheet-submitted-manually');
    expect(audit.at(-1)?.metadata).toMatchObject({ timesheetId, regularApproval: true });
  });

  it('finance recalls the approved sheet: Not Submitted, steps gone, lines unlocked, timeline and audit', async () => {
    const timesheetId = await enteredByFinance();
    await submitManual(t.as.finance, timesheetId, false);
    const { data, error } = await call<Sheet>(t.as.finance, RECALL, { id: timesheetId });
    expect(error).toBeUndefined();
    expect(data!.status).toBe('Not Submitted');
    expect(data!.approvalsRequired).toEqual([]);
    expect(data!.lineItems.every((line) => line.status === null)).toBe(true);
    expect(data!.canEdit).toBe(true);
    expect(data!.timeline.at(-1)).toMatchObject({
      type: 'Recalled',
      metadata: { previousStatus: 'Approved' },
    });
    const audit = await auditOf('timesheet-approval-recalled');
    expect(audit.at(-1)).toMatchObject({
      userId: t.world.ids.employee,
      metadata: { byUserId: t.world.ids.finance, timesheetId },
    });
    // The employee (not finance) may not recall an approved sheet (Gap 10).
    await submitManual(t.as.finance, timesheetId, false);
    const refused = await call(t.as.employee, RECALL, { id: timesheetId });
    expect(refused.error?.extensions?.code).toBe('CONFLICT');
  });

  it('an employee or a project manager cannot submit manually; nothing changes', async () => {
    const timesheetId = await enteredByFinance();
    for (const browser of [t.as.employee, t.as.pm]) {
      const { data, error } = await submitManual(browser, timesheetId, false);
      expect(data).toBeNull();
      expect(error?.extensions?.code).toBe('FORBIDDEN');
    }
    const [sheet] = await t.db.select().from(schema.timesheets).where(eq(schema.timesheets.id, timesheetId));
    expect(sheet?.status).toBe('Not Submitted');
  });

  it('an admin may submit manually too', async () => {
    const timesheetId = await enteredByFinance();
    const { data, error } = await submitManual(t.as.admin, timesheetId, false);
    expect(error).toBeUndefined();
    expect(data!.status).toBe('Approved');
  });

  it("applies the employee's submit rules: no lines, the weekly maximum, wrong owner, wrong status", async () => {
    const empty = await call<{ _id: string }>(t.as.finance, CREATE, {
      endDate: t.world.weekEndCompact,
      user: t.world.ids.employee,
    });
    const noLines = await submitManual(t.as.finance, empty.data!._id, false);
    expect(noLines.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(noLines.error?.extensions?.fields).toHaveProperty('lineItems');
    await clearTimesheets(t.db);

    await setSubmitThreshold(t.db, { min: 0, max: 30 });
    const timesheetId = await enteredByFinance();
    const tooMany = await submitManual(t.as.finance, timesheetId, false);
    expect(tooMany.error?.extensions?.fields?.totalHours).toContain('cannot be more than 30');
    await setSubmitThreshold(t.db, null);

    const wrongUser = await call<ManualSheet>(t.as.finance, SUBMIT_MANUAL, {
      input: { timesheetId, regularApproval: false, user: t.world.ids.other },
    });
    expect(wrongUser.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(wrongUser.error?.extensions?.fields).toHaveProperty('user');

    const badId = await call<ManualSheet>(t.as.finance, SUBMIT_MANUAL, {
      input: { timesheetId: 'nope', regularApproval: false, user: t.world.ids.employee },
    });
    expect(badId.error?.extensions?.fields).toHaveProperty('timesheetId');

    await submitManual(t.as.finance, timesheetId, true);
    const again = await submitManual(t.as.finance, timesheetId, false);
    expect(again.error?.extensions?.code).toBe('CONFLICT');
    const [sheet] = await t.db.select().from(schema.timesheets).where(eq(schema.timesheets.id, timesheetId));
    expect(sheet?.status).toBe('Submitted-Pending');
  });

  it('finance cannot approve its own sheet without the regular process', async () => {
    const created = await call<{ _id: string }>(t.as.finance, CREATE, { endDate: t.world.weekEndCompact });
    await call(t.as.finance, ADD_HOURS, {
      timesheetId: created.data!._id,
      projectId: t.world.internal,
      deliverableId: t.world.deliverables.admin,
      hours: 8,
      date: compact(t.world.monday),
    });
    const { error } = await call<ManualSheet>(t.as.finance, SUBMIT_MANUAL, {
      input: { timesheetId: created.data!._id, regularApproval: false, user: t.world.ids.finance },
    });
    expect(error?.extensions?.code).toBe('CONFLICT');
    expect(error?.message).toBe('Your own timesheet must follow the regular approval process');
  });

  it('lists active users with their e-mail, inactive ones only when asked; finance and admin only', async () => {
    await t.db
      .update(schema.users)
      .set({ accountActive: false })
      .where(and(eq(schema.users.id, t.world.ids.other)));
    try {
      const active = await call<{ _id: string; email: string; accountActive: boolean }[]>(
        t.as.finance,
        USERS,
      );
      const list = (active.data as unknown as { manualTimesheetUsers: typeof active.data })
        .manualTimesheetUsers!;
      expect(list.map((user) => user.email)).toContain('employee@example.com');
      expect(list.some((user) => user._id === t.world.ids.other)).toBe(false);
      const all = await call(t.as.admin, USERS, { includeInactive: true });
      const everyone = (all.data as { manualTimesheetUsers: { _id: string; accountActive: boolean }[] })
        .manualTimesheetUsers;
      expect(everyone.find((user) => user._id === t.world.ids.other)?.accountActive).toBe(false);
      for (const browser of [t.as.employee, t.as.pm]) {
        const refused = await browser.graphql(USERS, {});
        expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    } finally {
      await t.db
        .update(schema.users)
        .set({ accountActive: true })
        .where(eq(schema.users.id, t.world.ids.other));
    }
  });
});
