// The projects area's door (issue #15 item 2): what other areas, graphql/, exports/, http/ and startup use.

export { projectAfterSync, readableProject } from './access.ts';
export type { BudgetToolRequest } from './budget-tool/index.ts';
export {
  DEFAULT_STATUSES,
  recalculateBudgetUsed,
  refreshStaleBudgetUsed,
  registerBudgetTool,
  runBudgetTool,
} from './budget-tool/index.ts';
export { registerDeliverables } from './deliverables/index.ts';
export {
  createDocumentUpload,
  DOCUMENTS_CONTAINER,
  registerDocuments,
  uploadInput,
} from './documents/index.ts';
export type { ProjectChanges, ProjectSync } from './editing/index.ts';
export { projectEditing, updateProject } from './editing/index.ts';
export type { ListedProject, ProjectListKind } from './list/index.ts';
export { listArgs, listClients, listProjects, listTemplates, registerProjectList } from './list/index.ts';
export {
  EXPORT_HOURS_EXPORT_COLUMNS,
  exportHoursCsv,
  exportHoursRows,
  registerProjectMoney,
} from './money/index.ts';
export { approvedWorkSql, findApprovedWork, sumWork } from './queries/approved-work.ts';
export { PROJECT_CODE_INDEX } from './queries/project.ts';
export { applicableRateSql, rateFactsCte, rateFactsJoinedSql, taskCostSql } from './queries/rates.ts';
export { approvedOnSql, approversCte, buCodeSql } from './queries/task-days.ts';
export type { ClientRow, ProjectRecord, ResourceRecord, RoleRow, TaxonomyRecord } from './records.ts';
export { registerProjects } from './schema.ts';
export type { TimesheetSnapshot } from './snapshots/index.ts';
export {
  findAllTaskDays,
  // finance's name for it; finance may switch to listFinanceSnapshots.
  listFinanceSnapshots as financeTimesheetSnapshots,
  snapshotRange,
} from './snapshots/index.ts';
