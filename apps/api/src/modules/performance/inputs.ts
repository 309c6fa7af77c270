import { validateReportRange } from '@tally/domain/performance/utilization';
import { isCompactDate, tryCompactToIso } from '@tally/domain/shared/dates';
import { z } from 'zod';
import { id } from '../../graphql/args.ts';
import { badUserInput } from '../../graphql/errors.ts';
import { parseInput } from '../../graphql/validation.ts';

/** The most rows one page may hold (the CSV export reads the filtered rows in pages of this size). */
export const MAX_PAGE = 500;

const compactDate = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .refine(isCompactDate, { message: 'Enter a date as YYYYMMDD', abort: true })
    .transform((value) => tryCompactToIso(value) ?? value);

const rangeArgs = z
  .object({ startDate: compactDate('Start date'), endDate: compactDate('End date') })
  .transform((value) => ({ start: value.startDate, end: value.endDate }));

export function parseRange(args: { startDate: string; endDate: string }) {
  const range = parseInput(rangeArgs, args);
  const errors = validateReportRange(range);
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  return range;
}

export const pageArgs = z.object({
  offset: z.number().int('Offset must be a whole number').min(0, 'Offset must not be negative'),
  limit: z
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(MAX_PAGE, `Limit must be at most ${MAX_PAGE}`),
});

export const timesheetArgs = z.object({
  userIds: z.array(id).max(MAX_PAGE, `At most ${MAX_PAGE} users at once`),
});
