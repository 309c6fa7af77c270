import type { DeliverableRow } from './deliverablesModel.ts';

/** A deliverable of project p-1 as the Deliverables tab reads it: no codes, budgets, dates or resources. */
export function deliverableRow(
  milestoneName: string,
  deliverableName: string,
  extra: Partial<DeliverableRow> = {},
): DeliverableRow {
  return {
    _id: `${milestoneName}-${deliverableName}`,
    projectId: 'p-1',
    milestoneName,
    deliverableName,
    accountingCode: null,
    accountingCodeSuffix: null,
    expenseId: null,
    expenseBudget: null,
    budget: 0,
    budgetPercent: null,
    blendedRate: null,
    rate: null,
    budgetedHours: null,
    totalBudgetedHours: 0,
    includeInAllProjects: false,
    disabled: false,
    status: 'Not Started',
    startDate: null,
    endDate: null,
    billingDate: null,
    trackAgainstTimeOff: false,
    ignoreHoursInTotal: false,
    hasAssignedResources: false,
    sourceId: null,
    assignedResources: [],
    ...extra,
  };
}
