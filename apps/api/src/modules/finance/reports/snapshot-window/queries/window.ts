import type { DbOrTx } from '@tally/db';
import {
  FIELD_DEFINITIONS,
  REPORT_FIELDS,
  type ReportField,
} from '@tally/domain/custom-reports/report-fields';
import type { FilterOperator } from '@tally/domain/custom-reports/report-grid';
import { type SQL, sql } from 'drizzle-orm';
import { approversCte, rateFactsCte, rateFactsJoinedSql } from '../../../../projects/index.ts';
import { MAX_GROUPS, type SnapshotQuery } from '../inputs.ts';
import type { SnapshotGroupRow, SnapshotRowRecord, Totals } from '../records.ts';
import {
  COST_SQL,
  FIELD_SQL,
  isTyped,
  type JoinAlias,
  joinsFor,
  shownTextSql,
  sortKeySql,
  textKeySql,
} from './fields.ts';

/**
 * The SQL of the snapshot row model (issue #12): a query's rows (`b`: task days, or a person's week on a
 * deliverable) filtered, sorted, grouped, counted and summed in the database; only a window's rows are read
 * whole. Every statement is one round trip whatever the range.
 */

/** The part of a query that chooses rows: range, granularity, time off, filters and the group path. */
export type RowsQuery = Pick<
  SnapshotQuery,
  'from' | 'to' | 'granularity' | 'includeTimeOff' | 'filters' | 'grouping'
> & {
  groupPath: readonly string[];
  /** Text fields whose values hold no token (findTokenFreeFields): filtered and grouped on their value. */
  tokenFree?: ReadonlySet<ReportField>;
};

/** The sheets `t` that may hold days of the range: a sheet ends 0..6 days after each of its days. */
const sheetEndsSql = (query: RowsQuery) =>
  sql`t.end_date BETWEEN ${query.from}::date AND ${query.to}::date + 6`;

/**
 * The entries of the range (C-056: days outside it left out), as conditions on `e`: the sheets are found by
 * their end date, the entries by their sheet, unless the statement reads the sheets `t` itself (`ofSheet`).
 * `only` restricts the entries (a window's rows).
 */
function entriesWhere(query: RowsQuery, only: SQL | null, ofSheet = false): SQL {
  const where = [sql`e.date BETWEEN ${query.from}::date AND ${query.to}::date`];
  if (!ofSheet)
    where.push(sql`e.timesheet_id IN (SELECT t.id FROM timesheets t WHERE ${sheetEndsSql(query)})`);
  // Time off (F-023): the deliverables that track against a time-off type.
  if (!query.includeTimeOff)
    where.push(sql`NOT EXISTS (SELECT 1 FROM deliverables x
          WHERE x.id = e.deliverable_id AND x.track_against_time_off)`);
  if (only) where.push(only);
  return sql.join(where, sql` AND `);
}

/**
 * The rows `b`: one per task day, or per sheet and deliverable with the hours of its days in the range. A
 * week's rows come in the order of their sheet's end date (`ord`), then sheet and task. `sheetBySheet` sums
 * each sheet's days on their own (a lateral join over the sheets in that order): an unsorted window of a year
 * then reads the first weeks' sheets and stops, where grouping every entry first sums the whole year. Reads of
 * every row (totals, groups, sorts) keep the one grouping, which scans the entries in parallel.
 */
function baseSql(query: RowsQuery, only: SQL | null, sheetBySheet: boolean): SQL {
  if (query.granularity === 'WEEK' && sheetBySheet)
    return sql`SELECT g.timesheet_id::text || ':' || g.deliverable_id::text AS id, g.timesheet_id, g.user_id,
        g.project_id, g.deliverable_id, NULL::date AS date, t.end_date AS ord, g.hours,
        NULL::uuid AS line_item_id, NULL::text AS entry_comment
      FROM timesheets t CROSS JOIN LATERAL (
        SELECT e.timesheet_id, e.deliverable_id, e.user_id, e.project_id, sum(e.hours) AS hours
        FROM timesheet_entries e WHERE e.timesheet_id = t.id AND ${entriesWhere(query, only, true)}
        GROUP BY e.timesheet_id, e.deliverable_id, e.user_id, e.project_id) g
      WHERE ${sheetEndsSql(query)}`;
  if (query.granularity === 'WEEK')
    return sql`SELECT e.timesheet_id::text || ':' || e.deliverable_id::text AS id, e.timesheet_id, e.user_id,
        e.project_id, e.deliverable_id, NULL::date AS date, t.end_date AS ord, sum(e.hours) AS hours,
        NULL::uuid AS line_item_id, NULL::text AS entry_comment
      FROM timesheet_entries e JOIN timesheets t ON t.id = e.timesheet_id
      WHERE ${sheetEndsSql(query)} AND ${entriesWhere(query, only, true)}
      GROUP BY t.end_date, e.timesheet_id, e.deliverable_id, e.user_id, e.project_id`;
  return sql`SELECT e.id::text AS id, e.id AS entry_id, e.timesheet_id, e.user_id, e.project_id, e.deliverable_id, e.date,
      e.date AS ord, e.hours, e.line_item_id, e.comment AS entry_comment
    FROM timesheet_entries e WHERE ${entriesWhere(query, only)}`;
}

