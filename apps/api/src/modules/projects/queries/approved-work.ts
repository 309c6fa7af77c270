import type { DbOrTx } from '@tally/db';
import { type AppliedRate, applicableRate, type RateSource, taskCost } from '@tally/domain/projects/cost';
import { addDays, endOfMonth, type IsoDate, startOfMonth } from '@tally/domain/shared/dates';
import { type SQL, sql } from 'drizzle-orm';
import { rateFactsCte } from './rates.ts';

/**
 * Approved hours of one person on one deliverable, with the rate that applies and the cost (C-024).
 * Only Approved timesheets count (M-105). Every money figure of the project screens starts here.
 */
export interface ApprovedWork {
  projectId: string;
  deliverableId: string;
  userId: string;
  hours: number;
  rate: number;
  rateSource: RateSource;
  cost: number;
  /** YYYY-MM, with `byMonth` only: the work of that month. */
  month?: string;
  /** The person's display name ('First Last'), with `withNames` only. */
  userName?: string;
}

export interface ApprovedWorkFilter {
  projectIds: readonly string[];
  deliverableIds?: readonly string[];
  /** Inclusive range of entry dates. */
  from?: IsoDate;
  to?: IsoDate;
  /** One item per month as well (the rates are the same in every month). */
  byMonth?: boolean;
  /** Each item with the person's display name (no statement of its own for the names). */
  withNames?: boolean;
}

type Row = {
  month: string | null;
  user_name: string | null;
  project_id: string;
  deliverable_id: string;
  user_id: string;
  hours: string;
  deliverable_rate: string | null;
  resource_role_rate: string | null;
  user_role_rate: string | null;
  default_rate: string | null;
};

const num = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * How a range of entry dates is answered: whole months from approved_hours, the days of a month the range
 * only partly covers from the entries themselves (at most the two months at its ends).
 */
export interface RangePlan {
  /** First and last month (first day of each) answered by approved_hours; null when no month is whole. */
  months: { first: IsoDate | null; last: IsoDate | null } | null;
  /** Inclusive date ranges answered from the entries. */
  days: { from: IsoDate | null; to: IsoDate | null }[];
}

export function planRange(from: IsoDate | undefined, to: IsoDate | undefined): RangePlan {
  const first = from === undefined ? null : from === startOfMonth(from) ? from : startOfMonth(from, 1);
  const last = to === undefined ? null : to === endOfMonth(to) ? startOfMonth(to) : startOfMonth(to, -1);
  if (first !== null && last !== null && first > last) {
    return { months: null, days: [{ from: from ?? null, to: to ?? null }] };
  }
  const days: RangePlan['days'] = [];
  if (from !== undefined && from < (first as IsoDate)) days.push({ from, to: addDays(first as IsoDate, -1) });
  if (to !== undefined && last !== null && to > endOfMonth(last)) days.push({ from: startOfMonth(to), to });
  return { months: { first, last }, days };
}

export interface ApprovedWorkScope {
  /** SQL of the projects to count (e.g. `ANY($1::uuid[])`); every project when absent. */
  projects?: SQL;
  /** SQL of the deliverables to count; every deliverable of the projects when absent. */
  deliverables?: SQL;
  /** Give each row its month (YYYY-MM); NULL otherwise. */
  byMonth?: boolean;
  /**
   * Keep the approved_hours rows at 0 hours (a month whose approved entries were all taken back). Only for a
   * caller that does nothing but sum the hours, where they change nothing: leaving out the test saves a
   * comparison per row of a wide scan (a list page's projects).
   */
  keepZeroRows?: boolean;
}

/**
 * The approved work of a date range as rows (user_id, project_id, deliverable_id, month, hours), not yet
 * summed: the months the range covers whole from approved_hours (kept by database triggers equal to the
 * entries of Approved sheets), the days of the partial months at its ends from the entries of Approved sheets.
 * Without a project scope those entries are found through their sheets' weeks (timesheets_end_date_status_idx:
 * a sheet holds the days of its own week, so only sheets overlapping the days qualify). The one source of
 * approved hours for the project screens, finance, HR and utilization; null when the range holds no day.
 */
export function approvedWorkSql(
  range: { from?: IsoDate; to?: IsoDate },
  scope: ApprovedWorkScope = {},
): SQL | null {
  const plan = planRange(range.from, range.to);
  const parts: SQL[] = [];
  if (plan.months && (scope.projects || (plan.months.first && plan.months.last))) {
    parts.push(wholeMonthsSql(plan.months, scope));
  }
  for (const days of plan.days) {
    const where: SQL[] = [sql`ts.status = 'Approved'`];
    if (scope.projects) where.push(sql`e.project_id = ${scope.projects}`);
    if (scope.deliverables) where.push(sql`e.deliverable_id = ${scope.deliverables}`);
    if (days.from) where.push(sql`e.date >= ${days.from}::date`);
    if (days.to) where.push(sql`e.date <= ${days.to}::date`);
    if (!scope.projects && days.from && days.to)
      where.push(
        sql`ts.end_date >= ${days.from}::date AND ts.end_date <= (${days.to}::date + 6) AND ts.start_date <= ${days.to}::date`,
      );
    const month = scope.byMonth ? sql`to_char(e.date, 'YYYY-MM')` : sql`NULL::text`;
    parts.push(sql`
      SELECT e.user_id, e.project_id, e.deliverable_id, ${month} AS month, e.hours
      FROM timesheet_entries e JOIN timesheets ts ON ts.id = e.timesheet_id
      WHERE ${sql.join(where, sql` AND `)}`);
  }
  return parts.length === 0 ? null : sql.join(parts, sql` UNION ALL `);
}

