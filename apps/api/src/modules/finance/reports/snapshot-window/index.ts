export { queryInput, reportField, type SnapshotQuery, snapshotQueryOf } from './inputs.ts';
export { overrideRulesOf } from './queries/saved-overrides.ts';
export { snapshotRowsSql } from './queries/window.ts';
export type { SnapshotRowRecord } from './records.ts';
export { registerSnapshotWindow } from './schema.ts';
