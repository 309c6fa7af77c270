import { customReportFileStem } from '@tally/domain/custom-reports/report-export';
import {
  FIELD_DEFINITIONS,
  type FieldKind,
  fieldLabel,
  type ReportField,
} from '@tally/domain/custom-reports/report-fields';
import type { OverrideRule } from '@tally/domain/finance/overrides';
import { finishSnapshotRow, SNAPSHOT_COLUMNS, SNAPSHOT_REPORT } from '@tally/domain/finance/snapshots';
import { mayUseFinanceTools } from '@tally/domain/policies/finance';
import { GraphQLError } from 'graphql/index.js';
import { z } from 'zod';
import { badUserInput } from '../../graphql/errors.ts';
import { parseInput } from '../../graphql/validation.ts';
import type { HttpRequest } from '../../http/request.ts';
import {
  overrideRulesOf,
  queryInput,
  reportField,
  type SnapshotQuery,
  type SnapshotRowRecord,
  snapshotQueryOf,
  snapshotRowsSql,
} from '../../modules/finance/index.ts';
import type { ExportColumn, ExportKind } from '../columns.ts';
import { DEFAULT_CHUNK_ROWS, readExportRows } from '../cursor.ts';
import { reportExport, tzOffsetOf, weekFileName } from '../report.ts';
import { clientGone } from '../stream.ts';

/**
 * The snapshot exports of issue #12 (F-018, F-023, F-051), read from the row model's SQL through a cursor a
 * chunk at a time: `timesheet-snapshots` (the daily snapshot's F-017 columns, or with granularity=week the
 * weekly rows' columns) with the caller's overrides when configured, and `custom-report` (the builder's
 * visible columns in display order, its filters and sort). Tokens (F-042) are replaced in every row.
 */

type Row = SnapshotRowRecord;

/** A YYYYMMDD value as the ISO date an export's date column takes; an overridden text stays as it is. */
function isoOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}` : text;
}

function cellOf(value: unknown, kind: ExportKind): string | number | null {
  if (value === null || value === undefined) return null;
  if (kind === 'date') return isoOf(value);
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'number' ? value : String(value);
}

function column(key: string, header: string, kind: ExportKind, width?: number): ExportColumn<Row> {
  return { header, kind, ...(width ? { width } : {}), value: (row) => cellOf(row[key], kind) };
}

const SNAPSHOT_KINDS: Record<string, ExportKind> = { date: 'date', money: 'money', hours: 'hours' };

/** F-017's columns; per week without the task date and comment, which belong to a day. */
function snapshotColumns(weekly: boolean): ExportColumn<Row>[] {
  return SNAPSHOT_COLUMNS.filter((c) => !weekly || (c.key !== 'taskdate' && c.key !== 'comment')).map((c) =>
    column(c.key, c.title, c.kind ? (SNAPSHOT_KINDS[c.kind] ?? 'text') : 'text'),
  );
}

const FIELD_KINDS: Record<FieldKind, ExportKind> = {
  text: 'text',
  date: 'date',
  hours: 'hours',
  money: 'money',
  count: 'int',
  list: 'text',
};

/** The custom report's visible columns, in display order, with their labels (F-051). */
function customColumns(fields: readonly ReportField[]): ExportColumn<Row>[] {
  return fields.map((field) =>
    column(
      field,
      fieldLabel(field),
      FIELD_KINDS[FIELD_DEFINITIONS[field].kind],
      Math.round(FIELD_DEFINITIONS[field].width / 7),
    ),
  );
}

/** The rows of the query through a cursor, each finished (overrides, tokens) as the window's are. */
async function* finishedRows(
  http: HttpRequest,
  query: SnapshotQuery,
  rules: readonly OverrideRule[],
): AsyncGenerator<readonly Row[]> {
  const statement = snapshotRowsSql({ ...query, groupPath: [] });
  const signal = clientGone(http.res);
  for await (const chunk of readExportRows<Row>(http.deps.db, statement, DEFAULT_CHUNK_ROWS, { signal }))
    yield chunk.map((row) => finishSnapshotRow(row, rules));
}

const PARAMETER_OF: Record<string, string> = { startDate: 'start', endDate: 'end' };

/** Parameters parsed as the query's fields: a bad one is named by its parameter (startDate → start). */
function parseParams<S extends z.ZodType>(schema: S, params: Record<string, unknown>): z.infer<S> {
  try {
    return parseInput(schema, params);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    const fields = (error.extensions.fields ?? {}) as Record<string, string>;
    const renamed: Record<string, string> = {};
    for (const [path, message] of Object.entries(fields)) {
      const field = path.split('.')[0] ?? path;
      renamed[PARAMETER_OF[field] ?? field] ??= message;
    }
    throw badUserInput(renamed);
  }
}

const flag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false.` })
    .optional()
    .transform((value) => value !== 'false');