/** The cell's shown text, lower case, '' when empty: what a filter compares (F-047). */
function filterSql(
  field: ReportField,
  operator: FilterOperator,
  value: string,
  tokenFree: ReadonlySet<ReportField> | undefined,
): SQL {
  const haystack = sql`lower(coalesce(${shownTextSql(field, tokenFree)}, ''))`;
  const needle = sql`lower(${value}::text)`;
  switch (operator) {
    case 'contains':
      return sql`strpos(${haystack}, ${needle}) > 0`;
    case 'notContains':
      return sql`strpos(${haystack}, ${needle}) = 0`;
    case 'equals':
      return sql`${haystack} = ${needle}`;
    case 'notEqual':
      return sql`${haystack} <> ${needle}`;
    case 'startsWith':
      return sql`starts_with(${haystack}, ${needle})`;
    case 'endsWith':
      return sql`right(${haystack}, length(${needle})) = ${needle}`;
  }
}

/** The filters and the group path (exact shown text of each level) as conditions on `b`. */
function conditionsOf(query: RowsQuery): { where: SQL; fields: ReportField[] } {
  const parts: SQL[] = [sql`true`];
  const fields: ReportField[] = [];
  for (const filter of query.filters) {
    parts.push(filterSql(filter.field, filter.operator, filter.value, query.tokenFree));
    fields.push(filter.field);
  }
  query.groupPath.forEach((text, level) => {
    const field = query.grouping[level] as ReportField;
    parts.push(sql`coalesce(${shownTextSql(field, query.tokenFree)}, '') = ${text}::text`);
    fields.push(field);
  });
  return { where: sql.join(parts, sql` AND `), fields };
}

/** The fields a query compares by their shown text: its filters' and its group path's. */
export function filteredFields(query: RowsQuery): ReportField[] {
  return [
    ...query.filters.map((filter) => filter.field),
    ...query.grouping.slice(0, query.groupPath.length),
  ] as ReportField[];
}

/**
 * The rates (C-024's facts) of the (project, person) pairs a statement prices. Only approved rows are priced
 * (RATE_SQL), and approved_hours holds their pairs by month: over a range that is a few thousand pairs where
 * the entries are a million (a year at 1,000 people). Each pair is its first approved_hours row of the range
 * (an anti-join, not DISTINCT, so the planner keeps the table's statistics and hashes the pairs, not the
 * entries); inlined, so the scan of the entries runs in parallel. A window's own rows (`only`) are few: their
 * pairs directly, each looked up once.
 */
function ratesCte(query: RowsQuery, only: SQL | null, entries: SQL): SQL {
  if (only)
    return sql`rates AS MATERIALIZED (${rateFactsCte(
      sql`SELECT DISTINCT e.project_id, e.user_id FROM timesheet_entries e WHERE ${entries}`,
    )})`;
  const firstMonth = sql`date_trunc('month', ${query.from}::date)::date`;
  const pairs = sql`SELECT a.project_id, a.user_id FROM approved_hours a
    WHERE a.month BETWEEN ${firstMonth} AND ${query.to}::date
      AND NOT EXISTS (SELECT 1 FROM approved_hours o
        WHERE o.project_id = a.project_id AND o.user_id = a.user_id AND o.month >= ${firstMonth}
          AND (o.month, o.deliverable_id) < (a.month, a.deliverable_id))`;
  return sql`rates AS NOT MATERIALIZED (${rateFactsJoinedSql(pairs)})`;
}

/**
 * One statement over the rows `b`: the CTEs the joins read (approvers, rate facts) over the pairs of `b`,
 * then `select` from `b` and the joins `fields` (and `extra`) need, with the query's conditions.
 */
