export { queryInput, reportField, type SnapshotQuery, snapshotQueryOf } from './inputs.ts';
export { finishRow, overrideRulesOf } from './overrides.ts';
export { snapshotRowsSql } from './queries/window.ts';
export type { SnapshotRowRecord } from './records.ts';
export { registerSnapshotWindow } from './schema.ts';
