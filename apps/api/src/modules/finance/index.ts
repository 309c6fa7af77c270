export { financeTimesheetsArgs, MAX_PAGE_SIZE } from './inputs.ts';
export { listFinanceTimesheets } from './queries.ts';
export type { FinanceTimesheetFilter, FinanceTimesheetRow } from './records.ts';
export {
  accountingExport,
  missingTimesheetsReport,
  overrideRulesOf,
  payrollAllocationReport,
  projectsReport,
  queryInput,
  rangeArgs,
  registerFinanceReports,
  registerSnapshotWindow,
  reportField,
  type SnapshotQuery,
  type SnapshotRowRecord,
  snapshotQueryOf,
  snapshotRowsSql,
  weekArgs,
} from './reports/index.ts';
export { registerFinanceSnapshots, registerFinanceTimesheets, registerManualTimesheets } from './schema.ts';
