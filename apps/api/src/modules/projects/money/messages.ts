import { EXPENSE_MESSAGES } from '@tally/domain/projects/financials';

/** User-facing texts of a project's money: expenses, budget fields (spec part 2 §9, §10). */
export const MONEY_MESSAGES = {
  ...EXPENSE_MESSAGES,
  deductNotAllowed: 'Deducting expenses from the project budget is not enabled.',
  fieldNotEditable: (field: string) =>
    `The field '${field}' cannot be updated here; only budget and proposedBudget.`,
  budgetRequired: 'Budget is required',
  typeNotSupported: (type: string) =>
    `The type '${type}' is not supported; budget and proposedBudget are numbers.`,
} as const;
