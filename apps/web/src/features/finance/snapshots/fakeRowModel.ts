import { cellText, isReportField, type ReportRow } from '@tally/domain/custom-reports/report-fields';
import { filterRows, groupRows, sortRows } from '@tally/domain/custom-reports/report-grid';
import { applyTokens } from '@tally/domain/custom-reports/report-tokens';
import { applyOverrides, savedRules } from '@tally/domain/finance/overrides';
import type { FakeResponse } from '../../../test/fakeServer.ts';

/** A test row: `_id` plus TimesheetSnapshot fields as the server sends them (dates YYYYMMDD). */
export type FakeRow = { readonly _id: string; readonly [field: string]: unknown };

interface Query {
  startDate: string;
  endDate: string;
  sorting?: { field: string; desc: boolean }[];
  filters?: { field: string; operator: string; value: string }[];
  grouping?: string[];
  applyOverrides?: boolean;
}

interface Options {
  /** The saved override rules (me.settings.timesheetDailySnapshotOverrides), applied when the query asks. */
  overrides?(): string | null;
  /** Holds an answer back until the returned promise settles (tests of answers arriving late). */
  delay?(variables: Record<string, unknown>): Promise<void> | undefined;
  /** true: a BAD_USER_INPUT error; an error code: an error of that code (e.g. TIMEOUT). */
  fail?(variables: Record<string, unknown>): boolean | string;
}

const sum = (rows: readonly ReportRow[], field: string) =>
  rows.reduce((total, row) => total + (typeof row[field] === 'number' ? (row[field] as number) : 0), 0);

/**
 * The row model of the contract (timesheetSnapshotWindow, timesheetSnapshotGroups) computed from test rows
 * with the domain's own filter, sort and group rules, so the screens' tests see what the server would answer.
 */
export function rowModelHandlers(rows: (query: Query) => readonly FakeRow[], options: Options = {}) {
  const matching = (query: Query, groupPath: readonly string[]) => {
    let list = rows(query).map((row) => applyTokens(row));
    if (query.applyOverrides) list = applyOverrides(list, savedRules(options.overrides?.() ?? null));
    list = filterRows(
      list,
      (query.filters ?? []).map((f) => ({
        id: f.field,
        value: { operator: f.operator as 'contains', value: f.value },
      })),
    );
    const sorting = (query.sorting ?? []).map((s) => ({ id: s.field, desc: s.desc }));
    list = sortRows(list, sorting);
    const grouping = (query.grouping ?? []).filter(isReportField);
    return {
      sorting,
      grouping,
      rows: list.filter((row) =>
        groupPath.every((value, level) => {
          const field = grouping[level];
          return field !== undefined && cellText(field, row[field]) === value;
        }),
      ),
    };
  };
  const answer = async (
    variables: Record<string, unknown>,
    body: () => Record<string, unknown>,
    delayed = true,
  ): Promise<FakeResponse> => {
    if (delayed) await options.delay?.(variables);
    const failure = options.fail?.(variables);
    if (failure === true)
      return { body: { errors: [{ message: 'Range too long', extensions: { code: 'BAD_USER_INPUT' } }] } };
    if (typeof failure === 'string')
      return { body: { errors: [{ message: `Failed: ${failure}`, extensions: { code: failure } }] } };
    return { body: { data: { finance: { __typename: 'FinanceQueries', ...body() } } } };
  };
  const window = (variables: Record<string, unknown>, delayed = true) =>
    answer(
      variables,
      () => {
        const { offset, limit } = variables as { offset: number; limit: number };
        const { rows: list } = matching(
          variables.query as Query,
          (variables.groupPath as string[] | undefined) ?? [],
        );
        return {
          timesheetSnapshotWindow: {
            __typename: 'SnapshotWindow',
            total: list.length,
            hours: sum(list, 'hours'),
            totalCost: sum(list, 'totalCost'),
            offset,
            rows: list.slice(offset, offset + limit),
          },
        };
      },
      delayed,
    );
  return {
    SnapshotWindow: window,
    // `delay` sees the totals' own variables (no offset): a test can gate the windows of rows only.
    SnapshotTotals: async (variables: Record<string, unknown>) => {
      await options.delay?.(variables);
      return window({ ...variables, offset: 0, limit: 1 }, false);
    },
    SnapshotGroups: (variables: Record<string, unknown>) =>
      answer(variables, () => {
        const path = (variables.groupPath as string[] | undefined) ?? [];
        const { rows: list, grouping, sorting } = matching(variables.query as Query, path);
        const level = grouping[path.length];
        const nodes = level ? groupRows(list, [level], sorting) : [];
        return {
          timesheetSnapshotGroups: nodes.map((node) => ({
            __typename: 'SnapshotGroup',
            key: [...path, node.text],
            value: node.text,
            count: node.rows.length,
            hours: sum(node.rows, 'hours'),
            totalCost: sum(node.rows, 'totalCost'),
          })),
        };
      }),
  };
}

/** The variables of every call of one operation the fake server answered. */
export function variablesOf(calls: readonly { body: unknown }[], operation: string) {
  return calls
    .map((call) => call.body as { operationName?: string; variables?: Record<string, unknown> } | undefined)
    .filter((body) => body?.operationName === operation)
    .map((body) => body?.variables as Record<string, unknown>);
}
