import { daysBetween } from '@tally/domain/shared/dates';
import { z } from 'zod';
import { compactDate } from '../../../graphql/args.ts';

/** The most days one payroll-allocation request may cover (about ten years). */
const MAX_RANGE_DAYS = 3700;

export const weekArgs = z.object({ endDate: compactDate });

export const rangeArgs = z
  .object({ startDate: compactDate, endDate: compactDate })
  .superRefine((value, context) => {
    if (value.endDate < value.startDate) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'End date must not be before start date.',
      });
    } else if (daysBetween(value.startDate, value.endDate) > MAX_RANGE_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The selected date range is too large.',
      });
    }
  });
