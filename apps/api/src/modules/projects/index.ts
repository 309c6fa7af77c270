// The projects area's door (issue #15 item 2): what other areas, graphql/, exports/, http/ and startup use.
export { approvedWorkSql, findApprovedWork, sumWork } from './approved-work.queries.ts';
export { registerBudgetTool } from './budget-tool/budget-tool.schema.ts';
export type { BudgetToolRequest } from './budget-tool/budget-used.service.ts';
export {
  DEFAULT_STATUSES,
  recalculateBudgetUsed,
  refreshStaleBudgetUsed,
  runBudgetTool,
} from './budget-tool/budget-used.service.ts';
export { registerDeliverables } from './deliverables/deliverables.schema.ts';
export { registerDocuments, uploadInput } from './documents/documents.schema.ts';
export { createDocumentUpload, DOCUMENTS_CONTAINER } from './documents/documents.service.ts';
export { projectEditing } from './editing.schema.ts';
export type { ProjectChanges } from './editing.service.ts';
export { updateProject } from './editing.service.ts';
export type { ListedProject, ProjectListKind, TaxonomyRecord } from './list/project-list.queries.ts';
export { listClients, listProjects, listTemplates } from './list/project-list.queries.ts';
export { listArgs, registerProjectList } from './list/project-list.schema.ts';
export {
  EXPORT_HOURS_EXPORT_COLUMNS,
  exportHoursCsv,
  exportHoursRows,
} from './money/export-hours.queries.ts';
export { registerProjectMoney } from './money/project-money.schema.ts';
export type { ProjectRecord } from './project.access.ts';
export { projectAfterSync, readableProject } from './project.access.ts';
export type { ClientRow } from './project.queries.ts';
export { findProjectAccess } from './project.queries.ts';
export type { ResourceRecord, RoleRow } from './project.records.ts';
export { PROJECT_CODE_INDEX } from './project-code.queries.ts';
export { registerProjects } from './projects.schema.ts';
export { applicableRateSql, rateFactsCte, taskCostSql } from './rate.sql.ts';
export { approvedOnSql, approversCte, buCodeSql } from './task-day.sql.ts';
export { findAllTaskDays } from './timesheet-snapshots.queries.ts';
export { snapshotRange } from './timesheet-snapshots.schema.ts';
export type { TimesheetSnapshot } from './timesheet-snapshots.service.ts';
export { financeTimesheetSnapshots } from './timesheet-snapshots.service.ts';
