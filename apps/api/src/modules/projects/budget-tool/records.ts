import type { AuditEventType } from '../../../auth/audit.ts';

/** The audit event each recalculation by a person or the tool records (see use-cases/write-budget-used.ts). */
export const BUDGET_USED_EVENT = 'budget-used-updated' satisfies AuditEventType;

export interface BudgetUsedValue {
  projectId: string;
  budgetUsed: number;
}

export type BudgetToolRequest =
  | { projectId: string; force: boolean }
  | { numberOfProjectsToUpdate: number; offset: number; statuses: readonly string[]; force: boolean };

export interface BudgetToolResult {
  success: true;
  message: string;
  hasMore: boolean;
  updated: number;
  skipped: number;
  /** The offset of the next batch (offset + projects looked at). */
  nextOffset: number;
}
