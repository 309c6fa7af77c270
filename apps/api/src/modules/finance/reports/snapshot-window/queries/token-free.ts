import type { DbOrTx } from '@tally/db';
import { FIELD_DEFINITIONS, type ReportField } from '@tally/domain/custom-reports/report-fields';
import { type SQL, sql } from 'drizzle-orm';
import { FIELD_SQL } from './fields.ts';

/**
 * Which text fields hold no `<token>` in any value (F-042), so that their shown text is their value and a
 * filter or a group on them needs no replacement subquery: a correlated subquery keeps PostgreSQL from
 * running the scan in parallel, and a year's filter or grouping then costs a serial pass over every row.
 */

const USERS = sql`users u`;
const PROJECTS = sql`projects p`;

/**
 * The tables each text field's value (FIELD_SQL's `text`, under the same aliases) comes from, when they are
 * the firm's own lists (people, projects, clients...), small enough to look through. Left out: `comment`,
 * written on each entry, which is always replaced row by row.
 */
const VALUE_TABLES: Partial<Record<ReportField, SQL>> = {
  lastName: USERS,
  firstName: USERS,
  payrollId: USERS,
  role: USERS,
  name: USERS,
  department: USERS,
  supervisor: sql`users u LEFT JOIN users s ON s.id = u.supervisor_id`,
  email: sql`user_emails em`,
  clientName: sql`projects p LEFT JOIN clients c ON c.id = p.client_id`,
  project: PROJECTS,
  projectCode: PROJECTS,
  classification: PROJECTS,
  milestone: sql`milestones m`,
  deliverable: sql`deliverables d`,
  bu: sql`deliverables d JOIN projects p ON p.id = d.project_id`,
  // A sheet's status is one of the portal's own words.
  status: sql`(SELECT NULL::text AS status) ts`,
};

/** The fields of `fields` whose every value is free of '<' (one statement; text fields only). */
export async function findTokenFreeFields(
  db: DbOrTx,
  fields: Iterable<ReportField>,
): Promise<Set<ReportField>> {
  const checked = [...new Set(fields)].filter(
    (field) => FIELD_DEFINITIONS[field].kind === 'text' && VALUE_TABLES[field] !== undefined,
  );
  if (checked.length === 0) return new Set();
  const tests = checked.map(
    (field) =>
      sql`NOT EXISTS (SELECT 1 FROM ${VALUE_TABLES[field]} WHERE strpos(${FIELD_SQL[field].text}, '<') > 0)`,
  );
  const result = await db.execute<{ free: boolean[] }>(
    sql`SELECT ARRAY[${sql.join(tests, sql`, `)}] AS free`,
  );
  const free = result.rows[0]?.free ?? [];
  return new Set(checked.filter((_, index) => free[index] === true));
}
