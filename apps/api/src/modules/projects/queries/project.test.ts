import { countingStatements } from '@tally/db/testing';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { APPROVE, submittedSheet } from '../../approvals/approvals.fixtures.ts';
import { call } from '../../timesheets/timesheets.fixtures.ts';
import { describeWithProjectWorld, insertSheetWithHours } from '../projects.fixtures.ts';
import { findResourcesByProject } from './project.ts';

const RECALL = `mutation($id: ID!) { recallTimesheet(timesheetId: $id) { _id status } }`;
const RESOURCES = `query($id: ID!) { projectManagement { project(projectId: $id) {
  resources { email totalApprovedHours user { _id } } } } }`;

type Resources = {
  project: { resources: { email: string; totalApprovedHours: number; user: { _id: string } | null }[] };
};

describeWithProjectWorld('projects: the team and its approved hours', (t) => {
  /** Each resource's totalApprovedHours by e-mail, checked against the entries of Approved sheets summed directly. */
  const team = async (): Promise<Record<string, number>> => {
    const { data, error } = await call<Resources>(t.as.manager, RESOURCES, { id: t.world.project });
    expect(error).toBeUndefined();
    const direct = await t.db.execute<{ user_id: string; hours: string }>(sql`
      SELECT e.user_id, sum(e.hours)::text AS hours FROM timesheet_entries e
        JOIN timesheets ts ON ts.id = e.timesheet_id AND ts.status = 'Approved'
       WHERE e.project_id = ${t.world.project} GROUP BY e.user_id`);
    const byUser = new Map(direct.rows.map((row) => [row.user_id, Number(row.hours)]));
    const hours: Record<string, number> = {};
    for (const resource of data!.project.resources) {
      expect(resource.totalApprovedHours, resource.email).toBe(
        (resource.user && byUser.get(resource.user._id)) ?? 0,
      );
      hours[resource.email] = resource.totalApprovedHours;
    }
    return hours;
  };

  it('counts the approved hours of all months and deliverables, and follows approval and recall', async () => {
    expect(await team()).toEqual({ 'employee@example.com': 0, 'pm@example.com': 0, 'other@example.com': 0 });
    // Two months apart, and one sheet still pending.
    await insertSheetWithHours(t.db, t.world, { hours: '6.25', monday: '2025-11-03' });
    await insertSheetWithHours(t.db, t.world, {
      hours: '2',
      status: 'Submitted-Pending',
      monday: '2026-01-12',
    });
    expect((await team())['employee@example.com']).toBe(6.25);

    const id = await submittedSheet(t.as.employee, t.world);
    expect((await team())['employee@example.com']).toBe(6.25);
    expect((await call(t.as.admin, APPROVE, { id })).error).toBeUndefined();
    expect((await team())['employee@example.com']).toBe(46.25);
    expect((await call(t.as.finance, RECALL, { id })).error).toBeUndefined();
    expect(await team()).toEqual({
      'employee@example.com': 6.25,
      'pm@example.com': 0,
      'other@example.com': 0,
    });
  });

  it('reads the teams of several projects in one statement', async () => {
    const counting = countingStatements(t.db);
    const teams = await findResourcesByProject(counting.db, [t.world.project, t.world.internal]);
    expect(counting.count()).toBe(1);
    expect(teams.get(t.world.project)).toHaveLength(3);
  });
});
