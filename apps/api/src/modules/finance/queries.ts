import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import type { IsoDate } from '@tally/domain/shared/dates';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type {
  FinanceApprovalStep,
  FinanceTimesheetFilter,
  FinanceTimesheetPage,
  FinanceTimesheetRow,
  ManualTimesheetUser,
} from './records.ts';

/** `%value%` for ILIKE with the user's own %, _ and \ taken literally. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The filters on `timesheets t` joined to its owner `users u`. */
function whereOf(filter: FinanceTimesheetFilter): SQL {
  const parts: SQL[] = [sql`t.end_date between ${filter.startDate}::date and ${filter.endDate}::date`];
  if (filter.statuses.length > 0) {
    parts.push(
      sql`t.status in (${sql.join(
        filter.statuses.map((status) => sql`${status}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.name !== '') {
    parts.push(sql`(u.first_name || ' ' || u.last_name) ilike ${containsPattern(filter.name)}`);
  }
  if (filter.queryString !== '') {
    // The matching projects (with their clients) and deliverables are found once, from their small tables; the
    // lines of the range's sheets are then looked up by those ids (their indexes), not joined sheet by sheet.
    const q = containsPattern(filter.queryString);
    parts.push(sql`(
      (u.first_name || ' ' || u.last_name) ilike ${q}
      or exists (select 1 from user_emails ue where ue.user_id = u.id and ue.address ilike ${q})
      or exists (
        select 1 from timesheet_line_items li
         where li.timesheet_id = t.id
           and (li.project_id = any(array(
                  select p.id from projects p left join clients c on c.id = p.client_id
                   where p.name ilike ${q} or p.project_code ilike ${q} or c.name ilike ${q} or c.short_name ilike ${q}))
                or li.deliverable_id = any(array(select d.id from deliverables d where d.name ilike ${q})))))`);
  }
  return sql.join(parts, sql` and `);
}

interface RawRow {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  start_date: string;
  end_date: string;
  status: string;
  total_hours: string | number;
  is_locked: boolean;
  projects: string[] | string | null;
  approvals: FinanceApprovalStep[] | string;
  attachment_count: number | string;
  total: number | string;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * One page of the finance timesheets list, by person (last, first name) then week, with how many sheets match
 * in all: ONE statement whatever the number of sheets. The page's sheets are chosen first (the range and status
 * read `timesheets_end_date_status_idx`); only they get their e-mail, projects, approval steps and file count.
 */
export async function listFinanceTimesheets(
  db: DbOrTx,
  filter: FinanceTimesheetFilter,
): Promise<FinanceTimesheetPage> {
  const result = await db.execute<RawRow & Record<string, unknown>>(sql`
    with hit as (
      select t.id, t.user_id, u.first_name, u.last_name, t.start_date, t.end_date, t.status, t.total_hours,
             t.is_locked, count(*) over () as total
        from timesheets t
        join users u on u.id = t.user_id
       where ${whereOf(filter)}
       order by lower(u.last_name), lower(u.first_name), t.user_id, t.end_date, t.id
       limit ${filter.limit} offset ${filter.offset}
    )
    select hit.id, hit.user_id, hit.first_name, hit.last_name, hit.start_date::text as start_date,
           hit.end_date::text as end_date, hit.status, hit.total_hours, hit.is_locked, hit.total,
           (select ue.address from user_emails ue where ue.user_id = hit.user_id
             order by ue.created_at, ue.id limit 1) as email,
           coalesce((select json_agg(x.name order by x.first_position)
                       from (select p.name, min(li.position) as first_position
                               from timesheet_line_items li join projects p on p.id = li.project_id
                              where li.timesheet_id = hit.id group by p.id, p.name) x), '[]') as projects,
           coalesce((
             select json_agg(json_build_object(
               'id', a.id, 'status', a.status,
               'approvers', coalesce((
                 select json_agg(json_build_object(
                   'email', aa.email,
                   'name', (select nullif(trim(au.first_name || ' ' || au.last_name), '')
                              from users au
                             where au.id = coalesce(aa.user_id,
                               (select ue.user_id from user_emails ue where ue.address = lower(aa.email))))
                 ) order by aa.position)
                   from timesheet_approval_approvers aa where aa.approval_id = a.id), '[]')
             ) order by a.position, a.id)
               from timesheet_approvals a where a.timesheet_id = hit.id), '[]') as approvals,
           (select count(*) from timesheet_attachments ta where ta.timesheet_id = hit.id)
             + (select count(*) from timesheet_expenses x
                  join timesheet_expense_attachments xa on xa.expense_id = x.id
                 where x.timesheet_id = hit.id) as attachment_count
      from hit
     order by lower(hit.last_name), lower(hit.first_name), hit.user_id, hit.end_date, hit.id`);
  const rows = result.rows.map(
    (row): FinanceTimesheetRow => ({
      id: row.id,
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      startDate: row.start_date as IsoDate,
      endDate: row.end_date as IsoDate,
      status: row.status === 'Submitted' ? 'Submitted-Pending' : row.status,
      totalHours: Number(row.total_hours),
      isLocked: row.is_locked,
      projects: parsed(row.projects ?? '[]'),
      approvals: parsed(row.approvals),
      attachmentCount: Number(row.attachment_count),
    }),
  );
  const first = result.rows[0];
  if (first) return { total: Number(first.total), rows };
  if (filter.offset === 0) return { total: 0, rows };
  // Past the last page: count on its own (the list then moves back to a page that exists).
  const counted = await db.execute<{ total: number | string }>(
    sql`select count(*) as total from timesheets t join users u on u.id = t.user_id where ${whereOf(filter)}`,
  );
  return { total: Number(counted.rows[0]?.total ?? 0), rows };
}

const users = schema.users;

/**
 * The users of the 'Add Timesheet for Other Users' select, by first then last name; inactive accounts only
 * when asked (F-077). One statement: each user's first e-mail comes from a correlated lookup on its index.
 */
export function listManualTimesheetUsers(
  db: DbOrTx,
  options: { includeInactive: boolean },
): Promise<ManualTimesheetUser[]> {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: sql<string | null>`(
        select e.address from user_emails e where e.user_id = "users"."id"
        order by e.created_at, e.address limit 1)`,
      accountActive: users.accountActive,
    })
    .from(users)
    .where(options.includeInactive ? undefined : eq(users.accountActive, true))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
