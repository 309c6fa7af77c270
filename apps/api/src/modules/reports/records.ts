import type { ProjectRecord, TimesheetRecord } from '../timesheets/index.ts';

/** A sheet read for the report page, with the project filter it was asked with. */
export type ReportedTimesheet = TimesheetRecord & { reportProjectId?: string | null };

export interface ReportActivity {
  lineItemId: string;
  taskId: string;
  deliverable: string | null;
  milestone: string | null;
  comment: string | null;
  hours: number;
}

export interface ReportProjectGroup {
  project: ProjectRecord;
  managed: boolean;
  hours: number;
  activities: ReportActivity[];
}

export interface ReportDay {
  key: string;
  label: string;
  /** YYYYMMDD */
  date: string;
  hours: number;
  projects: ReportProjectGroup[];
}

export interface ReportSummaryRow {
  deliverableId: string | null;
  deliverable: string | null;
  milestone: string | null;
  hours: number;
}

export interface ReportSummaryProject {
  project: ProjectRecord;
  deliverables: ReportSummaryRow[];
  subtotal: number;
}

export interface ReportApproval {
  projectId: string | null;
  projectName: string | null;
  approverName: string | null;
  approvedOn: Date | null;
}

export interface TimesheetReport {
  projectId: string | null;
  projects: ProjectRecord[];
  managedProjectIds: string[];
  days: ReportDay[];
  totalHours: number;
  showBillableHours: boolean;
  billableHours: number | null;
  nonBillableHours: number | null;
  showSummaryTable: boolean;
  summaryByDeliverable: ReportSummaryProject[] | null;
  approvedBy: ReportApproval[];
}

export interface ReportInput {
  record: TimesheetRecord;
  projectId: string | null;
  /** Project classification by id (Overhead projects are not billable). */
  classifications: ReadonlyMap<string, string | null>;
  showBillableHours: boolean;
  showSummaryTable: boolean;
  managedProjectIds: readonly string[];
}
