import { describe, expect, it } from 'vitest';
import { buildTimesheetReport, type ReportLine } from './timesheet-report.ts';

const apollo = { id: 'p1', name: 'Apollo' };
const overhead = { id: 'p2', name: 'Internal' };

const line = (
  id: string,
  project: { id: string; name: string },
  entries: [string, number][],
  deliverable: Partial<NonNullable<ReportLine<typeof apollo>['deliverable']>> = {},
): ReportLine<typeof apollo> => ({
  id,
  projectId: project.id,
  project,
  deliverableId: `d-${id}`,
  deliverable: {
    deliverableName: `Deliverable ${id}`,
    milestoneName: null,
    ignoreHoursInTotal: false,
    trackAgainstTimeOff: false,
    ...deliverable,
  },
  entries: entries.map(([date, hours], index) => ({ id: `${id}-${index}`, date, hours, comment: null })),
});

const input = (lines: ReportLine<typeof apollo>[], projectId: string | null = null) => ({
  record: {
    sheet: { endDate: '2026-03-07' },
    lineItems: lines,
    approvals: [
      {
        projectId: 'p1',
        status: 'Approved',
        approvedOn: new Date('2026-03-09T12:00:00Z'),
        approvedByUser: { firstName: 'Ada', lastName: 'Lovelace' },
      },
      { projectId: 'p2', status: 'Pending', approvedOn: null, approvedByUser: null },
    ],
  },
  projectId,
  classifications: new Map([
    ['p1', 'Billable'],
    ['p2', 'Overhead'],
  ]),
  showBillableHours: true,
  showSummaryTable: true,
  managedProjectIds: ['p2'],
});

describe('buildTimesheetReport (R items)', () => {
  const lines = [
    line('a', apollo, [
      ['2026-03-02', 4],
      ['2026-03-03', 2.5],
    ]),
    line('b', apollo, [['2026-03-02', 1]], { ignoreHoursInTotal: true }),
    line('c', overhead, [['2026-03-03', 3]]),
  ];

  it('groups the week by day and project and leaves flagged deliverables out of the totals', () => {
    const report = buildTimesheetReport(input(lines));
    expect(report.days.map((day) => [day.date, day.hours])).toEqual([
      ['20260301', 0],
      ['20260302', 4],
      ['20260303', 5.5],
      ['20260304', 0],
      ['20260305', 0],
      ['20260306', 0],
      ['20260307', 0],
    ]);
    const monday = report.days[1]!;
    expect(monday.projects).toHaveLength(1);
    expect(monday.projects[0]!.activities.map((activity) => activity.lineItemId)).toEqual(['a', 'b']);
    expect(report.totalHours).toBe(9.5);
    expect(report.billableHours).toBe(6.5);
    expect(report.nonBillableHours).toBe(3);
    expect(report.summaryByDeliverable?.map((project) => project.subtotal)).toEqual([6.5, 3]);
    expect(report.managedProjectIds).toEqual(['p2']);
    expect(report.approvedBy).toEqual([
      {
        projectId: 'p1',
        projectName: 'Apollo',
        approverName: 'Ada Lovelace',
        approvedOn: new Date('2026-03-09T12:00:00Z'),
      },
    ]);
  });

  it('keeps one project when filtered, and the whole sheet its projects', () => {
    const report = buildTimesheetReport(input(lines, 'p2'));
    expect(report.totalHours).toBe(3);
    expect(report.billableHours).toBe(0);
    expect(report.projects).toEqual([apollo, overhead]);
    expect(report.approvedBy).toEqual([]);
  });
});
