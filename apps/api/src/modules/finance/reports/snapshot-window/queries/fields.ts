import {
  FIELD_DEFINITIONS,
  type FieldKind,
  type ReportField,
} from '@tally/domain/custom-reports/report-fields';
import { type SQL, sql } from 'drizzle-orm';
import { applicableRateSql, approvedOnSql, buCodeSql, taskCostSql } from '../../../../projects/index.ts';

/**
 * The report fields (REPORT_FIELDS, F-040) as SQL over one snapshot row `b` (a task day, or a person's week on
 * a deliverable) and the tables joined to it: for each field the typed value it sorts by and the text the cell
 * shows (`cellText`), so that filters, sorts and groups run in the database exactly as report-grid.ts runs
 * them in the browser. The one home of these expressions.
 */

/** A table joined to `b`, by its alias; `after` names the joins it needs first. */
export type JoinAlias = 'ts' | 'u' | 's' | 'em' | 'p' | 'c' | 'd' | 'm' | 'li' | 'ap' | 'ro' | 'rt';

interface JoinSpec {
  sql: SQL;
  after: readonly JoinAlias[];
}

/**
 * The joins. `ap` (approvers) and `rt` (rate facts) read CTEs of the same names, which the statement defines
 * over the (timesheet, project) and (project, person) pairs of its rows.
 */
export const JOINS: Record<JoinAlias, JoinSpec> = {
  ts: { sql: sql`JOIN timesheets ts ON ts.id = b.timesheet_id`, after: [] },
  u: { sql: sql`JOIN users u ON u.id = b.user_id`, after: [] },
  s: { sql: sql`LEFT JOIN users s ON s.id = u.supervisor_id`, after: ['u'] },
  // Each person's first address (verified first): one pass over the addresses, hashed, not a lookup per row.
  em: {
    sql: sql`LEFT JOIN (SELECT DISTINCT ON (ue.user_id) ue.user_id, ue.address FROM user_emails ue
               ORDER BY ue.user_id, ue.verified DESC, ue.created_at) em ON em.user_id = b.user_id`,
    after: [],
  },
  p: { sql: sql`JOIN projects p ON p.id = b.project_id`, after: [] },
  c: { sql: sql`LEFT JOIN clients c ON c.id = p.client_id`, after: ['p'] },
  d: { sql: sql`JOIN deliverables d ON d.id = b.deliverable_id`, after: [] },
  m: { sql: sql`LEFT JOIN milestones m ON m.id = d.milestone_id`, after: ['d'] },
  li: { sql: sql`LEFT JOIN timesheet_line_items li ON li.id = b.line_item_id`, after: [] },
  ap: {
    sql: sql`LEFT JOIN approvers ap ON ap.timesheet_id = b.timesheet_id AND ap.project_id = b.project_id`,
    after: [],
  },
  ro: {
    sql: sql`LEFT JOIN (SELECT project_id, count(*)::int AS roles FROM project_roles GROUP BY project_id) ro
               ON ro.project_id = b.project_id`,
    after: [],
  },
  rt: { sql: sql`LEFT JOIN rates rt ON rt.project_id = b.project_id AND rt.user_id = b.user_id`, after: [] },
};

/** The order joins are written in (each after the ones it needs). */
const JOIN_ORDER: readonly JoinAlias[] = ['ts', 'u', 's', 'em', 'p', 'c', 'd', 'm', 'li', 'ap', 'ro', 'rt'];

export interface FieldSql {
  /** The typed value: sorts (empty values as NULL) and, cast to the API's form, the row's value. */
  value: SQL;
  /** The text the cell shows (`cellText`); NULL for an empty cell. */
  text: SQL;
  joins: readonly JoinAlias[];
}

/** The rate (C-024): Approved sheets only (M-105), else NULL. */
export const RATE_SQL = sql`(CASE WHEN ts.status = 'Approved' THEN ${applicableRateSql(sql`d.rate`, 'rt')} END)`;
/** hours × rate rounded to cents, NULL without a rate. */
export const COST_SQL = taskCostSql(sql`b.hours`, RATE_SQL);
const PRICED: readonly JoinAlias[] = ['ts', 'd', 'rt'];

