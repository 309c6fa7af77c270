import { HOURLY_COST_MESSAGES as M } from '@tally/domain/hr/hourly-cost';
import { isCompactDate, tryCompactToIso } from '@tally/domain/shared/dates';
import { z } from 'zod';
import { compactDate, id } from '../../graphql/args.ts';
import { whenMissing } from '../../graphql/validation.ts';

const INVALID_DATE = 'Enter a date as YYYYMMDD';

/** The most days one rollup request may cover (about ten years). */
const MAX_RANGE_DAYS = 3700;

/** YYYYMMDD on the wire, YYYY-MM-DD inside. */
const hrDate = z
  .string()
  .refine(isCompactDate, { message: INVALID_DATE, abort: true })
  .transform((value) => tryCompactToIso(value) ?? value);

/** The financial form's rules (part 3 §5), checked again here: the server enforces each one. */
export const financialInput = z
  .object({
    userId: id,
    hourlyCost: z.number({ error: M.hourlyCostRequired }).finite(M.hourlyCostRequired).min(0, M.positive),
    startDate: z
      .string({ error: whenMissing(M.startDateRequired) })
      .trim()
      .min(1, M.startDateRequired)
      .pipe(hrDate),
    endDate: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value : null))
      .pipe(hrDate.nullable()),
  })
  .superRefine((value, context) => {
    if (value.endDate !== null && value.endDate < value.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
    }
  });

export const rangeInput = z.object({ startDate: hrDate, endDate: hrDate }).superRefine((value, context) => {
  if (value.endDate < value.startDate) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
  }
  const days = (Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000;
  if (days > MAX_RANGE_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'The selected date range is too large.',
    });
  }
});

/** The delinquency report reads at most about a year at once. */
const MAX_REPORT_RANGE_DAYS = 366;

export const rangeArgs = z
  .object({ startDate: compactDate, endDate: compactDate })
  .superRefine((value, context) => {
    if (value.endDate < value.startDate) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'End date must not be before start date.',
      });
    } else if (
      (Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000 >
      MAX_REPORT_RANGE_DAYS
    ) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The selected date range is too large.',
      });
    }
  });
