import { EXPENSE_MESSAGES } from '@tally/domain/projects/financials';

export interface ExpenseDraft {
  name: string;
  amount: number | null;
  proposedAmount: number | null;
  comment: string;
  /** YYYYMMDD or null */
  date: string | null;
}

export type ExpenseErrors = Partial<Record<'name' | 'amount' | 'proposedAmount', string>>;

/** The form's checks, mirroring the server's (M-099). */
export function expenseErrors(draft: ExpenseDraft): ExpenseErrors {
  const errors: ExpenseErrors = {};
  if (draft.name.trim() === '') errors.name = EXPENSE_MESSAGES.nameRequired;
  if (draft.amount === null || Number.isNaN(draft.amount)) errors.amount = EXPENSE_MESSAGES.amountRequired;
  else if (draft.amount < 0) errors.amount = EXPENSE_MESSAGES.positive;
  if (draft.proposedAmount !== null && draft.proposedAmount < 0)
    errors.proposedAmount = EXPENSE_MESSAGES.positive;
  return errors;
}
