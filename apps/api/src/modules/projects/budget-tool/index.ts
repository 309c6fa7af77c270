export type { BudgetToolRequest } from './records.ts';
export { registerBudgetTool } from './schema.ts';
export { recalculateBudgetUsed } from './use-cases/recalculate-budget-used.ts';
export { refreshStaleBudgetUsed } from './use-cases/refresh-stale-budget-used.ts';
export { DEFAULT_STATUSES, runBudgetTool } from './use-cases/run-budget-tool.ts';
