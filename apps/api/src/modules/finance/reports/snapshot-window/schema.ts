import { mayUseFinanceTools } from '@tally/domain/policies/finance';
import type { Builder } from '../../../../graphql/builder.ts';
import { requireViewer } from '../../../../graphql/context.ts';
import type { SchemaRefs } from '../../../../graphql/refs.ts';
import { policyRule } from '../../../../graphql/rules.ts';
import { parseInput } from '../../../../graphql/validation.ts';
import { groupsArgs, MAX_WINDOW_ROWS, snapshotQueryOf, windowArgs } from './inputs.ts';
import type { SnapshotGroup, SnapshotRowRecord, Totals } from './records.ts';
import { snapshotGroups } from './use-cases/snapshot-groups.ts';
import { snapshotRows, snapshotTotals, type WindowInput } from './use-cases/snapshot-window.ts';

/** A window answer whose totals and rows are computed on first use (only the fields a request selects). */
interface LazyWindow {
  offset: number;
  totals: () => Promise<Totals>;
  rows: () => Promise<SnapshotRowRecord[]>;
}

/** `work` run at most once, its promise shared. */
function once<T>(work: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= work();
    return promise;
  };
}

/**
 * The server-side row model of the snapshots and the custom report builder (issue #12):
 * finance.timesheetSnapshotWindow and finance.timesheetSnapshotGroups. Finance and admin groups, like
 * finance.timesheetSnapshots.
 */