function statement(
  query: RowsQuery,
  parts: {
    select: SQL;
    fields: readonly ReportField[];
    extra?: readonly JoinAlias[];
    tail?: SQL;
    /** A window read in the rows' own order: weeks summed sheet by sheet (baseSql). */
    sheetBySheet?: boolean;
  },
  only: SQL | null = null,
): SQL {
  const { where, fields } = conditionsOf(query);
  const aliases = new Set<JoinAlias>(parts.extra ?? []);
  for (const field of [...fields, ...parts.fields])
    for (const alias of FIELD_SQL[field].joins) aliases.add(alias);
  // The CTEs read the entries' narrow pairs on their own rather than `b`, which would then be written out whole.
  const entries = entriesWhere(query, only);
  const ctes: SQL[] = [];
  if (aliases.has('ap'))
    ctes.push(
      sql`approvers AS (${approversCte(sql`SELECT DISTINCT e.timesheet_id, e.project_id
      FROM timesheet_entries e WHERE ${entries}`)})`,
    );
  if (aliases.has('rt')) ctes.push(ratesCte(query, only, entries));
  const withs = ctes.length > 0 ? sql`WITH ${sql.join(ctes, sql`, `)}` : sql``;
  return sql`${withs}
    SELECT ${parts.select} FROM (${baseSql(query, only, parts.sheetBySheet === true)}) b ${joinsFor(aliases)} WHERE ${where} ${parts.tail ?? sql``}`;
}

/** The statement of findTotals. */
export function totalsSql(query: RowsQuery): SQL {
  return statement(query, {
    select: sql`count(*)::int AS total, coalesce(sum(b.hours), 0)::float8 AS hours,
        coalesce(sum(${COST_SQL}), 0)::float8 AS cost`,
    fields: ['totalCost'],
  });
}

/** How many rows match and their hours and cost (C-024), summed in SQL. */
export async function findTotals(db: DbOrTx, query: RowsQuery): Promise<Totals> {
  const result = await db.execute<{ total: number; hours: number; cost: number }>(totalsSql(query));
  const row = result.rows[0];
  return {
    total: Number(row?.total ?? 0),
    hours: Number(row?.hours ?? 0),
    totalCost: Number(row?.cost ?? 0),
  };
}

/**
 * ORDER BY of a window: the sorts (empty last ascending, first descending), then date and id (stable). The id
 * by its parts, in the order of its text (a uuid's text sorts as the uuid): a day by its entry, so that the
 * unsorted windows of a year read the (date, id) index and stop after the window; a week by sheet and task.
 */
function orderSql(query: Pick<SnapshotQuery, 'sorting' | 'granularity'>): SQL {
  const keys = query.sorting.map(({ field, desc }) =>
    desc ? sql`${sortKeySql(field)} DESC NULLS FIRST` : sql`${sortKeySql(field)} ASC NULLS LAST`,
  );
  const id = query.granularity === 'WEEK' ? [sql`b.timesheet_id`, sql`b.deliverable_id`] : [sql`b.entry_id`];
  return sql.join([...keys, sql`b.ord`, ...id], sql`, `);
}

/** The ids of one window of the rows in sort order; only the sort and filter columns are joined. */
export async function findWindowIds(
  db: DbOrTx,
  query: RowsQuery & Pick<SnapshotQuery, 'sorting'>,
  window: { offset: number; limit: number },
): Promise<string[]> {
  const result = await db.execute<{ id: string }>(
    statement(query, {
      select: sql`b.id`,
      fields: query.sorting.map((sort) => sort.field),
      tail: sql`ORDER BY ${orderSql(query)} LIMIT ${window.limit} OFFSET ${window.offset}`,
      sheetBySheet: query.sorting.length === 0,
    }),
  );
  return result.rows.map((row) => row.id);
}

/**
 * The groups of the level below the query's group path (F-046): one per shown text of that level's field,
 * with the count, hours and cost of its rows, ordered by the field's value (descending when it sorts so).
 */
export async function findGroups(
  db: DbOrTx,
  query: RowsQuery & Pick<SnapshotQuery, 'sorting'>,
): Promise<SnapshotGroupRow[]> {
  const result = await db.execute<{ value: string; count: number; hours: number; cost: number }>(
    groupsSql(query),
  );
  return result.rows.map((row) => ({
    value: row.value,
    count: Number(row.count),
    hours: Number(row.hours),
    totalCost: Number(row.cost),
  }));
}

