import { isReportField, REPORT_FIELDS, type ReportField } from '@tally/domain/custom-reports/report-fields';
import { FILTER_OPERATOR_VALUES, type FilterOperator } from '@tally/domain/custom-reports/report-grid';
import type { IsoDate } from '@tally/domain/shared/dates';
import { z } from 'zod';
import { snapshotRange } from '../../../projects/index.ts';

/** The most rows one window may hold, group levels a query may have, and groups one level answers. */
export const MAX_WINDOW_ROWS = 1000;
export const MAX_GROUP_LEVELS = 3;
export const MAX_GROUPS = 5000;

export type Granularity = 'DAY' | 'WEEK';

/** A snapshot query (the contract's SnapshotQueryInput), checked. */
export interface SnapshotQuery {
  from: IsoDate;
  to: IsoDate;
  granularity: Granularity;
  includeTimeOff: boolean;
  sorting: { field: ReportField; desc: boolean }[];
  filters: { field: ReportField; operator: FilterOperator; value: string }[];
  grouping: ReportField[];
  applyOverrides: boolean;
}

export const reportField = z
  .string()
  .refine(isReportField, { message: `Unknown field: use one of ${REPORT_FIELDS.join(', ')}.` })
  .transform((value) => value as ReportField);

/** A SnapshotQueryInput's fields: the range, granularity, time off, sorts, filters and groups. */
export const queryInput = snapshotRange.and(
  z.object({
    granularity: z.enum(['DAY', 'WEEK']).nullish(),
    includeTimeOff: z.boolean().nullish(),
    sorting: z
      .array(z.object({ field: reportField, desc: z.boolean() }))
      .max(REPORT_FIELDS.length)
      .nullish(),
    filters: z
      .array(
        z.object({
          field: reportField,
          operator: z.enum(FILTER_OPERATOR_VALUES, {
            error: `Unknown operator: use one of ${FILTER_OPERATOR_VALUES.join(', ')}.`,
          }),
          value: z.string().max(500),
        }),
      )
      .max(50)
      .nullish(),
    grouping: z
      .array(reportField)
      .max(MAX_GROUP_LEVELS, { error: `At most ${MAX_GROUP_LEVELS} group levels.` })
      .nullish(),
    applyOverrides: z.boolean().nullish(),
  }),
);

const groupPath = z.array(z.string().max(1000)).max(MAX_GROUP_LEVELS).nullish();

/** The window's arguments: a query, the group it reads inside, offset and limit (1..1000). */
export const windowArgs = z
  .object({
    query: queryInput,
    groupPath,
    offset: z.number().int().min(0, { error: 'offset must be 0 or more.' }),
    limit: z
      .number()
      .int()
      .min(1, { error: `limit must be 1 to ${MAX_WINDOW_ROWS}.` })
      .max(MAX_WINDOW_ROWS, { error: `limit must be 1 to ${MAX_WINDOW_ROWS}.` }),
  })
  .refine((value) => (value.groupPath ?? []).length <= (value.query.grouping ?? []).length, {
    path: ['groupPath'],
    message: 'groupPath may not be longer than grouping.',
  });

/** The groups' arguments: a query and the group whose subgroups are asked (shorter than grouping). */
export const groupsArgs = z
  .object({ query: queryInput, groupPath })
  .refine((value) => (value.groupPath ?? []).length < (value.query.grouping ?? []).length, {
    path: ['groupPath'],
    message: 'groupPath must be shorter than grouping: there is no level below it.',
  });

type QueryArgs = z.infer<typeof queryInput>;

/** The checked input with its defaults (DAY, time off included, no sort, filter or group). */
export function snapshotQueryOf(input: QueryArgs): SnapshotQuery {
  return {
    from: input.startDate,
    to: input.endDate,
    granularity: input.granularity ?? 'DAY',
    includeTimeOff: input.includeTimeOff ?? true,
    sorting: input.sorting ?? [],
    filters: input.filters ?? [],
    grouping: input.grouping ?? [],
    applyOverrides: input.applyOverrides ?? false,
  };
}
