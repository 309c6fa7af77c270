import type { IsoDate } from '../shared/dates.ts';
import type { ProjectBudgetFacts, ProjectReportFigures } from './finance-reports.ts';

/** Report names of the export files: '{name}-WeekEnding({end})-ExportedOn({stamp}).csv' (C-047). */
export const FINANCE_REPORT_FILES = {
  missingTimesheets: 'MissingTimesheets',
  payrollAllocation: 'PayrollAllocation',
  projects: 'ProjectsReport',
  accountingExport: 'AccountingExport',
} as const;

export interface MissingTimesheetRow {
  projectName: string;
  resourceName: string;
  resourceEmail: string;
  /** YYYY-MM-DD. */
  endDate: IsoDate;
}

export const MISSING_TIMESHEETS_HEADER = ['projectName', 'resourceName', 'resourceEmail', 'endDate'];

export interface PayrollAllocationRow {
  payrollId: string | null;
  name: string;
  email: string | null;
  projectName: string;
  hours: number;
  totalHours: number;
  percent: number;
}

export const PAYROLL_ALLOCATION_HEADER = [
  'Payroll ID',
  'Employee',
  'Email',
  'Project',
  'Hours',
  'Total Hours',
  'Allocation %',
];

export interface ProjectReportRow extends ProjectBudgetFacts, Omit<ProjectReportFigures, 'overBudget'> {
  overBudget: string;
  name: string;
  projectCode: string | null;
  clientName: string | null;
  status: string | null;
}

export const PROJECTS_REPORT_HEADER = [
  'Project',
  'Project Code',
  'Client',
  'Status',
  'Budget',
  'Budget Used %',
  'Budget Remaining',
  'Over Budget',
  'Estimated Hours',
];

export const ACCOUNTING_EXPORT_HEADER = [
  'Employee',
  'Customer:Job',
  'Payroll Item',
  'Billable Status',
  'Service Item',
  'Date',
  'Duration',
  'Notes',
];
