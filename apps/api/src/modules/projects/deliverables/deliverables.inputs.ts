import { DELIVERABLE_STATUSES, DELIVERABLE_MESSAGES as M } from '@tally/domain/projects/deliverables';
import { isCompactDate, tryCompactToIso } from '@tally/domain/shared/dates';
import { z } from 'zod';
import { id } from '../../../graphql/args.ts';
import { whenMissing } from '../../../graphql/validation.ts';

/** The argument shapes of the deliverable mutations, with the spec's messages. */
export const required = z
  .string({ error: whenMissing(M.required) })
  .trim()
  .min(1, M.required)
  .max(200);
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value === '' ? null : value));
export const amount = z.number().min(0, M.negative).max(1e11).nullish();
export const percent = z.number().min(0, M.negative).max(100, M.percentTooHigh).nullish();
export const optionalDate = z
  .string()
  .nullish()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value == null || isCompactDate(value), { message: M.invalidDate, abort: true })
  .transform((value) => (value == null ? value : (tryCompactToIso(value) ?? value)));

export const addSchema = z.object({
  projectId: id,
  milestoneName: required,
  deliverableName: required,
  budget: amount,
  budgetPercent: percent,
  budgetedHours: amount,
});

export const updateSchema = z.object({
  id,
  deliverableName: required.optional(),
  milestoneName: required.optional(),
  accountingCode: optionalText(),
  accountingCodeSuffix: optionalText(),
  budget: amount,
  rate: amount,
  blendedRate: amount,
  budgetPercent: percent,
  expenseId: optionalText(),
  expenseBudget: amount,
  disabled: z.boolean().nullish(),
  startDate: optionalDate,
  endDate: optionalDate,
  billingDate: optionalDate,
  status: z.enum(DELIVERABLE_STATUSES, { error: M.invalidStatus }).nullish(),
  trackAgainstTimeOff: z.boolean().nullish(),
  budgetedHours: amount,
});

export const milestoneSchema = z.object({
  projectId: id,
  milestoneName: required,
  budget: amount,
  budgetPercent: percent,
  blendedRate: amount,
  expenseBudget: amount,
});

export const assignmentSchema = z.object({
  deliverableId: id,
  input: z.object({ resourceId: id, budgetedHours: z.number().nullish() }),
});

/** Only the arguments that were sent: undefined leaves a field unchanged, null clears it. */
export function sentOnly<T extends Record<string, unknown>>(
  parsed: T,
  raw: Record<string, unknown>,
): Partial<T> {
  const result: Partial<T> = {};
  for (const key of Object.keys(parsed) as (keyof T)[]) {
    if (raw[key as string] !== undefined) result[key] = parsed[key];
  }
  return result;
}