/** MM/DD/YYYY, as `formatReportDate`. */
const dateText = (value: SQL) => sql`to_char(${value}, 'MM/DD/YYYY')`;
/** '$1,234.50', as `formatMoneyExact` (rates and costs are never negative: C-024 skips negative rates). */
const moneyText = (value: SQL) => sql`('$' || to_char(${value}, 'FM999,999,999,999,990.00'))`;
/** Up to two decimals without trailing zeros ('8', '7.5', '0.25'), as `formatHours`. */
const hoursText = (value: SQL) => sql`trim_scale(round(${value}, 2))::text`;

function field(kind: FieldKind, value: SQL, joins: readonly JoinAlias[]): FieldSql {
  switch (kind) {
    case 'date':
      return { value, text: dateText(value), joins };
    case 'money':
      return { value, text: moneyText(value), joins };
    case 'hours':
      return { value, text: hoursText(value), joins };
    case 'count':
      return { value, text: sql`(${value})::text`, joins };
    case 'list':
      return { value, text: sql`array_to_string(${value}, ', ')`, joins };
    default:
      return { value, text: value, joins };
  }
}

const text = (value: SQL, ...joins: JoinAlias[]) => field('text', value, joins);

/** Every report field over `b`; for a week (WEEK rows) taskdate and comment are NULL. */
export const FIELD_SQL: Record<ReportField, FieldSql> = {
  endDate: field('date', sql`ts.end_date`, ['ts']),
  status: text(sql`ts.status`, 'ts'),
  lastName: text(sql`u.last_name`, 'u'),
  firstName: text(sql`u.first_name`, 'u'),
  payrollId: text(sql`u.payroll_id`, 'u'),
  email: text(sql`em.address`, 'em'),
  clientName: text(sql`c.name`, 'p', 'c'),
  project: text(sql`p.name`, 'p'),
  projectCode: text(sql`p.project_code`, 'p'),
  milestone: text(sql`m.name`, 'd', 'm'),
  deliverable: text(sql`d.name`, 'd'),
  taskdate: field('date', sql`b.date`, []),
  hours: field('hours', sql`b.hours`, []),
  role: text(sql`u.role`, 'u'),
  rate: field('money', RATE_SQL, PRICED),
  name: text(sql`(u.first_name || ' ' || u.last_name)`, 'u'),
  totalCost: field('money', COST_SQL, PRICED),
  supervisor: text(sql`(CASE WHEN s.id IS NOT NULL THEN s.first_name || ' ' || s.last_name END)`, 'u', 's'),
  approvers: field('list', sql`coalesce(ap.emails, '{}')`, ['ap']),
  approvedOn: field('date', approvedOnSql('ts'), ['ts']),
  comment: text(sql`coalesce(b.entry_comment, li.comment)`, 'li'),
  roles: field('count', sql`coalesce(ro.roles, 0)`, ['ro']),
  bu: text(buCodeSql('d', 'p'), 'd', 'p'),
  department: text(sql`u.department`, 'u'),
  classification: text(sql`p.classification`, 'p'),
};

/**
 * The key a field sorts by, as report-grid's `sortKey`/`compareKeys`: numbers and dates by value; text and
 * lists compared like `Intl.Collator('en', { sensitivity: 'base', numeric: true })` for the portal's data
 * (case-insensitive, runs of digits by their number: each padded to ten digits); an empty text is NULL (last
 * ascending, first descending) while a list is never empty (its joined text, as `sortKey` gives '').
 */
export function sortKeySql(name: ReportField): SQL {
  const kind = FIELD_DEFINITIONS[name].kind;
  const { value, text } = FIELD_SQL[name];
  if (isTyped(kind)) return value;
  return textKeySql(kind, text);
}

/** Dates and numbers sort by their value; text and lists by their shown text. */
export const isTyped = (kind: FieldKind) =>
  kind === 'date' || kind === 'hours' || kind === 'money' || kind === 'count';

/** The sort key of a shown text (`text`, of a text or list field), as `sortKeySql`. */
export function textKeySql(kind: FieldKind, text: SQL): SQL {
  const shown = kind === 'list' ? text : sql`nullif(${text}, '')`;
  return sql`(CASE WHEN ${shown} ~ '[0-9]'
    THEN regexp_replace(regexp_replace(lower(${shown}), '([0-9]+)', '0000000000\\1', 'g'), '0*([0-9]{10})', '\\1', 'g')
    ELSE lower(${shown}) END) COLLATE "C"`;
}

