import type { DbOrTx } from '@tally/db';
import { type AppliedRate, applicableRate, type RateSource, taskCost } from '@tally/domain/cost';
import type { IsoDate } from '@tally/domain/dates';
import { type SQL, sql } from 'drizzle-orm';

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
}

export interface ApprovedWorkFilter {
  projectIds: readonly string[];
  deliverableIds?: readonly string[];
  /** Inclusive range of entry dates. */
  from?: IsoDate;
  to?: IsoDate;
  /** One item per month as well (the rates are the same in every month). */
  byMonth?: boolean;
}

type Row = {
  month: string | null;
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
 * One statement: the entries are summed per (project, deliverable, person, sheet) straight from the
 * timesheet_entries_work_idx index, the sums of Approved sheets kept and summed per (project, deliverable,
 * person), then each person's rates looked up once per project: the deliverable's own rate, the rate of the
 * role the person's resource entry names on the project (their first entry: active before inactive, oldest
 * first), the rate of the project role named like the user's role, and the user's default rate.
 */
export async function findApprovedWork(db: DbOrTx, filter: ApprovedWorkFilter): Promise<ApprovedWork[]> {
  if (filter.projectIds.length === 0) return [];
  const conditions: SQL[] = [sql`e.project_id = ANY(${sql.param([...filter.projectIds])}::uuid[])`];
  if (filter.deliverableIds) {
    if (filter.deliverableIds.length === 0) return [];
    conditions.push(sql`e.deliverable_id = ANY(${sql.param([...filter.deliverableIds])}::uuid[])`);
  }
  if (filter.from) conditions.push(sql`e.date >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`e.date <= ${filter.to}::date`);
  const month = filter.byMonth ? sql`to_char(e.date, 'YYYY-MM')` : sql`NULL::text`;
  const result = await db.execute<Row>(sql`
    WITH lines AS (
      SELECT e.project_id, e.deliverable_id, e.user_id, e.timesheet_id, ${month} AS month, sum(e.hours) AS hours
      FROM timesheet_entries e
      WHERE ${sql.join(conditions, sql` AND `)}
      GROUP BY e.project_id, e.deliverable_id, e.user_id, e.timesheet_id, 5
    ),
    work AS (
      SELECT l.project_id, l.deliverable_id, l.user_id, l.month, sum(l.hours) AS hours
      FROM lines l
      JOIN timesheets ts ON ts.id = l.timesheet_id AND ts.status = 'Approved'
      GROUP BY l.project_id, l.deliverable_id, l.user_id, l.month
    ),
    resource_rates AS (
      SELECT DISTINCT ON (p.project_id, p.user_id) p.project_id, p.user_id, pr.rate
      FROM (SELECT DISTINCT project_id, user_id FROM work) p
      JOIN project_resources res ON res.project_id = p.project_id
      JOIN project_roles pr ON pr.project_id = res.project_id AND pr.name = res.role
      WHERE res.user_id = p.user_id
         OR lower(res.email) IN (SELECT ue.address FROM user_emails ue WHERE ue.user_id = p.user_id)
      ORDER BY p.project_id, p.user_id, res.inactive, res.created_at
    )
    SELECT w.month, w.project_id, w.deliverable_id, w.user_id, w.hours::text AS hours,
           d.rate::text AS deliverable_rate,
           rr.rate::text AS resource_role_rate,
           ur.rate::text AS user_role_rate,
           u.default_rate::text AS default_rate
    FROM work w
    JOIN deliverables d ON d.id = w.deliverable_id
    JOIN users u ON u.id = w.user_id
    LEFT JOIN resource_rates rr ON rr.project_id = w.project_id AND rr.user_id = w.user_id
    LEFT JOIN LATERAL (
      SELECT pr.rate FROM project_roles pr WHERE pr.project_id = w.project_id AND pr.name = u.role LIMIT 1
    ) ur ON true`);
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
    };
  });
}

/**
 * The work of `findApprovedWork(..., byMonth)` summed over the months: one item per (project, deliverable,
 * person), costed on its total hours (as findApprovedWork without months would).
 */
export function overMonths(work: readonly ApprovedWork[]): ApprovedWork[] {
  const totals = new Map<string, ApprovedWork>();
  for (const item of work) {
    const key = `${item.projectId}:${item.deliverableId}:${item.userId}`;
    const total = totals.get(key);
    if (total) total.hours += item.hours;
    else totals.set(key, { ...item, month: undefined });
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
