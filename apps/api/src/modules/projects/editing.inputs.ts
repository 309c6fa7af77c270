import { isCompactDate, tryCompactToIso } from '@tally/domain/shared/dates';
import { z } from 'zod';
import { id } from '../../graphql/args.ts';
import { whenMissing } from '../../graphql/validation.ts';
import { EDITING_MESSAGES as M } from './editing.messages.ts';

/** The argument shapes of the project editing mutations, with the spec's messages. */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value === '' ? null : value));

export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: whenMissing(message) })
    .trim()
    .min(1, message)
    .max(max);

/** YYYYMMDD on the wire, YYYY-MM-DD inside. */
export const compactDate = z
  .string()
  .refine(isCompactDate, { message: M.invalidDate, abort: true })
  .transform((value) => tryCompactToIso(value) ?? value);

export const requiredDate = z
  .string({ error: M.required })
  .min(1, M.required)
  .refine(isCompactDate, { message: M.invalidDate, abort: true })
  .transform((value) => tryCompactToIso(value) ?? value);

export const optionalDate = z
  .string()
  .nullish()
  .transform((value) => (value === '' ? null : value))
  .pipe(compactDate.nullish());

export const positive = z.number().min(0, M.positive);

export const projectChanges = z.object({
  projectId: id,
  name: requiredText(M.required),
  description: optionalText(10_000),
  projectCode: optionalText(100),
  accountingCode: optionalText(100),
  accountingCodeSuffix: optionalText(100),
  sectors: z.array(z.string().trim().min(1).max(200)).max(100).nullish(),
  budget: positive.nullish(),
  proposedBudget: positive.nullish(),
  jobName: optionalText(300),
  clientId: id.nullish(),
  globallyVisible: z.boolean().nullish(),
  complete: z.boolean().nullish(),
  status: optionalText(100),
  owner: id.nullish(),
  totalBilledAmount: positive.nullish(),
  startDate: optionalDate,
});

export const roleInput = z.object({
  projectId: id,
  name: requiredText(M.roleRequired),
  rate: z.number({ error: M.rateRequired }).min(0, M.positive),
});

export const resourceFields = {
  startDate: requiredDate,
  endDate: optionalDate,
  role: optionalText(200),
  name: requiredText(M.required),
  email: z
    .string({ error: whenMissing(M.required) })
    .trim()
    .min(1, M.required)
    .pipe(z.email(M.invalidEmail)),
  allowProjectManagement: z.boolean().nullish(),
  timesheetApprover: z.boolean().nullish(),
  inactive: z.boolean().nullish(),
  budgetedHours: positive.nullish(),
};

export const endAfterStart = <T extends { startDate: string; endDate?: string | null | undefined }>(
  value: T,
  context: z.RefinementCtx,
) => {
  if (value.endDate && value.endDate < value.startDate) {
    context.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['endDate'] });
  }
};

/** undefined when the argument was not given, so that updateProject changes only what it receives. */
export function given<T>(args: Record<string, unknown>, key: string, value: T): T | undefined {
  return key in args && args[key] !== undefined ? value : undefined;
}
