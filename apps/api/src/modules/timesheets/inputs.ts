import { hoursError } from '@tally/domain/timesheets/hours';
import { z } from 'zod';
import { rule } from '../../graphql/validation.ts';
import { TIMESHEET_MESSAGES } from './messages.ts';

/** Argument schemas of the timesheet fields (ids and dates: graphql/args.ts). */

export const hours = z.number().superRefine(rule(hoursError));

/** Start of a task as decimal hours after midnight (9.5 = 09:30). */
export const startTime = z
  .number()
  .min(0, TIMESHEET_MESSAGES.startTime)
  .max(23.75, TIMESHEET_MESSAGES.startTime);
