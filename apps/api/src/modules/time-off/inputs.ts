import {
  TIME_OFF_MESSAGES,
  TIME_OFF_TRANSACTION_TYPES,
  timeOffHoursError,
} from '@tally/domain/time-off/time-off';
import { z } from 'zod';
import { compactDate, id } from '../../graphql/args.ts';

/** A range of at most `maxDays`, start not after end; problems named on endDate. */
const range = (maxDays: number) =>
  z.object({ startDate: compactDate, endDate: compactDate }).superRefine((value, context) => {
    if (value.endDate < value.startDate) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'End date must not be before start date.',
      });
    } else if ((Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000 > maxDays) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The selected date range is too large.',
      });
    }
  });

/** Balances and transactions: about ten years (the year selector's reach). */
export const rangeArgs = range(3700);

/** The finance report reads every user's transactions: a year at most. */
export const reportArgs = range(366);

export const addArgs = z
  .object({
    userId: id,
    timeOffType: z
      .string({ error: TIME_OFF_MESSAGES.typeRequired })
      .trim()
      .min(1, TIME_OFF_MESSAGES.typeRequired),
    date: z
      .string({ error: TIME_OFF_MESSAGES.dateRequired })
      .trim()
      .min(1, TIME_OFF_MESSAGES.dateRequired)
      .pipe(compactDate),
    transactionType: z.enum(TIME_OFF_TRANSACTION_TYPES, { error: TIME_OFF_MESSAGES.transactionType }),
    hours: z.number({ error: TIME_OFF_MESSAGES.hoursRequired }).nullish(),
  })
  .superRefine((value, context) => {
    const message = timeOffHoursError(value.transactionType, value.hours ?? null);
    if (message) context.addIssue({ code: 'custom', path: ['hours'], message });
  })
  .transform((value) => ({ ...value, hours: value.hours ?? 0 }));
