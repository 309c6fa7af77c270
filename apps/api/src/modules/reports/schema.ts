import { z } from 'zod';
import { id } from '../../graphql/args.ts';
import type { Builder } from '../../graphql/builder.ts';
import { requireViewer } from '../../graphql/context.ts';
import type { SchemaRefs } from '../../graphql/refs.ts';
import { namespaceTypeRule, signedInRule } from '../../graphql/rules.ts';
import { parseInput } from '../../graphql/validation.ts';
import type {
  ReportActivity,
  ReportApproval,
  ReportDay,
  ReportProjectGroup,
  ReportSummaryProject,
  ReportSummaryRow,
  TimesheetReport,
} from './records.ts';
import { getReportTimesheet } from './use-cases/get-report-timesheet.ts';
import { timesheetReport } from './use-cases/read-timesheet-report.ts';

/** The marker object behind the reports namespace (each field carries its own auth rule). */
interface ReportsMarker {
  readonly namespace: 'reports';
}
const MARKER: ReportsMarker = { namespace: 'reports' };

/** reports.timesheet(timesheetId, projectId) and Timesheet.report for the report page (spec part 1 §2.7). */
export function registerReports(builder: Builder, refs: SchemaRefs) {
  const Report = reportTypes(builder, refs);

  builder.objectFields(refs.Timesheet, (t) => ({
    report: t.field({
      type: Report,
      description:
        'Report page content: days with activities by project, totals, billable hours and summary (by their ' +
        "configuration flags), managed projects, 'Timesheet approved by'. projectId defaults to the one " +
        'reports.timesheet was asked with.',
      args: {
        projectId: t.arg.id({ description: 'Only this project; omitted: every project of the sheet.' }),
      },
      resolve: (record, args, context) => {
        const input = parseInput(z.object({ projectId: id.nullish() }), args);
        return timesheetReport(context.deps, requireViewer(context), record, input.projectId);
      },
    }),
  }));

  const Reports = builder.objectRef<ReportsMarker>('ReportsQueries');
  Reports.implement({
    ...namespaceTypeRule,
    description: 'Reports; every field has its own auth rule.',
    fields: (t) => ({
      timesheet: t.field({
        ...signedInRule,
        type: refs.Timesheet,
        description:
          'The sheet of the report page, for its owner, approvers, managers of a project on it, finance and ' +
          'admin; projectId filters its report field.',
        args: {
          timesheetId: t.arg.id({ description: 'The sheet.', required: true }),
          projectId: t.arg.id({ description: 'Only this project.' }),
        },
        resolve: (_marker, args, context) => {
          const input = parseInput(z.object({ timesheetId: id, projectId: id.nullish() }), args);
          return getReportTimesheet(context.deps, requireViewer(context), {
            timesheetId: input.timesheetId,
            projectId: input.projectId ?? null,
          });
        },
      }),
    }),
  });

  builder.queryField('reports', (t) =>
    t.field({
      ...signedInRule,
      type: Reports,
      description: 'Namespace of the report queries.',
      resolve: () => MARKER,
    }),
  );
}

