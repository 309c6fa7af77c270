import type { TimesheetReportQuery } from '../../graphql/generated/graphql.ts';

export type ReportSheet = NonNullable<TimesheetReportQuery['reports']['timesheet']>;
export type TimesheetReport = ReportSheet['report'];
export type ReportDay = TimesheetReport['days'][number];
export type ReportDayProject = ReportDay['projects'][number];
export type ReportSummaryProject = NonNullable<TimesheetReport['summaryByDeliverable']>[number];
export type ReportApproval = TimesheetReport['approvedBy'][number];
export type ReportProject = TimesheetReport['projects'][number];

/** 'Apollo (APL)', or the name alone when the project has no code. */
export function projectLabel(project: { name: string; projectCode?: string | null }): string {
  return project.projectCode ? `${project.name} (${project.projectCode})` : project.name;
}

/** 'MM/DD/YYYY h:mm AM' of an ISO instant in the browser's zone; the raw text when unreadable. */
export function formatDateTime(instant: string | null | undefined): string {
  if (!instant) return '';
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return instant;
  const date = moment.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
  const time = moment.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `${date} ${time}`;
}
