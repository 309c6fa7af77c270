import { countingStatements } from '@tally/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { createApproval } from '../../../../test/factories/index.ts';
import { call } from '../../timesheets/timesheets.fixtures.ts';
import { describeWithProjectWorld } from '../projects.fixtures.ts';
import { TASK_DAY_IDS as ids, insertTaskDays } from '../task-days.fixtures.ts';
import { findTaskDays } from './queries.ts';

const FIELDS = `_id timesheetId status endDate userId lastName firstName role email payrollId clientName project
  projectCode roles bu milestone deliverableId deliverable approvedOn approvers taskdate hours comment totalCost rate`;
const SNAPSHOTS = `query($id: ID!, $start: String!, $end: String!, $taskIds: [ID!]) { projectManagement {
  project(projectId: $id) { timesheetSnapshots(startDate: $start, endDate: $end, taskIds: $taskIds) { ${FIELDS} } } } }`;

type Snapshot = Record<string, unknown> & { _id: string };

describeWithProjectWorld('projects: timesheet snapshots', (t) => {
  beforeAll(async () => {
    await insertTaskDays(t.db, t.world);
    // The approved sheet's step for Apollo: the pm, then the admin as backup.
    await createApproval(t.db, {
      timesheetId: ids.approvedSheet,
      projectId: t.world.project,
      status: 'Approved',
      approvers: [
        { email: 'admin@example.com', position: 1 },
        { email: 'pm@example.com', position: 0 },
      ],
    });
  });

  const snapshots = (actor: 'manager' | 'finance' | 'employee', variables: Record<string, unknown> = {}) =>
    call<{ project: { timesheetSnapshots: Snapshot[] } }>(t.as[actor], SNAPSHOTS, {
      id: t.world.project,
      start: '20260105',
      end: '20260118',
      ...variables,
    });

  it('lists one row per task day in the range, by date then id, with the C-051 fields (M-110)', async () => {
    const { data, error } = await snapshots('manager');
    expect(error).toBeUndefined();
    const rows = data!.project.timesheetSnapshots;
    // 2026-01-19 is outside the range (C-056).
    expect(rows.map((row) => row._id)).toEqual([
      ids.pendingMon,
      ids.approvedMon,
      ids.approvedTue,
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
      role: 'Analyst',
      email: 'employee@example.com',
      payrollId: 'P-7',
      clientName: 'Acme Corp',
      project: 'Apollo',
      projectCode: 'APL',
      roles: 1,
      bu: 'AP-01',
      milestone: 'Build',
      deliverableId: t.world.deliverables.design,
      deliverable: 'Design',
      approvedOn: '20260112',
      approvers: ['pm@example.com', 'admin@example.com'],
      taskdate: '20260105',
      hours: 4,
      comment: 'line, "quoted"',
      totalCost: 4938,
      rate: 1234.5,
    });
    // A sheet waiting for approval: no approval date and no money (M-105); the pm has no e-mail left.
    expect(rows[0]).toMatchObject({
      status: 'Submitted-Pending',
      email: null,
      bu: 'BU-7-IS,2',
      approvedOn: null,
      approvers: [],
      comment: 'say "hi"',
      totalCost: null,
      rate: null,
    });
    expect(rows[5]).toMatchObject({ milestone: null, deliverable: 'Loose ends', comment: 'loose' });
    // Approved without approval time: the sheet's last change (C-054).
    expect(rows[6]).toMatchObject({ approvedOn: '20260120', hours: 3, totalCost: 3703.5 });
  });

  it('keeps only the tasks asked for, and reads them in one statement whatever their number', async () => {
    const { data } = await snapshots('finance', { taskIds: [ids.laterMon, ids.pendingThu, ids.outside] });
    expect(data!.project.timesheetSnapshots.map((row) => row._id)).toEqual([ids.pendingThu, ids.laterMon]);

    const one = countingStatements(t.db);
    await findTaskDays(one.db, t.world.project, { from: '2026-01-05', to: '2026-01-05' });
    const all = countingStatements(t.db);
    const rows = await findTaskDays(all.db, t.world.project, { from: '2026-01-01', to: '2026-01-31' });
    expect(rows).toHaveLength(8);
    expect(all.count()).toBe(one.count());
    expect(all.count()).toBe(1);
  });

  it('is for those who may read the money of the project, and names a bad range', async () => {
    const refused = await snapshots('employee');
    expect(refused.error?.extensions?.code).toBe('FORBIDDEN');
    const backwards = await snapshots('manager', { start: '20260118', end: '20260105' });
    expect(backwards.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(backwards.error?.message).toBe('endDate must be on or after startDate.');
    const badDate = await snapshots('manager', { start: '2026-01-05' });
    expect(badDate.error?.extensions?.code).toBe('BAD_USER_INPUT');
    // At most 366 days, both ends counted: a whole year and a day is the most, one more day is refused.
    const year = await snapshots('manager', { start: '20260101', end: '20270101' });
    expect(year.error).toBeUndefined();
    expect(year.data!.project.timesheetSnapshots).toHaveLength(8);
    const tooLong = await snapshots('manager', { start: '20260101', end: '20270102' });
    expect(tooLong.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tooLong.error?.message).toBe('startDate to endDate may cover at most 366 days.');
    expect(tooLong.error?.extensions?.fields).toEqual({
      endDate: 'startDate to endDate may cover at most 366 days.',
    });
  });
});
