import type { Builder } from '../../graphql/builder.ts';
import type { TimesheetTypes } from '../timesheets/timesheet.type.ts';
import type {
  ReportActivity,
  ReportApproval,
  ReportDay,
  ReportProjectGroup,
  ReportSummaryProject,
  ReportSummaryRow,
  TimesheetReport,
} from './report.build.ts';

/** GraphQL types of the timesheet report (R items); hours are numbers, the web app shows up to 2 decimals. */
export function reportTypes(builder: Builder, types: TimesheetTypes) {
  const Activity = builder.objectRef<ReportActivity>('TimesheetReportActivity').implement({
    fields: (t) => ({
      lineItemId: t.exposeID('lineItemId'),
      taskId: t.exposeID('taskId'),
      deliverable: t.exposeString('deliverable', { nullable: true }),
      milestone: t.exposeString('milestone', { nullable: true }),
      comment: t.exposeString('comment', { nullable: true }),
      hours: t.exposeFloat('hours'),
    }),
  });

  const DayProject = builder.objectRef<ReportProjectGroup>('TimesheetReportDayProject').implement({
    description: "A project's activities of one day.",
    fields: (t) => ({
      project: t.field({ type: types.Project, resolve: (group) => group.project }),
      managed: t.exposeBoolean('managed', { description: "On 'Projects that you manage' (highlighted)." }),
      hours: t.exposeFloat('hours'),
      activities: t.field({ type: [Activity], resolve: (group) => group.activities }),
    }),
  });

  const Day = builder.objectRef<ReportDay>('TimesheetReportDay').implement({
    fields: (t) => ({
      key: t.exposeString('key', { description: 'mon … sun' }),
      label: t.exposeString('label'),
      date: t.exposeString('date', { description: 'YYYYMMDD' }),
      hours: t.exposeFloat('hours', { description: 'Without ignoreHoursInTotal deliverables.' }),
      projects: t.field({ type: [DayProject], resolve: (day) => day.projects }),
    }),
  });

  const SummaryRow = builder.objectRef<ReportSummaryRow>('TimesheetReportSummaryRow').implement({
    fields: (t) => ({
      deliverableId: t.exposeID('deliverableId', { nullable: true }),
      deliverable: t.exposeString('deliverable', { nullable: true }),
      milestone: t.exposeString('milestone', { nullable: true }),
      hours: t.exposeFloat('hours'),
    }),
  });

  const SummaryProject = builder.objectRef<ReportSummaryProject>('TimesheetReportSummaryProject').implement({
    fields: (t) => ({
      project: t.field({ type: types.Project, resolve: (row) => row.project }),
      deliverables: t.field({ type: [SummaryRow], resolve: (row) => row.deliverables }),
      subtotal: t.exposeFloat('subtotal'),
    }),
  });

  const Approval = builder.objectRef<ReportApproval>('TimesheetReportApproval').implement({
    description: "A 'Timesheet approved by' entry.",
    fields: (t) => ({
      projectId: t.exposeID('projectId', { nullable: true }),
      projectName: t.exposeString('projectName', { nullable: true }),
      approverName: t.exposeString('approverName', { nullable: true }),
      approvedOn: t.string({
        nullable: true,
        description: 'ISO 8601 instant.',
        resolve: (entry) => entry.approvedOn?.toISOString() ?? null,
      }),
    }),
  });

  return builder.objectRef<TimesheetReport>('TimesheetReport').implement({
    description: 'The report page content, restricted to projectId when given (R-011).',
    fields: (t) => ({
      projectId: t.exposeID('projectId', { nullable: true }),
      projects: t.field({
        type: [types.Project],
        description: "Every project on the sheet ('Filter hours by Project').",
        resolve: (report) => report.projects,
      }),
      managedProjectIds: t.exposeIDList('managedProjectIds', {
        description: "Projects on the sheet the viewer manages ('Projects that you manage').",
      }),
      days: t.field({ type: [Day], resolve: (report) => report.days }),
      totalHours: t.exposeFloat('totalHours'),
      showBillableHours: t.exposeBoolean('showBillableHours'),
      billableHours: t.exposeFloat('billableHours', { nullable: true }),
      nonBillableHours: t.exposeFloat('nonBillableHours', { nullable: true }),
      showSummaryTable: t.exposeBoolean('showSummaryTable'),
      summaryByDeliverable: t.field({
        type: [SummaryProject],
        nullable: true,
        description: "'Summary by Deliverable'; null when show-report-summary-table is off.",
        resolve: (report) => report.summaryByDeliverable,
      }),
      approvedBy: t.field({ type: [Approval], resolve: (report) => report.approvedBy }),
    }),
  });
}