/** GraphQL types of the timesheet report (R items); hours are numbers, the web app shows up to 2 decimals. */
function reportTypes(builder: Builder, refs: SchemaRefs) {
  const Activity = builder.objectRef<ReportActivity>('TimesheetReportActivity').implement({
    description: 'One day entry as the report page lists it.',
    fields: (t) => ({
      lineItemId: t.exposeID('lineItemId', { description: 'The line.' }),
      taskId: t.exposeID('taskId', { description: 'The day entry.' }),
      deliverable: t.exposeString('deliverable', { description: "The deliverable's name.", nullable: true }),
      milestone: t.exposeString('milestone', {
        description: "The deliverable's category (milestone), if any.",
        nullable: true,
      }),
      comment: t.exposeString('comment', { description: 'The day comment, if any.', nullable: true }),
      hours: t.exposeFloat('hours', { description: 'Hours of the entry.' }),
    }),
  });

  const DayProject = builder.objectRef<ReportProjectGroup>('TimesheetReportDayProject').implement({
    description: "A project's activities of one day.",
    fields: (t) => ({
      project: t.field({
        description: 'The project.',
        type: refs.TimesheetProject,
        resolve: (group) => group.project,
      }),
      managed: t.exposeBoolean('managed', { description: "On 'Projects that you manage' (highlighted)." }),
      hours: t.exposeFloat('hours', { description: 'Hours on the project that day.' }),
      activities: t.field({
        description: 'The day entries.',
        type: [Activity],
        resolve: (group) => group.activities,
      }),
    }),
  });

  const Day = builder.objectRef<ReportDay>('TimesheetReportDay').implement({
    description: 'One day of the report page with its projects and activities.',
    fields: (t) => ({
      key: t.exposeString('key', { description: 'mon … sun' }),
      label: t.exposeString('label', { description: 'The weekday as the page heads it.' }),
      date: t.exposeString('date', { description: 'YYYYMMDD' }),
      hours: t.exposeFloat('hours', { description: 'Without ignoreHoursInTotal deliverables.' }),
      projects: t.field({
        description: 'Projects with hours that day.',
        type: [DayProject],
        resolve: (day) => day.projects,
      }),
    }),
  });

  const SummaryRow = builder.objectRef<ReportSummaryRow>('TimesheetReportSummaryRow').implement({
    description: "One deliverable of the report's summary table with its hours of the week.",
    fields: (t) => ({
      deliverableId: t.exposeID('deliverableId', { description: 'The deliverable.', nullable: true }),
      deliverable: t.exposeString('deliverable', { description: 'Its name.', nullable: true }),
      milestone: t.exposeString('milestone', {
        description: 'Its category (milestone), if any.',
        nullable: true,
      }),
      hours: t.exposeFloat('hours', { description: 'Hours of the week.' }),
    }),
  });

  const SummaryProject = builder.objectRef<ReportSummaryProject>('TimesheetReportSummaryProject').implement({
    description: "One project of the report's summary table, its deliverables and subtotal.",
    fields: (t) => ({
      project: t.field({
        description: 'The project.',
        type: refs.TimesheetProject,
        resolve: (row) => row.project,
      }),
      deliverables: t.field({
        description: 'Its deliverables with hours.',
        type: [SummaryRow],
        resolve: (row) => row.deliverables,
      }),
      subtotal: t.exposeFloat('subtotal', { description: 'Hours of the project over the week.' }),
    }),
  });

  const Approval = builder.objectRef<ReportApproval>('TimesheetReportApproval').implement({
    description: "A 'Timesheet approved by' entry.",
    fields: (t) => ({
      projectId: t.exposeID('projectId', {
        description: 'The project the step approved; null for a sheet-wide step.',
        nullable: true,
      }),
      projectName: t.exposeString('projectName', { description: "The project's name.", nullable: true }),
      approverName: t.exposeString('approverName', { description: 'Who approved.', nullable: true }),
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
      projectId: t.exposeID('projectId', {
        description: 'The project the report is restricted to, if any.',
        nullable: true,
      }),
      projects: t.field({
        type: [refs.TimesheetProject],
        description: "Every project on the sheet ('Filter hours by Project').",
        resolve: (report) => report.projects,
      }),
      managedProjectIds: t.exposeIDList('managedProjectIds', {
        description: "Projects on the sheet the viewer manages ('Projects that you manage').",
      }),
      days: t.field({ description: 'The days with hours.', type: [Day], resolve: (report) => report.days }),
      totalHours: t.exposeFloat('totalHours', { description: 'Hours shown.' }),
      showBillableHours: t.exposeBoolean('showBillableHours', {
        description: 'Whether the page shows billable and non-billable hours.',
      }),
      billableHours: t.exposeFloat('billableHours', {
        description: 'Billable hours, when shown.',
        nullable: true,
      }),
      nonBillableHours: t.exposeFloat('nonBillableHours', {
        description: 'Non-billable hours, when shown.',
        nullable: true,
      }),
      showSummaryTable: t.exposeBoolean('showSummaryTable', {
        description: 'Whether the page shows the summary table.',
      }),
      summaryByDeliverable: t.field({
        type: [SummaryProject],
        nullable: true,
        description: "'Summary by Deliverable'; null when show-report-summary-table is off.",
        resolve: (report) => report.summaryByDeliverable,
      }),
      approvedBy: t.field({
        description: "The 'Timesheet approved by' entries.",
        type: [Approval],
        resolve: (report) => report.approvedBy,
      }),
    }),
  });
}