/** The API form (window rows, token values) of a date: YYYYMMDD. */
const compactDate = (value: SQL) => sql`to_char(${value}, 'YYYYMMDD')`;

/**
 * What a `<field>` (or `<user.field>`) token reads, in the string form the window row gives it (dates
 * YYYYMMDD, hours as a number), as `applyTokens` replaces it on the row. The approvers, rate and cost are
 * left out: their CTEs exist in the outer statement only.
 */
const TOKEN_VALUES: Readonly<Record<string, SQL>> = {
  _id: sql`b.id`,
  timesheetId: sql`b.timesheet_id::text`,
  userId: sql`b.user_id::text`,
  projectId: sql`b.project_id::text`,
  deliverableId: sql`b.deliverable_id::text`,
  status: FIELD_SQL.status.value,
  endDate: compactDate(FIELD_SQL.endDate.value),
  lastName: FIELD_SQL.lastName.value,
  firstName: FIELD_SQL.firstName.value,
  role: FIELD_SQL.role.value,
  email: FIELD_SQL.email.value,
  payrollId: FIELD_SQL.payrollId.value,
  name: FIELD_SQL.name.value,
  department: FIELD_SQL.department.value,
  title: sql`u.title`,
  employeeType: sql`u.employee_type`,
  supervisor: FIELD_SQL.supervisor.value,
  supervisorName: FIELD_SQL.supervisor.value,
  clientName: FIELD_SQL.clientName.value,
  project: FIELD_SQL.project.value,
  projectCode: FIELD_SQL.projectCode.value,
  classification: FIELD_SQL.classification.value,
  roles: sql`(${FIELD_SQL.roles.value})::text`,
  bu: FIELD_SQL.bu.value,
  milestone: FIELD_SQL.milestone.value,
  deliverable: FIELD_SQL.deliverable.value,
  approvedOn: compactDate(FIELD_SQL.approvedOn.value),
  taskdate: compactDate(FIELD_SQL.taskdate.value),
  hours: sql`b.hours::float8::text`,
  comment: FIELD_SQL.comment.value,
};
const NONE: ReadonlySet<ReportField> = new Set();
const TOKEN_JOINS: readonly JoinAlias[] = ['ts', 'u', 's', 'em', 'p', 'c', 'd', 'm', 'li', 'ro'];

/**
 * The text a text field's cell shows (F-042): its value with `<field>` and `<user.field>` tokens replaced by
 * the row's values, as the window's rows are finished, so a filter or a group compares what the user sees.
 * Only a value holding '<' pays for the replacement: a subquery over the one row (its joins re-declared under
 * the same aliases, which shadow the outer ones), so a filter needs no join beyond its own field's. The
 * fields of `tokenFree` (findTokenFreeFields: no value holds '<') show their value as it is.
 */
export function shownTextSql(name: ReportField, tokenFree: ReadonlySet<ReportField> = NONE): SQL {
  const { text } = FIELD_SQL[name];
  if (FIELD_DEFINITIONS[name].kind !== 'text' || tokenFree.has(name)) return text;
  let replaced: SQL = text;
  for (const [token, value] of Object.entries(TOKEN_VALUES)) {
    replaced = sql`replace(${replaced}, ${`<${token}>`}::text, coalesce(${value}, ''))`;
    replaced = sql`replace(${replaced}, ${`<user.${token}>`}::text, coalesce(${value}, ''))`;
  }
  return sql`(CASE WHEN strpos(${text}, '<') > 0
    THEN (SELECT ${replaced} FROM (SELECT 1) one ${joinsFor(TOKEN_JOINS)}) ELSE ${text} END)`;
}

/** The joins the fields need, each once, after the ones it depends on, as one SQL fragment. */
export function joinsFor(aliases: Iterable<JoinAlias>): SQL {
  const wanted = new Set<JoinAlias>();
  const add = (alias: JoinAlias) => {
    if (wanted.has(alias)) return;
    for (const before of JOINS[alias].after) add(before);
    wanted.add(alias);
  };
  for (const alias of aliases) add(alias);
  return sql.join(
    JOIN_ORDER.filter((alias) => wanted.has(alias)).map((alias) => JOINS[alias].sql),
    sql` `,
  );
}
