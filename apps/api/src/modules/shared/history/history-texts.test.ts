import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays } from '@tally/domain/shared/dates';
import { beforeEach, describe, expect, it } from 'vitest';
import { submittedSheet } from '../../approvals/approvals.fixtures.ts';
import { call, clearTimesheets, useTimesheetWorld } from '../../timesheets/timesheets.fixtures.ts';

const HISTORY = `query($subject: HistorySubject!, $id: ID, $type: String) {
  history(subject: $subject, id: $id, type: $type) { type action actorName subject changes { field from to } } }`;
const BULK_APPROVE = `mutation($ids: [ID!]!) { bulkApproveTimesheetLineItems(timesheetIds: $ids) { approved } }`;

interface Entry {
  type: string;
  action: string;
  actorName: string | null;
  subject: string;
  changes: { field: string; from: string; to: string }[];
}

/** What the History views say of each kind of event: sentences and values a person reads (issue #17). */
describe.each(testDatabases())('history texts on $name', (database) => {
  const t = useTimesheetWorld(database, ['employee', 'pm', 'admin'], {
    env: { WEBHOOKS_ALLOW_PRIVATE_HOSTS: 'true' },
  });

  beforeEach(async () => {
    await clearTimesheets(t.db);
    await t.db.delete(schema.auditEvents);
  });

  const portal = async (type: string) =>
    (await call<Entry[]>(t.as.admin, HISTORY, { subject: 'PORTAL', type })).data ?? [];

  it('names each sheet of a bulk approval by its period, and the projects the approver decided', async () => {
    const thisWeek = await submittedSheet(t.as.employee, t.world);
    const lastWeekEnd = addDays(t.world.weekEnd, -7);
    const lastWeek = await submittedSheet(t.as.employee, t.world, lastWeekEnd);
    const approved = await call<{ approved: boolean }[]>(t.as.pm, BULK_APPROVE, {
      ids: [thisWeek, lastWeek],
    });
    expect(approved.data?.map((outcome) => outcome.approved)).toEqual([true, true]);

    const entries = await portal('timesheet-approved');
    expect(entries.map((entry) => entry.subject).sort()).toEqual([
      `Erin Employee, timesheet ${addDays(lastWeekEnd, -6)} – ${lastWeekEnd}`,
      `Erin Employee, timesheet ${addDays(t.world.weekEnd, -6)} – ${t.world.weekEnd}`,
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ action: 'Timesheet approved', actorName: 'Pat Manager' });
      expect(entry.changes).toContainEqual({ field: 'Status', from: 'Submitted-Pending', to: 'Approved' });
      const projects = entry.changes.find((change) => change.field === 'Projects');
      expect(projects?.to.split(', ').sort()).toEqual(['Apollo', 'Internal']);
    }
    // One sheet's own History names it the same way.
    const own = await call<Entry[]>(t.as.employee, HISTORY, {
      subject: 'TIMESHEET',
      id: lastWeek,
      type: 'timesheet-approved',
    });
    expect(own.data?.[0]?.subject).toBe(
      `Erin Employee, timesheet ${addDays(lastWeekEnd, -6)} – ${lastWeekEnd}`,
    );
  });

  it('names webhook events as X-Tally-Event does and token scopes in words', async () => {
    const webhook = await call(
      t.as.admin,
      'mutation { createWebhook(url: "http://127.0.0.1:9/hooks", events: [TIMESHEET_APPROVED, PROJECT_BUDGET_THRESHOLD]) { secret } }',
    );
    expect(webhook.error).toBeUndefined();
    expect((await portal('webhook-created'))[0]?.changes).toEqual([
      { field: 'URL', from: '', to: 'http://127.0.0.1:9/hooks' },
      { field: 'Events', from: '', to: 'timesheet.approved, project.budget_threshold' },
    ]);
    const token = await call(
      t.as.employee,
      'mutation { createPersonalAccessToken(name: "Payroll sync", expiresInDays: 30, scope: READ_WRITE) { secret } }',
    );
    expect(token.error).toBeUndefined();
    expect((await portal('access-token-created'))[0]).toMatchObject({
      action: 'API token created',
      subject: 'Erin Employee',
      changes: [
        { field: 'Name', from: '', to: 'Payroll sync' },
        { field: 'Scope', from: '', to: 'Read and write' },
      ],
    });
  });

  it('shows budget used as a percent and money with two decimals', async () => {
    const recalculated = await call(
      t.as.admin,
      'mutation($id: ID!) { updateBudgetUsed(projectId: $id) { _id } }',
      {
        id: t.world.project,
      },
    );
    expect(recalculated.error).toBeUndefined();
    const [budget] = await portal('budget-used-updated');
    expect(budget?.subject).toBe('Apollo');
    expect(budget?.changes).toEqual([
      { field: 'Budget used', from: '', to: expect.stringMatching(/^\d+(\.\d+)? %$/) },
    ]);

    const edited = await call(
      t.as.admin,
      'mutation($id: ID!, $sup: ID) { updateUser(userId: $id, defaultRate: 92.5, supervisorId: $sup) { _id } }',
      { id: t.world.ids.employee, sup: t.world.ids.pm },
    );
    expect(edited.error).toBeUndefined();
    const user = await call<Entry[]>(t.as.admin, HISTORY, { subject: 'USER', id: t.world.ids.employee });
    expect(user.data?.[0]).toMatchObject({
      action: 'User edited',
      actorName: 'Ada Admin',
      subject: 'Erin Employee',
      changes: expect.arrayContaining([
        { field: 'Default rate', from: expect.any(String), to: '$92.50' },
        { field: 'Supervisor', from: expect.any(String), to: 'Pat Manager' },
      ]),
    });
  });

  it("lists a quick edit of a user in that user's History, by field label", async () => {
    const edit = await call(
      t.as.admin,
      `mutation($id: ID!) { updateAdminCollectionCell(collection: "users", documentId: $id, fieldKey: "role",
        value: "Designer") { _id } }`,
      { id: t.world.ids.employee },
    );
    expect(edit.error).toBeUndefined();
    const user = await call<Entry[]>(t.as.admin, HISTORY, {
      subject: 'USER',
      id: t.world.ids.employee,
      type: 'admin-collection-updated',
    });
    expect(user.data).toEqual([
      {
        type: 'admin-collection-updated',
        action: 'Edited in Quick Edit',
        actorName: 'Ada Admin',
        subject: 'Erin Employee',
        changes: [{ field: 'Role', from: expect.any(String), to: 'Designer' }],
      },
    ]);
  });
});
