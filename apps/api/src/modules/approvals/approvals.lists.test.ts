import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays } from '@tally/domain/shared/dates';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApprovers } from '../../../test/factories/index.ts';
import type { TestBrowser } from '../../../test/harness.ts';
import type { Viewer } from '../../auth/sessions.ts';
import { call, clearTimesheets, compact, useTimesheetWorld } from '../timesheets/timesheets.fixtures.ts';
import { APPROVE, type ApprovalSheet, readMails, submittedSheet } from './approvals.fixtures.ts';
import { countAwaitingSheets } from './use-cases/count-awaiting-sheets.ts';
import { listPendingTimesheets } from './use-cases/list-pending-timesheets.ts';

const LIST_FIELDS = '_id status endDate approverRole user { firstName } canApprove { allowed }';
const PENDING = `query($projectId: ID) { pendingTimesheets(projectId: $projectId) { ${LIST_FIELDS} } }`;
const APPROVED = `query($endDate: String!) { projectManagement { approvedTimesheets(endDate: $endDate) { ${LIST_FIELDS} } } }`;
const WEEK = `query($startDate: String!, $endDate: String!, $projectId: ID, $showAll: Boolean, $showNotSubmitted: Boolean) {
  projectManagement { timesheets(startDate: $startDate, endDate: $endDate, projectId: $projectId,
    showAll: $showAll, showNotSubmitted: $showNotSubmitted) { ${LIST_FIELDS} } } }`;
const ADD_HOURS = `mutation($projectId: ID!, $timesheetId: ID!, $deliverableId: ID!, $hours: Float!, $date: String!) {
  addHours(projectId: $projectId, timesheetId: $timesheetId, deliverableId: $deliverableId, hours: $hours, date: $date) { _id } }`;
const MANAGED = '{ me { projectsThatIManage { _id name projectCode } } }';
const BADGE = '{ me { menu { label badgeCount } } }';
// The approvals screen's pending table with the side menu's badge, in one request (the bench's document).
const SCREEN_FIELDS = `_id userId status totalHours endDate approverRole user { _id firstName lastName imageUrl }
  approvalsRequired { _id projectId status canApprove approvers { name email image } }
  canApprove { allowed reason warnings } canCancelAsApprover { allowed reason warnings }`;
const SCREEN_WITH_BADGE = `query($projectId: ID) {
  pendingTimesheets(projectId: $projectId) { ${SCREEN_FIELDS} }
  me { menu { label badgeCount } } }`;
const SETTINGS = `mutation($id: ID!, $input: UserSettingsInput!) {
  updateUserSettings(id: $id, input: $input) { settings { emailNotifications } } }`;

type Listed = Pick<ApprovalSheet, '_id' | 'status' | 'endDate' | 'approverRole'> & {
  canApprove: { allowed: boolean };
};

