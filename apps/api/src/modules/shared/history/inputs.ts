import { HISTORY_SUBJECTS } from '@tally/domain/shared/history';
import { z } from 'zod';
import type { HistoryFilter } from './records.ts';

const isoTime = z
  .string()
  .refine((text) => !Number.isNaN(Date.parse(text)), 'Enter a date as YYYY-MM-DD or an ISO 8601 time')
  .transform((text) => new Date(text));

/** The arguments of `history` and of GET /api/history.csv. */
export const historyArgs = z.object({
  subject: z.enum(HISTORY_SUBJECTS),
  id: z.uuid().nullish(),
  type: z
    .string()
    .regex(/^[a-z-]{1,60}$/, 'Type is not valid')
    .nullish(),
  from: isoTime.nullish(),
  to: isoTime.nullish(),
  search: z.string().trim().max(200).nullish(),
});

export function historyFilterOf(args: z.infer<typeof historyArgs>): HistoryFilter {
  return {
    subject: args.subject,
    id: args.id ?? null,
    type: args.type || null,
    from: args.from ?? null,
    to: args.to ?? null,
    search: args.search || null,
  };
}
