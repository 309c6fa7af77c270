export { rangeArgs, weekArgs } from './inputs.ts';
export { registerFinanceReports } from './schema.ts';
export {
  overrideRulesOf,
  queryInput,
  registerSnapshotWindow,
  reportField,
  type SnapshotQuery,
  type SnapshotRowRecord,
  snapshotQueryOf,
  snapshotRowsSql,
} from './snapshot-window/index.ts';
export { accountingExport } from './use-cases/accounting-export.ts';
export { missingTimesheetsReport } from './use-cases/missing-timesheets-report.ts';
export { payrollAllocationReport } from './use-cases/payroll-allocation-report.ts';
export { projectsReport } from './use-cases/projects-report.ts';
