import { filterProjectsReport } from '@tally/domain/finance/finance-reports';
import {
  ACCOUNTING_EXPORT_HEADER,
  FINANCE_REPORT_FILES,
  MISSING_TIMESHEETS_HEADER,
  PAYROLL_ALLOCATION_HEADER,
  PROJECTS_REPORT_HEADER,
} from '@tally/domain/finance/finance-reports-csv';
import { mayReadAsFinance, mayUseFinanceTools } from '@tally/domain/policies/finance';
import { tryDisplayToIso } from '@tally/domain/shared/dates';
import { TIME_OFF_REPORT } from '@tally/domain/time-off/time-off';
import { parseInput } from '../../graphql/validation.ts';
import {
  accountingExport,
  missingTimesheetsReport,
  payrollAllocationReport,
  projectsReport,
  rangeArgs,
  weekArgs,
} from '../../modules/finance/index.ts';
import { reportArgs as timeOffArgs, timeOffReport } from '../../modules/time-off/index.ts';
import type { ExportColumn, ExportKind } from '../columns.ts';
import { inChunks, reportExport, stampedFileName, weekFileName } from '../report.ts';

/** Columns from the screen's CSV header, each with its kind and value. */
function columnsOf<Row>(
  headers: readonly string[],
  cells: readonly (readonly [ExportKind, (row: Row) => string | number | null])[],
): ExportColumn<Row>[] {
  return headers.map((header, index) => ({ header, kind: cells[index]![0], value: cells[index]![1] }));
}

/**
 * The finance reports' exports (F-025..F-037, F-028), each from the service its GraphQL field calls, with its
 * field's groups (finance and admin; the time-off report finance only) and arguments.
 */
export const FINANCE_REPORT_EXPORTS = {
  'missing-timesheets': reportExport({
    allowed: mayUseFinanceTools,
    async build(http, _viewer, params) {
      const { endDate } = parseInput(weekArgs, params);
      const report = await missingTimesheetsReport(http.deps.db, endDate);
      type Row = (typeof report.rows)[number];
      return {
        fileName: weekFileName(http, FINANCE_REPORT_FILES.missingTimesheets, report.endDate, params),
        columns: columnsOf<Row>(MISSING_TIMESHEETS_HEADER, [
          ['text', (row) => row.projectName],
          ['text', (row) => row.resourceName],
          ['text', (row) => row.resourceEmail],
          ['date', (row) => row.endDate],
        ]),
        rows: inChunks(report.rows),
      };
    },
  }),
  'payroll-allocation': reportExport({
    allowed: mayUseFinanceTools,
    async build(http, _viewer, params) {
      const { startDate, endDate } = parseInput(rangeArgs, params);
      const rows = await payrollAllocationReport(http.deps.db, startDate, endDate);
      type Row = (typeof rows)[number];
      return {
        fileName: weekFileName(http, FINANCE_REPORT_FILES.payrollAllocation, endDate, params),
        columns: columnsOf<Row>(PAYROLL_ALLOCATION_HEADER, [
          ['text', (row) => row.payrollId],
          ['text', (row) => `${row.firstName} ${row.lastName}`],
          ['text', (row) => row.email],
          ['text', (row) => row.projectName],
          ['hours', (row) => row.hours],
          ['hours', (row) => row.totalHours],
          ['number', (row) => row.percent],
        ]),
        rows: inChunks(rows),
      };
    },
  }),
  'time-off': reportExport({
    allowed: mayReadAsFinance,
    async build(http, _viewer, params) {
      const { startDate, endDate } = parseInput(timeOffArgs, params);
      const rows = await timeOffReport(http.deps.db, startDate, endDate);
      type Row = (typeof rows)[number];
      return {
        fileName: weekFileName(http, TIME_OFF_REPORT, endDate, params),
        columns: columnsOf<Row>(
          ['Name', 'Email', 'Payroll ID', 'Time Off Type', 'Date', 'Transaction Type', 'Hours'],
          [
            ['text', (row) => row.name],
            ['text', (row) => row.email],
            ['text', (row) => row.payrollId],
            ['text', (row) => row.timeOffType],
            ['date', (row) => row.date],
            ['text', (row) => row.transactionType],
            ['hours', (row) => row.hours],
          ],
        ),
        rows: inChunks(rows),
      };
    },
  }),
  projects: reportExport({
    allowed: mayUseFinanceTools,
    async build(http, _viewer, params) {
      const report = await projectsReport(http.deps.db);
      const rows = filterProjectsReport(report.projects, params.search ?? '');
      type Row = (typeof rows)[number];
      return {
        fileName: stampedFileName(http, FINANCE_REPORT_FILES.projects, params),
        columns: columnsOf<Row>(PROJECTS_REPORT_HEADER, [
          ['text', (row) => row.name],
          ['text', (row) => row.projectCode],
          ['text', (row) => row.clientName],
          ['text', (row) => row.status],
          ['money', (row) => row.budget],
          ['number', (row) => Math.round(row.budgetUsed * 10000) / 100],
          ['money', (row) => row.budgetRemaining],
          ['text', (row) => row.overBudget],
          ['hours', (row) => row.estimatedHours],
        ]),
        rows: inChunks(rows),
      };
    },
  }),
  'accounting-export': reportExport({
    allowed: mayUseFinanceTools,
    async build(http, _viewer, params) {
      const { endDate } = parseInput(weekArgs, params);
      const report = await accountingExport(http.deps.db, endDate);
      type Row = (typeof report.rows)[number];
      return {
        fileName: weekFileName(http, FINANCE_REPORT_FILES.accountingExport, report.endDate, params),
        columns: columnsOf<Row>(ACCOUNTING_EXPORT_HEADER, [
          ['text', (row) => row.employeeName],
          ['text', (row) => row.customerJob],
          ['text', (row) => row.payrollItem],
          ['text', (row) => row.billableStatus],
          ['text', (row) => row.serviceItem],
          ['date', (row) => tryDisplayToIso(row.date) ?? row.date],
          ['text', (row) => row.duration],
          ['text', (row) => row.notes],
        ]),
        rows: inChunks(report.rows),
      };
    },
  }),
};
