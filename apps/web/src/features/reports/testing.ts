/** Test factory: a sheet with its report as reports.timesheet answers it (two projects, one approved step). */
import { typed } from '../timesheets/shared/testing.ts';
import type { ReportSheet, TimesheetReport } from './reportModel.ts';

type Project = { _id: string; name: string; projectCode: string | null };
const apollo: Project = typed('TimesheetProject', { _id: 'p-1', name: 'Apollo', projectCode: 'APL' });
const internal: Project = typed('TimesheetProject', { _id: 'p-2', name: 'Internal', projectCode: null });

const activity = (taskId: string, hours: number, deliverable: string, comment: string | null = null) =>
  typed('TimesheetReportActivity', {
    taskId,
    lineItemId: `l-${deliverable}`,
    hours,
    deliverable,
    milestone: 'Phase 1',
    comment,
  });

const group = (project: Project, managed: boolean, activities: ReturnType<typeof activity>[]) =>
  typed('TimesheetReportDayProject', {
    project,
    managed,
    hours: activities.reduce((sum, a) => sum + a.hours, 0),
    activities,
  });

const DAYS = [
  ['mon', 'Mon', '20240909'],
  ['tue', 'Tue', '20240910'],
  ['wed', 'Wed', '20240911'],
  ['thu', 'Thu', '20240912'],
  ['fri', 'Fri', '20240913'],
  ['sat', 'Sat', '20240914'],
  ['sun', 'Sun', '20240915'],
] as const;

/** The report of the whole sheet, or of project p-2 only (`onlyInternal`). */
export function sheetReport(options: { onlyInternal?: boolean; flags?: boolean } = {}): TimesheetReport {
  const groups: Record<string, ReturnType<typeof group>[]> = options.onlyInternal
    ? { mon: [group(internal, false, [activity('t2', 2.25, 'Training')])] }
    : {
        mon: [
          group(apollo, true, [activity('t1', 6, 'Build', 'Design review')]),
          group(internal, false, [activity('t2', 2.25, 'Training')]),
        ],
        tue: [group(apollo, true, [activity('t3', 7.5, 'Build')])],
      };
  const days = DAYS.map(([key, label, date]) => {
    const projects = groups[key] ?? [];
    return typed('TimesheetReportDay', {
      key,
      label,
      date,
      hours: projects.reduce((sum, p) => sum + p.hours, 0),
      projects,
    });
  });
  const summary = (project: Project, deliverable: string, hours: number) =>
    typed('TimesheetReportSummaryProject', {
      project,
      subtotal: hours,
      deliverables: [
        typed('TimesheetReportSummaryRow', {
          deliverableId: `d-${deliverable}`,
          deliverable,
          milestone: 'Phase 1',
          hours,
        }),
      ],
    });
  return typed('TimesheetReport', {
    projectId: options.onlyInternal ? 'p-2' : null,
    totalHours: options.onlyInternal ? 2.25 : 15.75,
    showBillableHours: !!options.flags,
    billableHours: options.flags ? 13.5 : null,
    nonBillableHours: options.flags ? 2.25 : null,
    showSummaryTable: !!options.flags,
    managedProjectIds: ['p-1'],
    projects: [apollo, internal],
    days,
    summaryByDeliverable: options.flags
      ? [summary(apollo, 'Build', 13.5), summary(internal, 'Training', 2.25)]
      : null,
    approvedBy: options.onlyInternal
      ? []
      : [
          typed('TimesheetReportApproval', {
            approverName: 'Pat Manager',
            approvedOn: '2024-09-16T14:30:00.000Z',
            projectId: 'p-1',
            projectName: 'Apollo',
          }),
        ],
  });
}

export function reportSheet(report: TimesheetReport = sheetReport()): ReportSheet {
  return typed('Timesheet', {
    _id: 'ts-1',
    status: 'Approved',
    endDate: '20240915',
    user: typed('TimesheetUser', { _id: 'u-1', firstName: 'Erin', lastName: 'Employee' }),
    report,
  });
}
