export { historyArgs, historyFilterOf } from './inputs.ts';
export { registerHistory } from './schema.ts';
export { getHistory, HISTORY_EXPORT_MAX } from './use-cases/get-history.ts';