const snapshotParams = z.object({
  granularity: z.enum(['day', 'week'], { error: 'granularity must be day or week.' }).optional(),
  includeTimeOff: flag('includeTimeOff'),
});

/** A JSON list parameter (sorting, filters), null when absent; bad JSON is named. */
function jsonList(params: Record<string, string>, name: string): unknown[] | null {
  const text = params[name];
  if (text === undefined || text === '') return null;
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value)) return value;
  } catch {
    // Not JSON: named below.
  }
  throw badUserInput({ [name]: `${name} must be a JSON list.` });
}

/** The builder's state shapes ({ id, desc }, { id, value: { operator, value } }) or the GraphQL input's. */
const asSort = (item: unknown) => {
  const sort = (item ?? {}) as Record<string, unknown>;
  return { field: sort.field ?? sort.id, desc: sort.desc };
};
const asFilter = (item: unknown) => {
  const filter = (item ?? {}) as Record<string, unknown>;
  if (filter.value && typeof filter.value === 'object') {
    const inner = filter.value as Record<string, unknown>;
    return { field: filter.field ?? filter.id, operator: inner.operator, value: inner.value };
  }
  return { field: filter.field ?? filter.id, operator: filter.operator, value: filter.value };
};

export const SNAPSHOT_REPORT_EXPORTS = {
  'timesheet-snapshots': reportExport<Row>({
    allowed: mayUseFinanceTools,
    async build(http, viewer, params) {
      const options = parseParams(snapshotParams, params);
      const weekly = options.granularity === 'week';
      const query = snapshotQueryOf(
        parseParams(queryInput, {
          startDate: params.start,
          endDate: params.end,
          granularity: weekly ? 'WEEK' : 'DAY',
          includeTimeOff: options.includeTimeOff,
        }),
      );
      // Read before the cursor opens: on PGlite the cursor holds the one connection until the file ends.
      const rules = await overrideRulesOf(http.deps.db, viewer.userId);
      return {
        fileName: weekFileName(http, SNAPSHOT_REPORT, query.to, params),
        columns: snapshotColumns(weekly),
        rows: finishedRows(http, query, rules),
      };
    },
  }),
  'custom-report': reportExport<Row>({
    allowed: mayUseFinanceTools,
    async build(http, _viewer, params) {
      const names = (params.columns ?? '').split(',').filter((name) => name !== '');
      const fields = parseParams(
        z.object({
          columns: z.array(reportField).min(1, { error: 'columns must name at least one field.' }),
        }),
        { columns: names },
      ).columns;
      const query = snapshotQueryOf(
        parseParams(queryInput, {
          startDate: params.start,
          endDate: params.end,
          sorting: jsonList(params, 'sorting')?.map(asSort) ?? [],
          filters: jsonList(params, 'filters')?.map(asFilter) ?? [],
        }),
      );
      return {
        fileName: customReportFileStem(http.deps.clock(), tzOffsetOf(params)),
        columns: customColumns(fields),
        rows: finishedRows(http, query, []),
      };
    },
  }),
};
