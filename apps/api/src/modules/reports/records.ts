import type * as Report from '@tally/domain/reports/timesheet-report';
import type { ProjectRecord, TimesheetRecord } from '../timesheets/index.ts';

/** A sheet read for the report page, with the project filter it was asked with. */
export type ReportedTimesheet = TimesheetRecord & { reportProjectId?: string | null };

/** The report's content (@tally/domain/reports/timesheet-report) over the timesheets' project record. */
export type ReportActivity = Report.ReportActivity;
export type ReportProjectGroup = Report.ReportProjectGroup<ProjectRecord>;
export type ReportDay = Report.ReportDay<ProjectRecord>;
export type ReportSummaryRow = Report.ReportSummaryRow;
export type ReportSummaryProject = Report.ReportSummaryProject<ProjectRecord>;
export type ReportApproval = Report.ReportApproval;
export type TimesheetReport = Report.TimesheetReport<ProjectRecord>;
