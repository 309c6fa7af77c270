import { z } from 'zod';
import { compactDate } from '../../../graphql/args.ts';
import { whenMissing } from '../../../graphql/validation.ts';
import { MONEY_MESSAGES as M } from './messages.ts';

/** The fields updateProjectField accepts (M-049). */
export const EDITABLE_PROJECT_FIELDS = ['budget', 'proposedBudget'] as const;
export type EditableProjectField = (typeof EDITABLE_PROJECT_FIELDS)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const optionalDate = z
  .string()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(compactDate.nullable());

const expenseFields = {
  name: z
    .string({ error: whenMissing(M.nameRequired) })
    .trim()
    .min(1, M.nameRequired)
    .max(200),
  amount: z.number({ error: M.amountRequired }).min(0, M.positive).max(1e12),
  comment: optionalText(2000),
  date: optionalDate,
};
export const newExpense = z.object(expenseFields);
export const changedExpense = z.object({
  ...expenseFields,
  proposedAmount: z.number().min(0, M.positive).max(1e12).nullish(),
});