/** The statement of findGroups. */
export function groupsSql(query: RowsQuery & Pick<SnapshotQuery, 'sorting'>): SQL {
  const field = query.grouping[query.groupPath.length] as ReportField;
  const desc = query.sorting.find((sort) => sort.field === field)?.desc === true;
  const shown = sql`coalesce(${shownTextSql(field, query.tokenFree)}, '')`;
  // A group is one shown text: text keys are computed once per group (not per row) from it; dates and numbers
  // are one value per shown text, taken from the rows.
  const kind = FIELD_DEFINITIONS[field].kind;
  const key = isTyped(kind)
    ? desc
      ? sql`max(${FIELD_SQL[field].value})`
      : sql`min(${FIELD_SQL[field].value})`
    : textKeySql(kind, sql`min(${shown})`);
  const order = desc ? sql`${key} DESC NULLS FIRST` : sql`${key} ASC NULLS LAST`;
  return statement(query, {
    select: sql`${shown} AS value, count(*)::int AS count,
        coalesce(sum(b.hours), 0)::float8 AS hours, coalesce(sum(${COST_SQL}), 0)::float8 AS cost`,
    fields: [field, 'totalCost'],
    tail: sql`GROUP BY 1 ORDER BY ${order}, min(${shown}) COLLATE "C" LIMIT ${MAX_GROUPS}`,
  });
}

const compactDate = (value: SQL) => sql`to_char(${value}, 'YYYYMMDD')`;

/** Every column of a row, in the API's form (the fields of TimesheetSnapshot). */
const DETAIL_SELECT = sql`b.id AS "_id", b.timesheet_id AS "timesheetId", ts.status,
  ${compactDate(FIELD_SQL.endDate.value)} AS "endDate", b.user_id AS "userId", u.last_name AS "lastName",
  u.first_name AS "firstName", u.role, em.address AS email, u.payroll_id AS "payrollId",
  ${FIELD_SQL.name.value} AS name, u.department, u.title, u.employee_type AS "employeeType",
  ${FIELD_SQL.supervisor.value} AS supervisor, ${FIELD_SQL.supervisor.value} AS "supervisorName",
  c.name AS "clientName", b.project_id AS "projectId", p.name AS project, p.project_code AS "projectCode",
  p.classification, ${FIELD_SQL.roles.value} AS roles, ${FIELD_SQL.bu.value} AS bu, m.name AS milestone,
  b.deliverable_id AS "deliverableId", d.name AS deliverable,
  ${compactDate(FIELD_SQL.approvedOn.value)} AS "approvedOn", ${FIELD_SQL.approvers.value} AS approvers,
  ${compactDate(FIELD_SQL.taskdate.value)} AS taskdate, b.hours::float8 AS hours,
  ${FIELD_SQL.comment.value} AS comment, ${FIELD_SQL.totalCost.value}::float8 AS "totalCost",
  ${FIELD_SQL.rate.value}::float8 AS rate`;

/**
 * The rows of `ids` with every field, in the order of `ids`: the base read again for those rows only (their
 * entries by primary key, or for weeks the entries of their sheets), then joined and priced.
 */
export async function findRowsByIds(
  db: DbOrTx,
  query: Pick<RowsQuery, 'from' | 'to' | 'granularity' | 'includeTimeOff'>,
  ids: readonly string[],
): Promise<SnapshotRowRecord[]> {
  if (ids.length === 0) return [];
  const only =
    query.granularity === 'WEEK'
      ? sql`e.timesheet_id = ANY(${sql.param([...new Set(ids.map((id) => id.slice(0, 36)))])}::uuid[])`
      : sql`e.id = ANY(${sql.param([...ids])}::uuid[])`;
  const rowsQuery: RowsQuery = { ...query, filters: [], grouping: [], groupPath: [] };
  const result = await db.execute<SnapshotRowRecord>(
    statement(
      rowsQuery,
      {
        select: DETAIL_SELECT,
        fields: [...REPORT_FIELDS],
        tail: sql`AND b.id = ANY(${sql.param([...ids])}::text[])`,
      },
      only,
    ),
  );
  const byId = new Map(result.rows.map((row) => [row._id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * Every row of a query with every field, filtered and in sort order (date and id without a sort): the
 * statement an export reads through a cursor, a chunk at a time.
 */
export function snapshotRowsSql(query: RowsQuery & Pick<SnapshotQuery, 'sorting'>): SQL {
  return statement(query, {
    select: DETAIL_SELECT,
    fields: [...REPORT_FIELDS],
    tail: sql`ORDER BY ${orderSql(query)}`,
  });
}
