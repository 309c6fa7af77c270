import { timesheetStatuses } from '@tally/db/schema';
import { z } from 'zod';
import { compactDate, id } from '../../graphql/args.ts';

/** Rows one page may hold; the list asks 50 by default. */
export const MAX_PAGE_SIZE = 200;

export const DEFAULT_PAGE_SIZE = 50;

/** The statuses the filter accepts: the stored five, and the legacy 'Submitted' read as Submitted-Pending. */
const status = z
  .enum([...timesheetStatuses, 'Submitted'], {
    message: `Status must be one of ${timesheetStatuses.join(', ')}.`,
  })
  .transform((value) => (value === 'Submitted' ? 'Submitted-Pending' : value));

export const financeTimesheetsArgs = z
  .object({
    startDate: compactDate,
    endDate: compactDate,
    queryString: z.string().max(200, 'Search is too long.').nullish(),
    status: z.array(status).max(10).nullish(),
    name: z.string().max(200, 'Name is too long.').nullish(),
    offset: z.number().int().min(0, 'Offset must be 0 or more.').nullish(),
    limit: z
      .number()
      .int()
      .min(1, 'Limit must be at least 1.')
      .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}.`)
      .nullish(),
  })
  .refine((input) => input.startDate <= input.endDate, {
    path: ['endDate'],
    message: 'End date must not be before start date.',
  });

export const submitInput = z.object({
  timesheetId: id,
  regularApproval: z.boolean({ message: 'Regular approval must be true or false.' }),
  user: id,
});