/** The rows of `approvedWorkSql` for whole months (first..last, open when null), from approved_hours. */
function wholeMonthsSql(months: NonNullable<RangePlan['months']>, scope: ApprovedWorkScope): SQL {
  const where: SQL[] = scope.keepZeroRows ? [] : [sql`a.hours <> 0`];
  if (scope.projects) where.push(sql`a.project_id = ${scope.projects}`);
  if (scope.deliverables) where.push(sql`a.deliverable_id = ${scope.deliverables}`);
  if (months.first) where.push(sql`a.month >= ${months.first}::date`);
  if (months.last) where.push(sql`a.month <= ${months.last}::date`);
  const month = scope.byMonth ? sql`to_char(a.month, 'YYYY-MM')` : sql`NULL::text`;
  return sql`
      SELECT a.user_id, a.project_id, a.deliverable_id, ${month} AS month, a.hours
      FROM approved_hours a${where.length > 0 ? sql` WHERE ${sql.join(where, sql` AND `)}` : sql``}`;
}

/**
 * `approvedWorkSql` over all time for the projects `projects` selects (e.g. `${id}::uuid`): every month is
 * whole, so approved_hours answers alone. The rows are not summed.
 */
export function lifetimeWorkSql(projects: SQL, options: Pick<ApprovedWorkScope, 'keepZeroRows'> = {}): SQL {
  return wholeMonthsSql({ first: null, last: null }, { ...options, projects });
}

/**
 * One statement: approved hours per (project, deliverable, person) from `approvedWorkSql`, then each person's
 * rates looked up once per project (not per row): the deliverable's own rate, the rate of the role the
 * person's resource entry names on the project (their first entry: active before inactive, oldest first), the
 * rate of the project role named like the user's role, and the user's default rate.
 */
export async function findApprovedWork(db: DbOrTx, filter: ApprovedWorkFilter): Promise<ApprovedWork[]> {
  if (filter.projectIds.length === 0) return [];
  if (filter.deliverableIds?.length === 0) return [];
  const work = approvedWorkSql(filter, {
    projects: sql`ANY(${sql.param([...filter.projectIds])}::uuid[])`,
    ...(filter.deliverableIds
      ? { deliverables: sql`ANY(${sql.param([...filter.deliverableIds])}::uuid[])` }
      : {}),
    byMonth: filter.byMonth ?? false,
  });
  if (!work) return [];
  const result = await db.execute<Row>(sql`
    WITH work AS (
      SELECT p.project_id, p.deliverable_id, p.user_id, p.month, sum(p.hours) AS hours
      FROM (${work}) p
      GROUP BY p.project_id, p.deliverable_id, p.user_id, p.month
    ),
    -- Materialized: once per person, not once per row of work.
    rates AS MATERIALIZED (${rateFactsCte(sql`SELECT DISTINCT project_id, user_id FROM work`)})
    SELECT w.month, w.project_id, w.deliverable_id, w.user_id, w.hours::text AS hours,
           d.rate::text AS deliverable_rate,
           r.resource_role_rate::text AS resource_role_rate,
           r.user_role_rate::text AS user_role_rate,
           r.default_rate::text AS default_rate,
           ${filter.withNames ? sql`r.first_name || ' ' || r.last_name` : sql`NULL::text`} AS user_name
    FROM work w
    JOIN deliverables d ON d.id = w.deliverable_id
    JOIN rates r ON r.project_id = w.project_id AND r.user_id = w.user_id
    ORDER BY w.project_id, w.deliverable_id, w.user_id, w.month`);
  return result.rows.map((row) => {
    const hours = Number(row.hours);
    const applied: AppliedRate = applicableRate({
      deliverableRate: num(row.deliverable_rate),
      resourceRoleRate: num(row.resource_role_rate),
      userRoleRate: num(row.user_role_rate),
      defaultRate: num(row.default_rate),
    });
    return {
      projectId: row.project_id,
      deliverableId: row.deliverable_id,
      userId: row.user_id,
      hours,
      rate: applied.rate,
      rateSource: applied.source,
      cost: taskCost(hours, applied.rate),
      ...(row.month === null ? {} : { month: row.month }),
      ...(row.user_name === null ? {} : { userName: row.user_name.trim() }),
    };
  });
}

/**
 * The work of `findApprovedWork(..., byMonth)` summed over the months: one item per (project, deliverable,
 * person), costed on its total hours (as findApprovedWork without months would).
 */
export function overMonths(work: readonly ApprovedWork[]): ApprovedWork[] {
  const totals = new Map<string, ApprovedWork>();
  let last: ApprovedWork | undefined;
  for (const item of work) {
    // findApprovedWork gives a person's months on a deliverable one after the other: no key to build for them.
    if (
      last &&
      last.userId === item.userId &&
      last.deliverableId === item.deliverableId &&
      last.projectId === item.projectId
    ) {
      last.hours += item.hours;
      continue;
    }
    const key = `${item.projectId}:${item.deliverableId}:${item.userId}`;
    last = totals.get(key);
    if (last) last.hours += item.hours;
    else {
      last = { ...item, month: undefined };
      totals.set(key, last);
    }
  }
  return [...totals.values()].map(({ month: _month, ...item }) => ({
    ...item,
    cost: taskCost(item.hours, item.rate),
  }));
}

/** Sums approved work by a key (deliverable, project, person...). */
export function sumWork<K>(
  work: readonly ApprovedWork[],
  key: (item: ApprovedWork) => K,
): Map<K, { hours: number; cost: number }> {
  const totals = new Map<K, { hours: number; cost: number }>();
  for (const item of work) {
    const k = key(item);
    const total = totals.get(k) ?? { hours: 0, cost: 0 };
    total.hours += item.hours;
    total.cost = Math.round((total.cost + item.cost) * 100) / 100;
    totals.set(k, total);
  }
  return totals;
}
