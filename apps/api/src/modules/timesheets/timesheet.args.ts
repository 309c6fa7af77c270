import { isCompactDate, tryCompactToIso } from '@tally/domain/shared/dates';
import { hoursError } from '@tally/domain/timesheets/hours';
import { z } from 'zod';
import { rule } from '../../graphql/validation.ts';
import { TIMESHEET_MESSAGES } from './timesheet.messages.ts';

/** Argument schemas shared by the timesheet fields; problems become BAD_USER_INPUT naming the argument. */

export const id = z.guid('Invalid id');

/** YYYYMMDD on the wire, YYYY-MM-DD inside. */
export const compactDate = z
  .string()
  .refine(isCompactDate, { message: TIMESHEET_MESSAGES.invalidDate, abort: true })
  .transform((value) => tryCompactToIso(value) ?? value);

export const hours = z.number().superRefine(rule(hoursError));

/** Start of a task as decimal hours after midnight (9.5 = 09:30). */
export const startTime = z
  .number()
  .min(0, TIMESHEET_MESSAGES.startTime)
  .max(23.75, TIMESHEET_MESSAGES.startTime);
