import { schema } from '@tally/db';
import { testDatabases } from '@tally/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../../test/harness.ts';
import { APPROVE, addLead, submittedSheet } from '../approvals/approvals.fixtures.ts';
import { call, setConfiguration, useTimesheetWorld } from '../timesheets/timesheets.fixtures.ts';

const REPORT = `query($id: ID!, $projectId: ID) { reports { timesheet(timesheetId: $id, projectId: $projectId) {
  _id status endDate user { firstName lastName }
  report { projectId projects { name } managedProjectIds totalHours showBillableHours billableHours
    nonBillableHours showSummaryTable
    days { key label date hours projects { project { name projectCode } managed hours
      activities { deliverable milestone comment hours } } }
    summaryByDeliverable { project { name } deliverables { deliverable milestone hours } subtotal }
    approvedBy { projectName approverName approvedOn } } } } }`;

interface Report {
  status: string;
  endDate: string;
  user: { firstName: string; lastName: string };
  report: {
    projectId: string | null;
    projects: { name: string }[];
    managedProjectIds: string[];
    totalHours: number;
    billableHours: number | null;
    nonBillableHours: number | null;
    days: {
      key: string;
      hours: number;
      projects: {
        project: { name: string; projectCode: string | null };
        managed: boolean;
        hours: number;
        activities: { deliverable: string; milestone: string; comment: string | null; hours: number }[];
      }[];
    }[];
    summaryByDeliverable: { project: { name: string }; deliverables: unknown[]; subtotal: number }[] | null;
    approvedBy: { projectName: string; approverName: string; approvedOn: string }[];
  };
}

describe.each(testDatabases())('reports.timesheet on $name', (database) => {
  const t = useTimesheetWorld(database, ['employee', 'pm', 'admin', 'finance', 'other', 'lead'], {
    prepare: (db, world) => addLead(db, world, { role: 'Consultant', allowProjectManagement: true }),
  });
  let id: string;

  beforeAll(async () => {
    id = await submittedSheet(t.as.employee, t.world);
    await t.db.update(schema.timesheetEntries).set({ comment: 'Kick-off' });
    await call(t.as.pm, APPROVE, { id });
  });

  const read = async (browser: TestBrowser, projectId?: string) => {
    const { data, error } = await call<{ timesheet: Report }>(browser, REPORT, { id, projectId });
    return { report: data?.timesheet, code: error?.extensions?.code };
  };

  it('shows the week by day and project, totals, billable hours, summary and who approved', async () => {
    const { report } = await read(t.as.employee);
    expect(report).toMatchObject({ status: 'Approved', user: { firstName: 'Erin', lastName: 'Employee' } });
    expect(report?.endDate).toBe(t.world.weekEndCompact);
    const r = report!.report;
    expect(r.projects.map((p) => p.name)).toEqual(['Apollo', 'Internal']);
    expect(r.managedProjectIds).toEqual([]);
    expect(r.days.map((day) => [day.key, day.hours])).toEqual([
      ['mon', 9],
      ['tue', 8],
      ['wed', 8],
      ['thu', 8],
      ['fri', 8],
      ['sat', 0],
      ['sun', 0],
    ]);
    expect(r.days[0]?.projects).toEqual([
      {
        project: { name: 'Apollo', projectCode: 'APL' },
        managed: false,
        hours: 8,
        activities: [{ deliverable: 'Design', milestone: 'Build', comment: 'Kick-off', hours: 8 }],
      },
      {
        project: { name: 'Internal', projectCode: null },
        managed: false,
        hours: 1,
        activities: [{ deliverable: 'Admin', milestone: 'Time Off', comment: 'Kick-off', hours: 1 }],
      },
    ]);
    expect(r).toMatchObject({ totalHours: 41, billableHours: 40, nonBillableHours: 1 });
    expect(r.summaryByDeliverable?.map((row) => [row.project.name, row.subtotal])).toEqual([
      ['Apollo', 40],
      ['Internal', 1],
    ]);
    expect(r.approvedBy.map((entry) => [entry.projectName, entry.approverName])).toEqual([
      ['Apollo', 'Pat Manager'],
      ['Internal', 'Pat Manager'],
    ]);
    expect(Number.isNaN(Date.parse(r.approvedBy[0]?.approvedOn ?? ''))).toBe(false);
  });

  it('filters by project, highlights managed projects and hides flagged blocks', async () => {
    const { report } = await read(t.as.pm, t.world.project);
    expect(report?.report).toMatchObject({
      projectId: t.world.project,
      managedProjectIds: [t.world.project],
      totalHours: 40,
      billableHours: 40,
      nonBillableHours: 0,
    });
    expect(report?.report.projects).toHaveLength(2);
    expect(report?.report.days[0]?.projects.map((group) => [group.project.name, group.managed])).toEqual([
      ['Apollo', true],
    ]);
    expect(report?.report.approvedBy.map((entry) => entry.projectName)).toEqual(['Apollo']);
    await setConfiguration(t.db, 'show-report-billable-hours', 'false');
    await setConfiguration(t.db, 'show-report-summary-table', '0');
    try {
      const { report: hidden } = await read(t.as.pm);
      expect(hidden?.report).toMatchObject({
        billableHours: null,
        nonBillableHours: null,
        summaryByDeliverable: null,
      });
    } finally {
      await setConfiguration(t.db, 'show-report-billable-hours', null);
      await setConfiguration(t.db, 'show-report-summary-table', null);
    }
  });

  it('is readable by the owner, approvers, project managers, finance and admin only', async () => {
    for (const browser of [t.as.employee, t.as.pm, t.as.admin, t.as.finance, t.as.lead]) {
      expect((await read(browser)).code).toBeUndefined();
    }
    expect((await read(t.as.other)).code).toBe('FORBIDDEN');
    const unknown = await call(t.as.admin, REPORT, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.error?.extensions?.code).toBe('NOT_FOUND');
  });
});
