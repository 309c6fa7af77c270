export { recalculateBudgetUsed, refreshStaleBudgetUsed } from './budget-used.ts';
export type { BudgetToolRequest } from './records.ts';
export { registerBudgetTool } from './schema.ts';
export { DEFAULT_STATUSES, runBudgetTool } from './use-cases/run-budget-tool.ts';
