export { listManagedProjectIds } from './queries/lists.ts';
export { countPendingSheets, listPendingSheetsWithSteps } from './queries/sheets.ts';
export { viewerKey } from './records.ts';
export { registerApprovals } from './schema/approvals.ts';
export { countAwaitingSheets } from './use-cases/count-awaiting-sheets.ts';
