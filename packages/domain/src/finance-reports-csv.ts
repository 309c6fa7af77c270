/** The CSV exports of the finance reports (C-046..C-048): one header and one line per row, values as shown. */
import { toCsv } from './csv.ts';
import { type IsoDate, isoToDisplay } from './dates.ts';
import type { AccountingExportRow, ProjectBudgetFacts, ProjectReportFigures } from './finance-reports.ts';

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

/** Missing timesheets (F-025) with the week end as MM/DD/YYYY. */
export function missingTimesheetsCsv(rows: readonly MissingTimesheetRow[]): string {
  return toCsv([
    MISSING_TIMESHEETS_HEADER,
    ...rows.map((row) => [row.projectName, row.resourceName, row.resourceEmail, isoToDisplay(row.endDate)]),
  ]);
}

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

export function payrollAllocationCsv(rows: readonly PayrollAllocationRow[]): string {
  return toCsv([
    PAYROLL_ALLOCATION_HEADER,
    ...rows.map((row) => [
      row.payrollId ?? '',
      row.name,
      row.email ?? '',
      row.projectName,
      row.hours.toFixed(2),
      row.totalHours.toFixed(2),
      row.percent.toFixed(2),
    ]),
  ]);
}

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

/** Plain numbers (no $ or thousands separators) so that spreadsheets read them as numbers. */
export function projectsReportCsv(rows: readonly ProjectReportRow[]): string {
  return toCsv([
    PROJECTS_REPORT_HEADER,
    ...rows.map((row) => [
      row.name,
      row.projectCode ?? '',
      row.clientName ?? '',
      row.status ?? '',
      row.budget.toFixed(2),
      (Math.round(row.budgetUsed * 10000) / 100).toFixed(2),
      row.budgetRemaining.toFixed(2),
      row.overBudget,
      row.estimatedHours === null ? '' : row.estimatedHours.toFixed(2),
    ]),
  ]);
}

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

export function accountingExportCsv(rows: readonly AccountingExportRow[]): string {
  return toCsv([
    ACCOUNTING_EXPORT_HEADER,
    ...rows.map((row) => [
      row.employeeName,
      row.customerJob,
      row.payrollItem,
      row.billableStatus,
      row.serviceItem,
      row.date,
      row.duration,
      row.notes,
    ]),
  ]);
}
