import { isCompactDate, tryCompactToIso } from '@tally/domain/shared/dates';
import { z } from 'zod';

/** Argument schemas every area's fields share; problems become BAD_USER_INPUT naming the argument. */

export const id = z.guid('Invalid id');

/** YYYYMMDD on the wire, YYYY-MM-DD inside. */
export const compactDate = z
  .string()
  .refine(isCompactDate, { message: 'Enter the date as YYYYMMDD', abort: true })
  .transform((value) => tryCompactToIso(value) ?? value);
