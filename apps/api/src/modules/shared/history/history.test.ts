import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { addDays } from '@tally/domain/shared/dates';
import { beforeEach, describe, expect, it } from 'vitest';
import { APPROVE, submittedSheet } from '../../approvals/approvals.fixtures.ts';
import {
  call,
  clearTimesheets,
  compact,
  type Sheet,
  useTimesheetWorld,
} from '../../timesheets/timesheets.fixtures.ts';

const HISTORY = `query($subject: HistorySubject!, $id: ID, $type: String, $search: String) {
  history(subject: $subject, id: $id, type: $type, search: $search) {
    type action actorName tokenName subject changes { field from to } } }`;

interface Entry {
  type: string;
  action: string;
  actorName: string | null;
  tokenName: string | null;
  subject: string;
  changes: { field: string; from: string; to: string }[];
}

describe.each(testDatabases())('history on $name', (database) => {
  const t = useTimesheetWorld(database, ['employee', 'pm', 'admin', 'other']);

  beforeEach(async () => {
    await clearTimesheets(t.db);
    await t.db.delete(schema.auditEvents);
  });

  it("lists a sheet's edits (old and new hours), its submit and its approval, newest first", async () => {
    const sheetId = await submittedSheet(t.as.employee, t.world);
    t.app.clock.advance(1000);
    await call(t.as.pm, APPROVE, { id: sheetId });
    const history = await call<Entry[]>(t.as.employee, HISTORY, { subject: 'TIMESHEET', id: sheetId });
    const entries = history.data ?? [];
    // The approval came a second later: first. The edits and the submit share the fixture's instant.
    expect(entries[0]?.action).toBe('Timesheet approved');
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      ...Array(6).fill('Hours changed'),
      'Timesheet approved',
      'Timesheet submitted',
    ]);
    expect(entries[0]).toMatchObject({
      actorName: 'Pat Manager',
      tokenName: null,
      changes: expect.arrayContaining([{ field: 'Status', from: 'Submitted-Pending', to: 'Approved' }]),
    });
    expect(entries.find((entry) => entry.type === 'timesheet-submitted')).toMatchObject({
      actorName: 'Erin Employee',
      changes: [{ field: 'Status', from: 'Not Submitted', to: 'Submitted-Pending' }],
    });
    const edits = entries.filter((entry) => entry.type === 'timesheet-hours-changed');
    expect(edits).toHaveLength(6);
    expect(edits).toContainEqual(
      expect.objectContaining({
        subject: `Apollo / Design, ${addDays(t.world.weekEnd, -6)}`,
        changes: [{ field: 'Hours', from: '0', to: '8' }],
      }),
    );
    // Filterable by type.
    const onlyEdits = await call<Entry[]>(t.as.employee, HISTORY, {
      subject: 'TIMESHEET',
      id: sheetId,
      type: 'timesheet-hours-changed',
    });
    expect(onlyEdits.data).toHaveLength(6);
  });

  it('records a cell change from 8 to 6 hours, and exports the history as CSV', async () => {
    const sheetId = await submittedSheet(t.as.employee, t.world);
    t.app.clock.advance(1000);
    await call(t.as.employee, 'mutation($id: ID!) { recallTimesheet(timesheetId: $id) { _id } }', {
      id: sheetId,
    });
    const sheet = await call<Sheet>(
      t.as.employee,
      'query($endDate: String) { timesheet(endDate: $endDate) { lineItems { monTask { _id } } } }',
      { endDate: compact(t.world.weekEnd) },
    );
    const taskId = sheet.data?.lineItems.find((line) => line.monTask)?.monTask?._id;
    t.app.clock.advance(1000);
    const saved = await call(
      t.as.employee,
      'mutation($id: ID!) { updateHours(taskId: $id, hours: 6) { _id } }',
      {
        id: taskId,
      },
    );
    expect(saved.error).toBeUndefined();
    const history = await call<Entry[]>(t.as.employee, HISTORY, { subject: 'TIMESHEET', id: sheetId });
    expect(history.data?.[0]).toMatchObject({
      action: 'Hours changed',
      changes: [{ field: 'Hours', from: '8', to: '6' }],
    });
    expect(history.data?.[1]).toMatchObject({
      action: 'Timesheet recalled',
      changes: [{ field: 'Status', from: 'Submitted-Pending', to: 'Not Submitted' }],
    });

    const csv = await t.as.employee.fetch(
      `/api/history.csv?subject=TIMESHEET&id=${sheetId}&type=timesheet-hours-changed`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('When,Who,Through token,Action,Subject,Field,Old value,New value');
    expect(lines[1]).toMatch(/,Erin Employee,,Hours changed,"Apollo \/ Design, [\d-]+",Hours,8,6$/);
    expect(lines).toHaveLength(8);
  });

  it('records a calendar drag (day and start time) and comment changes with old and new values', async () => {
    const created = await call<{ _id: string }>(
      t.as.employee,
      'mutation($e: String!) { createTimesheet(endDate: $e) { _id } }',
      { e: t.world.weekEndCompact },
    );
    const sheetId = created.data?._id;
    const added = await call<Sheet>(
      t.as.employee,
      `mutation($t: ID!, $p: ID!, $d: ID!, $date: String!) {
        addHours(timesheetId: $t, projectId: $p, deliverableId: $d, hours: 3, date: $date, startTime: 9) {
          lineItems { monTask { _id } } } }`,
      { t: sheetId, p: t.world.project, d: t.world.deliverables.design, date: compact(t.world.monday) },
    );
    const taskId = added.data?.lineItems[0]?.monTask?._id;
    if (!sheetId || !taskId) throw new Error(`no task: ${added.error?.message}`);
    const tuesday = addDays(t.world.monday, 1);
    const MOVE =
      'mutation($id: ID!, $date: String!, $start: Float) { moveTimesheetTask(taskId: $id, date: $date, startTime: $start) { _id } }';
    const COMMENT =
      'mutation($id: ID!, $c: String) { updateTimesheetTaskComment(taskId: $id, comment: $c) { _id } }';

    t.app.clock.advance(1000);
    expect(
      (await call(t.as.employee, MOVE, { id: taskId, date: compact(tuesday), start: 13.5 })).error,
    ).toBeUndefined();
    t.app.clock.advance(1000);
    // A drop where it was, on the same day at the same time: nothing changed, nothing recorded.
    expect(
      (await call(t.as.employee, MOVE, { id: taskId, date: compact(tuesday), start: 13.5 })).error,
    ).toBeUndefined();
    expect(
      (await call(t.as.employee, COMMENT, { id: taskId, c: 'Kick-off with the client' })).error,
    ).toBeUndefined();
    t.app.clock.advance(1000);
    expect(
      (await call(t.as.employee, COMMENT, { id: taskId, c: 'Kick-off with the client' })).error,
    ).toBeUndefined();
    expect((await call(t.as.pm, COMMENT, { id: taskId, c: '' })).error?.extensions?.code).toBe('FORBIDDEN');
    expect((await call(t.as.employee, COMMENT, { id: taskId, c: '  ' })).error).toBeUndefined();
    // Only the day moves when the drop keeps the start time.
    t.app.clock.advance(1000);
    expect(
      (await call(t.as.employee, MOVE, { id: taskId, date: compact(t.world.monday) })).error,
    ).toBeUndefined();

    const history = await call<Entry[]>(t.as.employee, HISTORY, { subject: 'TIMESHEET', id: sheetId });
    const entries = (history.data ?? []).filter((entry) => entry.type !== 'timesheet-hours-changed');
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'Time moved',
        actorName: 'Erin Employee',
        subject: `Apollo / Design, ${t.world.monday}`,
        changes: [{ field: 'Date', from: tuesday, to: t.world.monday }],
      }),
      expect.objectContaining({
        action: 'Comment changed',
        subject: `Apollo / Design, ${tuesday}`,
        changes: [{ field: 'Comment', from: 'Kick-off with the client', to: '' }],
      }),
      expect.objectContaining({
        action: 'Comment changed',
        changes: [{ field: 'Comment', from: '', to: 'Kick-off with the client' }],
      }),
      expect.objectContaining({
        action: 'Time moved',
        subject: `Apollo / Design, ${tuesday}`,
        changes: [
          { field: 'Date', from: t.world.monday, to: tuesday },
          { field: 'Start time', from: '09:00', to: '13:30' },
        ],
      }),
    ]);
    const moves = await call<Entry[]>(t.as.employee, HISTORY, {
      subject: 'TIMESHEET',
      id: sheetId,
      type: 'timesheet-task-moved',
    });
    expect(moves.data).toHaveLength(2);
  });

  it('names the token a change came through', async () => {
    const created = await call<{ secret: string }>(
      t.as.employee,
      'mutation { createPersonalAccessToken(name: "Sync tool", expiresInDays: 30, scope: READ_WRITE) { secret } }',
    );
    const response = await fetch(`${t.app.baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${created.data?.secret}` },
      body: JSON.stringify({
        query: 'mutation($endDate: String!) { createTimesheet(endDate: $endDate) { _id } }',
        variables: { endDate: t.world.weekEndCompact },
      }),
    });
    const sheetId = ((await response.json()) as { data: { createTimesheet: { _id: string } } }).data
      .createTimesheet._id;
    await fetch(`${t.app.baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${created.data?.secret}` },
      body: JSON.stringify({
        query: `mutation($t: ID!, $p: ID!, $d: ID!, $date: String!) {
          addHours(timesheetId: $t, projectId: $p, deliverableId: $d, hours: 4, date: $date) { _id } }`,
        variables: {
          t: sheetId,
          p: t.world.project,
          d: t.world.deliverables.design,
          date: compact(t.world.monday),
        },
      }),
    });
    const history = await call<Entry[]>(t.as.employee, HISTORY, { subject: 'TIMESHEET', id: sheetId });
    expect(history.data).toEqual([
      expect.objectContaining({
        action: 'Hours changed',
        tokenName: 'Sync tool',
        actorName: 'Erin Employee',
      }),
    ]);
  });

  it("refuses another user's sheet; the portal's history is for admins", async () => {
    const sheetId = await submittedSheet(t.as.employee, t.world);
    const foreign = await call(t.as.other, HISTORY, { subject: 'TIMESHEET', id: sheetId });
    expect(foreign.error?.extensions?.code).toBe('FORBIDDEN');
    const portal = await call(t.as.employee, HISTORY, { subject: 'PORTAL' });
    expect(portal.error?.extensions?.code).toBe('FORBIDDEN');
    const asAdmin = await call<Entry[]>(t.as.admin, HISTORY, { subject: 'PORTAL', search: 'Erin' });
    expect(asAdmin.data?.length).toBeGreaterThan(0);
    const csv = await t.as.other.fetch(`/api/history.csv?subject=TIMESHEET&id=${sheetId}`);
    expect(csv.status).toBe(403);
  });

  it("lists a project's edits and a user's changes with old and new values", async () => {
    const edit = await call(
      t.as.admin,
      'mutation($id: ID!) { updateProject(projectId: $id, name: "Apollo 2") { name } }',
      { id: t.world.project },
    );
    const project = await call<Entry[]>(t.as.admin, HISTORY, { subject: 'PROJECT', id: t.world.project });
    if (edit.error) throw new Error(edit.error.message);
    expect(project.data?.[0]).toMatchObject({
      action: 'Project edited',
      actorName: 'Ada Admin',
      changes: [{ field: 'Name', from: 'Apollo', to: 'Apollo 2' }],
    });
    // A recalculation names its project too (the portal's audit lists it among every other event).
    t.app.clock.advance(1000);
    const recalculated = await call(
      t.as.admin,
      'mutation($id: ID!) { updateBudgetUsed(projectId: $id) { _id } }',
      {
        id: t.world.project,
      },
    );
    expect(recalculated.error).toBeUndefined();
    const portal = await call<Entry[]>(t.as.admin, HISTORY, {
      subject: 'PORTAL',
      type: 'budget-used-updated',
    });
    expect(portal.data?.[0]?.action).toBe('Budget used recalculated');
    expect(portal.data?.[0]?.subject).toContain('Apollo 2');
  });
});