describe.each(testDatabases())('approvals: lists, mails and settings on $name', (database) => {
  const t = useTimesheetWorld(database, ['employee', 'pm', 'admin', 'other'], {
    env: { PUBLIC_URL: 'https://tally.example.com' },
  });

  beforeEach(async () => {
    await clearTimesheets(t.db);
  });

  const pending = async (browser: TestBrowser, projectId?: string) =>
    (await call<Listed[]>(browser, PENDING, { projectId })).data ?? [];

  it('lists pending sheets only while a step naming the viewer is unapproved; approved by week', async () => {
    const lastWeek = addDays(t.world.weekEnd, -7);
    const older = await submittedSheet(t.as.employee, t.world, lastWeek);
    const current = await submittedSheet(t.as.employee, t.world);
    expect((await pending(t.as.pm)).map((sheet) => sheet._id)).toEqual([older, current]);
    expect((await pending(t.as.pm, t.world.project)).map((s) => s._id)).toEqual([older, current]);
    // P-003: a project lists every sheet awaiting the viewer that has lines on it, also when the step naming
    // the viewer is another project's (here the Internal step is gone: its approvers were others, or none).
    await t.db.execute(sql`delete from timesheet_approvals where project_id = ${t.world.internal}`);
    expect((await pending(t.as.pm, t.world.internal)).map((s) => s._id)).toEqual([older, current]);
    expect(await pending(t.as.pm, t.world.hidden)).toEqual([]);
    expect(await pending(t.as.other)).toEqual([]);
    expect((await pending(t.as.admin))[0]).toMatchObject({
      approverRole: 'backup',
      canApprove: { allowed: true },
    });
    const badge = await call<{ menu: { label: string; badgeCount: number | null }[] }>(t.as.pm, BADGE);
    expect(badge.error).toBeUndefined();

    await call(t.as.pm, APPROVE, { id: older });
    expect((await pending(t.as.pm)).map((sheet) => sheet._id)).toEqual([current]);
    expect((await pending(t.as.admin)).map((sheet) => sheet._id)).toEqual([current]);

    const approved = await call<{ approvedTimesheets: Listed[] }>(t.as.pm, APPROVED, {
      endDate: compact(addDays(lastWeek, -2)),
    });
    expect(approved.data?.approvedTimesheets.map((sheet) => [sheet._id, sheet.status])).toEqual([
      [older, 'Approved'],
    ]);
    const none = await call<{ approvedTimesheets: Listed[] }>(t.as.pm, APPROVED, {
      endDate: t.world.weekEndCompact,
    });
    expect(none.data?.approvedTimesheets).toEqual([]);
    const stranger = await call<{ approvedTimesheets: Listed[] }>(t.as.other, APPROVED, {
      endDate: compact(lastWeek),
    });
    expect(stranger.data?.approvedTimesheets).toEqual([]);
  });

  it('counts the Approvals badge as the pending list shows, asked alone or with the list', async () => {
    type Screen = {
      pendingTimesheets: { _id: string }[];
      me: { menu: { label: string; badgeCount: number | null }[] };
    };
    const badgeOf = (menu: { label: string; badgeCount: number | null }[]) =>
      menu.find((item) => item.label === 'Approvals')?.badgeCount;
    const screen = async (browser: TestBrowser, projectId: string | null = null) => {
      const response = await browser.graphql<Screen>(SCREEN_WITH_BADGE, { projectId });
      expect(response.errors).toBeUndefined();
      return response.data!;
    };
    const alone = async (browser: TestBrowser) =>
      badgeOf(
        (await call<{ menu: { label: string; badgeCount: number | null }[] }>(browser, BADGE)).data!.menu,
      );

    const older = await submittedSheet(t.as.employee, t.world, addDays(t.world.weekEnd, -7));
    await submittedSheet(t.as.employee, t.world);
    for (const browser of [t.as.pm, t.as.admin]) {
      const both = await screen(browser);
      expect(both.pendingTimesheets).toHaveLength(2);
      expect(badgeOf(both.me.menu)).toBe(2);
      expect(await alone(browser)).toBe(2);
      // A project's list does not stand for the badge, which counts every project.
      const ofHidden = await screen(browser, t.world.hidden);
      expect([ofHidden.pendingTimesheets.length, badgeOf(ofHidden.me.menu)]).toEqual([0, 2]);
    }
    await call(t.as.pm, APPROVE, { id: older });
    const after = await screen(t.as.admin);
    expect([after.pendingTimesheets.length, badgeOf(after.me.menu)]).toEqual([1, 1]);
    expect(await alone(t.as.pm)).toBe(1);
  });

  it('badge of a request that read the pending list: its length, without another statement', async () => {
    await submittedSheet(t.as.employee, t.world);
    const viewer: Viewer = { userId: t.world.ids.pm, sessionId: 'test', email: 'PM@example.com', groups: [] };
    const listed = await listPendingTimesheets({ db: t.db }, viewer, null, 'steps');
    const noDatabase = {
      db: new Proxy(t.db, {
        get: () => {
          throw new Error('no statement expected');
        },
      }),
    };
    expect(await countAwaitingSheets(noDatabase, viewer)).toBe(listed.length);
    expect(listed).toHaveLength(1);
    // Another request (another viewer object) counts with its own statement.
    expect(await countAwaitingSheets({ db: t.db }, { ...viewer })).toBe(1);
    await expect(countAwaitingSheets(noDatabase, { ...viewer })).rejects.toThrow('no statement expected');
  });

  it('answers approvers named by address alone (no account id) as the full read does', async () => {
    const id = await submittedSheet(t.as.employee, t.world);
    // Steps written before accounts were linked: the account is found through the address.
    await t.db.execute(sql`UPDATE timesheet_approval_approvers SET user_id = NULL, email = upper(email)
      WHERE approval_id IN (SELECT id FROM timesheet_approvals WHERE timesheet_id = ${id})`);
    const steps = await call<{ _id: string }[]>(t.as.admin, `{ pendingTimesheets { ${SCREEN_FIELDS} } }`);
    // timeline is outside the approvals screen's fields: the sheet is read whole, through the general loader.
    const full = await call<{ timeline: unknown }[]>(
      t.as.admin,
      `{ pendingTimesheets { ${SCREEN_FIELDS} timeline { type } } }`,
    );
    expect(steps.data).toHaveLength(1);
    expect(steps.data).toEqual(full.data?.map(({ timeline: _timeline, ...rest }) => rest));
    expect(JSON.stringify(steps.data)).toContain('"name":"Pat Manager"');
  });

  it('week view: main approver sees My Timesheets, backup Other Timesheets; not submitted on request', async () => {
    const current = await submittedSheet(t.as.employee, t.world);
    const range = { startDate: compact(addDays(t.world.weekEnd, -6)), endDate: t.world.weekEndCompact };
    const week = async (browser: TestBrowser, extra: Record<string, unknown> = {}) =>
      (await call<{ timesheets: Listed[] }>(browser, WEEK, { ...range, ...extra })).data?.timesheets ?? [];
    expect((await week(t.as.pm)).map((s) => [s._id, s.approverRole])).toEqual([[current, 'main']]);
    expect((await week(t.as.admin)).map((s) => [s._id, s.approverRole])).toEqual([[current, 'backup']]);
    expect(await week(t.as.other)).toEqual([]);
    expect(await week(t.as.pm, { projectId: t.world.hidden })).toEqual([]);

    await clearTimesheets(t.db);
    const created = await call<{ _id: string }>(
      t.as.employee,
      'mutation($e: String!) { createTimesheet(endDate: $e) { _id } }',
      { e: t.world.weekEndCompact },
    );
    expect(await week(t.as.pm)).toEqual([]);
    expect((await week(t.as.pm, { showNotSubmitted: true })).map((s) => [s._id, s.status])).toEqual([
      [created.data?._id, 'Not Submitted'],
    ]);
    await call(t.as.employee, ADD_HOURS, {
      timesheetId: created.data?._id,
      projectId: t.world.project,
      deliverableId: t.world.deliverables.design,
      hours: 4,
      date: range.startDate,
    });
    await t.db.delete(schema.userApprovers).where(eq(schema.userApprovers.userId, t.world.ids.employee));
    try {
      expect(await week(t.as.pm, { showNotSubmitted: true })).toEqual([]);
      const all = await week(t.as.pm, { showNotSubmitted: true, showAll: true, projectId: t.world.project });
      expect(all.map((s) => [s._id, s.approverRole])).toEqual([[created.data?._id, null]]);
      expect(await week(t.as.other, { showNotSubmitted: true, showAll: true })).toEqual([]);
    } finally {
      await createApprovers(t.db, t.world.ids.employee, ['pm@example.com', 'admin@example.com']);
    }
    const single = await call(
      t.as.other,
      `query($id: ID!) { projectManagement { timesheet(timesheetId: $id) { _id } } }`,
      {
        id: created.data?._id,
      },
    );
    expect(single.error?.extensions?.code).toBe('FORBIDDEN');
  });

  it('me.projectsThatIManage: managed projects (PM resource) and projects of pending steps', async () => {
    const managed = await call<{ projectsThatIManage: { name: string }[] }>(t.as.pm, MANAGED);
    expect(managed.data?.projectsThatIManage.map((p) => p.name)).toEqual(['Apollo']);
    await submittedSheet(t.as.employee, t.world);
    const withSteps = await call<{ projectsThatIManage: { name: string }[] }>(t.as.admin, MANAGED);
    expect(withSteps.data?.projectsThatIManage.map((p) => p.name)).toEqual(['Apollo', 'Internal']);
    const none = await call<{ projectsThatIManage: unknown[] }>(t.as.other, MANAGED);
    expect(none.data?.projectsThatIManage).toEqual([]);
  });

  it('mails approvers at submit with a link to the approvals screen; the setting turns mail off', async () => {
    let before = (await readMails(t.app)).length;
    await submittedSheet(t.as.employee, t.world);
    const mails = (await readMails(t.app)).slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['admin@example.com', 'pm@example.com']);
    expect(mails[0]?.subject).toContain('Erin Employee');
    expect(mails[0]?.text).toContain('https://tally.example.com/project-management/timesheets?view=pending');

    const refused = await call(t.as.other, SETTINGS, {
      id: t.world.ids.pm,
      input: { emailNotifications: false },
    });
    expect(refused.error?.extensions?.code).toBe('FORBIDDEN');
    for (const [browser, id] of [
      [t.as.pm, t.world.ids.pm],
      [t.as.employee, t.world.ids.employee],
    ] as const) {
      const off = await call<{ settings: { emailNotifications: boolean } }>(browser, SETTINGS, {
        id,
        input: { emailNotifications: false },
      });
      expect(off.data?.settings.emailNotifications).toBe(false);
    }
    await clearTimesheets(t.db);
    before = (await readMails(t.app)).length;
    const id = await submittedSheet(t.as.employee, t.world);
    await call(t.as.admin, APPROVE, { id });
    expect((await readMails(t.app)).slice(before).map((mail) => mail.to)).toEqual(['admin@example.com']);
    await call(t.as.employee, SETTINGS, { id: t.world.ids.employee, input: { emailNotifications: true } });
    await call(t.as.pm, SETTINGS, { id: t.world.ids.pm, input: { emailNotifications: true } });
  });
});
