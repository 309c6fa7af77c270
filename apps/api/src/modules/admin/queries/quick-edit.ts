import type { DbOrTx } from '@tally/db';
import type { QuickEditCollection, QuickEditValue } from '@tally/domain/admin/quick-edit';
import { type SQL, sql } from 'drizzle-orm';
import type { AdminCollectionPage, AdminCollectionRow, AdminOption } from '../records.ts';

const like = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const projectValues = sql`json_build_object('name', p.name, 'description', p.description,
  'projectCode', p.project_code, 'owner', p.owner_id, 'status', p.status, 'budget', p.budget::float8,
  'totalBilledAmount', p.total_billed_amount::float8)`;

const userValues = sql`json_build_object('firstName', u.first_name, 'lastName', u.last_name,
  'email', (select e.address from user_emails e where e.user_id = u.id order by e.created_at, e.address limit 1),
  'role', u.role, 'employeeType', u.employee_type, 'workCalendar', u.work_calendar, 'payrollId', u.payroll_id)`;

/** Projects (templates left out: they have their own screens), by name; one statement with the total. */
function projectsPage(search: string | null, offset: number, limit: number): SQL {
  const where = search
    ? sql`and (p.name ilike ${like(search)} or p.project_code ilike ${like(search)}
          or p.description ilike ${like(search)})`
    : sql``;
  return sql`
    select p.id, count(*) over() as total, ${projectValues} as "values"
    from projects p
    where not p.is_template ${where}
    order by lower(p.name), p.id
    offset ${offset} limit ${limit}`;
}

/** Users by last then first name, with their first e-mail address; one statement with the total. */
function usersPage(search: string | null, offset: number, limit: number): SQL {
  const where = search
    ? sql`where (u.first_name || ' ' || u.last_name) ilike ${like(search)}
          or exists (select 1 from user_emails s where s.user_id = u.id and s.address ilike ${like(search)})
          or u.payroll_id ilike ${like(search)}`
    : sql``;
  return sql`
    select u.id, count(*) over() as total, ${userValues} as "values"
    from users u
    ${where}
    order by lower(u.last_name), lower(u.first_name), u.id
    offset ${offset} limit ${limit}`;
}

type Raw = { id: string; total: string | number; values: Record<string, QuickEditValue> | string };

function toPage(rows: Raw[]): AdminCollectionPage {
  return {
    total: rows.length === 0 ? 0 : Number(rows[0]!.total),
    rows: rows.map((row) => ({
      id: row.id,
      values: typeof row.values === 'string' ? JSON.parse(row.values) : row.values,
    })),
  };
}

/** admin.adminCollection (D-045): one page of a whitelisted collection, optionally searched. */
export async function listAdminCollection(
  db: DbOrTx,
  collection: QuickEditCollection,
  options: { search: string | null; offset: number; limit: number },
): Promise<AdminCollectionPage> {
  const { search, offset, limit } = options;
  const statement =
    collection === 'projects' ? projectsPage(search, offset, limit) : usersPage(search, offset, limit);
  // A page past the end has no row to carry the total: count it alone then.
  const page = toPage((await db.execute<Raw>(statement)).rows);
  if (page.rows.length > 0 || offset === 0) return page;
  const counted = await listAdminCollection(db, collection, { search, offset: 0, limit: 1 });
  return { total: counted.total, rows: [] };
}

/** One row by id, as the grid shows it (the answer of a cell update); null when there is none. */
export async function findAdminCollectionRow(
  db: DbOrTx,
  collection: QuickEditCollection,
  documentId: string,
): Promise<AdminCollectionRow | null> {
  const statement =
    collection === 'projects'
      ? sql`select p.id, 1 as total, ${projectValues} as "values" from projects p
            where p.id = ${documentId} and not p.is_template`
      : sql`select u.id, 1 as total, ${userValues} as "values" from users u where u.id = ${documentId}`;
  return toPage((await db.execute<Raw>(statement)).rows).rows[0] ?? null;
}

/** The choices of the owner column: every user by name, active ones first. */
export async function listUserOptions(db: DbOrTx): Promise<AdminOption[]> {
  const result = await db.execute<AdminOption>(sql`
    select u.id as value, trim(u.first_name || ' ' || u.last_name) as label
    from users u
    order by u.account_active desc, lower(u.last_name), lower(u.first_name), u.id`);
  return result.rows;
}

/** The terms of a taxonomy in their order (the status column's choices). */
export async function listTermOptions(db: DbOrTx, taxonomy: string): Promise<AdminOption[]> {
  const result = await db.execute<AdminOption>(sql`
    select t.name as value, t.name as label
    from taxonomy_terms t join taxonomies x on x.id = t.taxonomy_id
    where x.name = ${taxonomy}
    order by t.sort_order, t.name`);
  return result.rows;
}
