export { findAllTaskDays } from './queries.ts';
export type { TimesheetSnapshot } from './records.ts';
export { registerTimesheetSnapshots, snapshotRange } from './schema.ts';
export { listFinanceSnapshots } from './use-cases/list-finance-snapshots.ts';
