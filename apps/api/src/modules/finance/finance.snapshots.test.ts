import { schema } from '@tally/db';
import { countingStatements } from '@tally/db/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createApproval, createEntries, createLineItem } from '../../../test/factories/index.ts';
import { TestBrowser } from '../../../test/harness.ts';
import { findAllTaskDays } from '../projects/index.ts';
import { describeWithProjectWorld } from '../projects/projects.fixtures.ts';
import { TASK_DAY_IDS as ids, insertTaskDays } from '../projects/task-days.fixtures.ts';
import { call } from '../timesheets/timesheets.fixtures.ts';

const FIELDS = `_id timesheetId status endDate userId lastName firstName name role email payrollId department title
  employeeType supervisor supervisorName clientName projectId project projectCode classification roles bu milestone
  deliverableId deliverable approvedOn approvers taskdate hours comment totalCost rate`;
const SNAPSHOTS = `query($start: String!, $end: String!) { finance {
  timesheetSnapshots(startDate: $start, endDate: $end) { ${FIELDS} } } }`;

const INTERNAL_ENTRY = '20000000-0000-4000-8000-000000000009';

type Snapshot = Record<string, unknown> & { _id: string };

describeWithProjectWorld('finance: timesheet snapshots of every project', (t) => {
  beforeAll(async () => {
    await insertTaskDays(t.db, t.world);
    // The employee: department, title and the pm as supervisor; a day on the Overhead project as well.
    await t.db
      .update(schema.users)
      .set({ department: 'Delivery', title: 'Analyst II', supervisorId: t.world.ids.pm })
      .where(eq(schema.users.id, t.world.ids.employee));
    const line = {
      timesheetId: ids.approvedSheet,
      projectId: t.world.internal,
      deliverableId: t.world.deliverables.admin,
    };
    const lineItemId = await createLineItem(t.db, line);
    await createEntries(t.db, { ...line, lineItemId, userId: t.world.ids.employee }, [
      { id: INTERNAL_ENTRY, date: '2026-01-06', hours: '1.5' },
    ]);
    await createApproval(t.db, {
      timesheetId: ids.approvedSheet,
      projectId: t.world.project,
      status: 'Approved',
      approvers: ['pm@example.com'],
    });
  });

  const snapshots = (browser: TestBrowser, variables: Record<string, unknown> = {}) =>
    call<{ timesheetSnapshots: Snapshot[] }>(browser, SNAPSHOTS, {
      start: '20260105',
      end: '20260118',
      ...variables,
    });

  it('lists the task days of every project in the range, by date then id, with the person and project details', async () => {
    const { data, error } = await snapshots(t.as.finance);
    expect(error).toBeUndefined();
    const rows = data!.timesheetSnapshots;
    // 2026-01-19 is outside the range (C-056); the Overhead project's day is there too.
    expect(rows.map((row) => row._id)).toEqual([
      ids.pendingMon,
      ids.approvedMon,
      ids.approvedTue,
      INTERNAL_ENTRY,
      ids.approvedWed,
      ids.pendingThu,
      ids.pendingLoose,
      ids.laterMon,
    ]);
    expect(rows[1]).toEqual({
      _id: ids.approvedMon,
      timesheetId: ids.approvedSheet,
      status: 'Approved',
      endDate: '20260111',
      userId: t.world.ids.employee,
      lastName: 'O"Neil, Jr',
      firstName: 'Erin',
      name: 'Erin O"Neil, Jr',
      role: 'Analyst',
      email: 'employee@example.com',
      payrollId: 'P-7',
      department: 'Delivery',
      title: 'Analyst II',
      employeeType: 'W-2',
      supervisor: 'Pat Manager',
      supervisorName: 'Pat Manager',
      clientName: 'Acme Corp',
      projectId: t.world.project,
      project: 'Apollo',
      projectCode: 'APL',
      classification: null,
      roles: 1,
      bu: 'AP-01',
      milestone: 'Build',
      deliverableId: t.world.deliverables.design,
      deliverable: 'Design',
      approvedOn: '20260112',
      approvers: ['pm@example.com'],
      taskdate: '20260105',
      hours: 4,
      comment: 'line, "quoted"',
      totalCost: 4938,
      rate: 1234.5,
    });
    // The Overhead project's day: its classification, no client, no approval step of its own on this project.
    expect(rows[3]).toMatchObject({
      project: 'Internal',
      classification: 'Overhead',
      clientName: null,
      roles: 0,
      approvers: [],
      hours: 1.5,
      status: 'Approved',
      supervisor: 'Pat Manager',
    });
    // Not approved: no money (M-105); the pm has no supervisor, department or e-mail.
    expect(rows[0]).toMatchObject({
      name: 'Pat Manager',
      status: 'Submitted-Pending',
      supervisor: null,
      department: null,
      title: 'Project Manager',
      email: null,
      totalCost: null,
      rate: null,
    });
  });

  it('answers the same rows for one day or a month in one statement, and a range without days is empty', async () => {
    const one = countingStatements(t.db);
    const day = await findAllTaskDays(one.db, { from: '2026-01-06', to: '2026-01-06' });
    expect(day.map((row) => row.id)).toEqual([ids.approvedTue, INTERNAL_ENTRY]);
    const all = countingStatements(t.db);
    expect(await findAllTaskDays(all.db, { from: '2026-01-01', to: '2026-01-31' })).toHaveLength(9);
    expect(all.count()).toBe(1);
    expect(one.count()).toBe(1);
    // A month at a time (F-023) gives the same rows as the whole range.
    const { data } = await snapshots(t.as.admin, { start: '20260201', end: '20260228' });
    expect(data!.timesheetSnapshots).toEqual([]);
  });

  it('fills the approvers of a sheet whose approval step covers the whole sheet (no project named)', async () => {
    // The seeds (demo and scale) write one step per sheet without a project: every project of the sheet.
    const { id: step } = await createApproval(t.db, {
      timesheetId: ids.pendingSheet,
      projectId: null,
      position: 0,
      approvers: [
        { email: 'admin@example.com', position: 1 },
        { email: 'employee@example.com', position: 0 },
      ],
    });
    try {
      const rows = (await snapshots(t.as.finance)).data!.timesheetSnapshots;
      const byId = new Map(rows.map((row) => [row._id, row.approvers]));
      for (const id of [ids.pendingMon, ids.pendingThu, ids.pendingLoose])
        expect(byId.get(id)).toEqual(['employee@example.com', 'admin@example.com']);
      expect(byId.get(ids.approvedMon)).toEqual(['pm@example.com']);
    } finally {
      await t.db.delete(schema.timesheetApprovals).where(eq(schema.timesheetApprovals.id, step));
    }
  });

  it('is for the finance and admin groups only', async () => {
    expect((await snapshots(t.as.admin)).data!.timesheetSnapshots).toHaveLength(8);
    for (const actor of ['employee', 'pm', 'manager', 'senior'] as const) {
      const refused = await snapshots(t.as[actor]);
      expect(refused.error?.extensions?.code, actor).toBe('FORBIDDEN');
      expect(refused.data, actor).toBeNull();
    }
    const anonymous = await snapshots(new TestBrowser(t.app.baseUrl));
    expect(anonymous.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('names a bad range and keeps the 366-day cap', async () => {
    const backwards = await snapshots(t.as.finance, { start: '20260118', end: '20260105' });
    expect(backwards.error?.extensions?.fields).toEqual({
      endDate: 'endDate must be on or after startDate.',
    });
    const badDate = await snapshots(t.as.finance, { start: '2026-01-05' });
    expect(badDate.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(badDate.error?.extensions?.fields ?? {})).toEqual(['startDate']);
    const year = await snapshots(t.as.finance, { start: '20260101', end: '20270101' });
    expect(year.data!.timesheetSnapshots).toHaveLength(9);
    const tooLong = await snapshots(t.as.finance, { start: '20260101', end: '20270102' });
    expect(tooLong.error?.extensions?.fields).toEqual({
      endDate: 'startDate to endDate may cover at most 366 days.',
    });
  });
});