export function registerSnapshotWindow(builder: Builder, refs: SchemaRefs): void {
  const Finance = refs.FinanceQueries;

  const Granularity = builder.enumType('SnapshotGranularity', {
    description: 'DAY: one row per task day; WEEK: one row per person, week and task (weekly snapshot).',
    values: {
      DAY: { description: 'One row per task day.' },
      WEEK: { description: 'One row per person, week and task (the weekly snapshot).' },
    } as const,
  });
  const SortInput = builder.inputType('ReportSortInput', {
    description: 'One sort key of a report query: a report field, ascending unless desc.',
    fields: (t) => ({
      field: t.string({ required: true, description: 'A field of REPORT_FIELDS (F-040).' }),
      desc: t.boolean({ description: 'True: descending.', required: true }),
    }),
  });
  const FilterInput = builder.inputType('ReportFilterInput', {
    description: 'One filter of a report query: a report field compared with a value as its cells show it.',
    fields: (t) => ({
      field: t.string({ required: true, description: 'A field of REPORT_FIELDS (F-040).' }),
      operator: t.string({
        required: true,
        description: 'F-047: contains, notContains, equals, notEqual, startsWith, endsWith.',
      }),
      value: t.string({
        description: 'The value to compare the cells with, as they show it.',
        required: true,
      }),
    }),
  });
  const QueryInput = builder.inputType('SnapshotQueryInput', {
    description:
      'A query of the timesheet snapshot rows: the date range, granularity, sorting, filters and grouping.',
    fields: (t) => ({
      startDate: t.string({ required: true, description: 'YYYYMMDD.' }),
      endDate: t.string({ required: true, description: 'YYYYMMDD, at most 366 days after startDate.' }),
      granularity: t.field({
        description: 'DAY (default) or WEEK rows.',
        type: Granularity,
        defaultValue: 'DAY',
      }),
      includeTimeOff: t.boolean({
        defaultValue: true,
        description: "F-023's time-off option: false leaves out the deliverables tracked as time off.",
      }),
      sorting: t.field({ description: 'Sort keys, first first.', type: [SortInput], defaultValue: [] }),
      filters: t.field({
        type: [FilterInput],
        defaultValue: [],
        description: 'Each compares the text the cell shows, case-insensitively.',
      }),
      grouping: t.stringList({ defaultValue: [], description: 'At most 3 levels.' }),
      applyOverrides: t.boolean({
        defaultValue: false,
        description:
          "The caller's saved field overrides (F-019/F-024), when configuration daily-snapshot-overrides is 'true'.",
      }),
    }),
  });

  const Window = builder.objectRef<LazyWindow>('SnapshotWindow').implement({
    description:
      'One window of snapshot rows with the totals of the whole query. Each part is computed only when asked: a screen asks the rows and the totals apart, so the first rows need not wait for a pass over every row.',
    fields: (t) => ({
      total: t.int({
        description: 'Rows matching the query (and inside groupPath when given).',
        resolve: async (window) => (await window.totals()).total,
      }),
      hours: t.float({
        description: 'Their total hours.',
        resolve: async (window) => (await window.totals()).hours,
      }),
      totalCost: t.float({
        description: 'Their total cost (C-024).',
        resolve: async (window) => (await window.totals()).totalCost,
      }),
      offset: t.exposeInt('offset', { description: 'The offset of the first row answered.' }),
      rows: t.field({
        type: ['JSON'],
        description:
          'Each row an object: _id plus the fields of TimesheetSnapshot (dates YYYYMMDD, approvers a list), overrides and F-042 tokens applied.',
        resolve: (window) => window.rows(),
      }),
    }),
  });
  const Group = builder.objectRef<SnapshotGroup>('SnapshotGroup').implement({
    description: 'One group of snapshot rows at a grouping level, with its count, hours and cost.',
    fields: (t) => ({
      key: t.exposeStringList('key', {
        description: 'The group path: the shown text of each level down to this group.',
      }),
      value: t.exposeString('value', {
        description: "The shown text of this level (the group row's label).",
      }),
      count: t.exposeInt('count', { description: 'Rows in the group.' }),
      hours: t.exposeFloat('hours', { description: 'Hours of the group.' }),
      totalCost: t.exposeFloat('totalCost', { description: 'Cost of the group in dollars.' }),
    }),
  });

  builder.objectFields(Finance, (t) => ({
    timesheetSnapshotWindow: t.field({
      ...policyRule(mayUseFinanceTools),
      type: Window,
      description: `One window of the snapshot rows of a query, sorted, filtered and inside groupPath, with their totals; limit at most ${MAX_WINDOW_ROWS}. Finance and admin groups.`,
      args: {
        query: t.arg({ description: 'The query.', type: QueryInput, required: true }),
        groupPath: t.arg.stringList({
          description: 'The values of the enclosing groups, outermost first; omitted: ungrouped.',
          defaultValue: [],
        }),
        offset: t.arg.int({
          description: 'How many rows of the group to skip.',
          required: true,
          defaultValue: 0,
        }),
        limit: t.arg.int({ description: 'How many rows to answer.', required: true, defaultValue: 200 }),
      },
      resolve: (_marker, args, context) => {
        const viewer = requireViewer(context);
        const input = parseInput(windowArgs, args);
        const window: WindowInput = {
          query: snapshotQueryOf(input.query),
          groupPath: input.groupPath ?? [],
          offset: input.offset,
          limit: input.limit,
        };
        return {
          offset: window.offset,
          totals: once(() => snapshotTotals(context.deps, window)),
          rows: once(() => snapshotRows(context.deps, viewer.userId, window)),
        };
      },
    }),
    timesheetSnapshotGroups: t.field({
      ...policyRule(mayUseFinanceTools),
      type: [Group],
      description:
        'The groups of the level below groupPath (grouping[groupPath.length]) with their counts and totals, ordered as F-046 (descending when that column sorts so); at most 5000. Finance and admin groups.',
      args: {
        query: t.arg({ description: 'The query.', type: QueryInput, required: true }),
        groupPath: t.arg.stringList({
          description: 'The values of the enclosing groups; omitted: the top level.',
          defaultValue: [],
        }),
      },
      resolve: (_marker, args, context) => {
        requireViewer(context);
        const input = parseInput(groupsArgs, args);
        return snapshotGroups(context.deps, {
          query: snapshotQueryOf(input.query),
          groupPath: input.groupPath ?? [],
        });
      },
    }),
  }));
}
