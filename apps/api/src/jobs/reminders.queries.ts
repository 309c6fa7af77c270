import type { DbOrTx } from '@tally/db';
import type { IsoDate } from '@tally/domain/shared/dates';
import { sql } from 'drizzle-orm';

export interface ReminderRecipient {
  email: string;
  firstName: string | null;
}

const wantsMail = sql`coalesce((u.settings ->> 'emailNotifications')::boolean, true)`;

/** Active users (first address, mail wanted) whose sheet for the week is missing or not submitted: one query. */
export async function listMissingSheetRecipients(db: DbOrTx, weekEnd: IsoDate): Promise<ReminderRecipient[]> {
  const result = await db.execute<{ email: string; first_name: string | null }>(sql`
    select distinct on (u.id) e.address as email, u.first_name
    from users u
    join user_emails e on e.user_id = u.id
    left join timesheets t on t.user_id = u.id and t.end_date = ${weekEnd}
    where u.account_active and ${wantsMail}
      and (t.id is null or t.status in ('Not Submitted', 'Declined', 'Cancelled'))
    order by u.id, e.created_at, e.address`);
  return result.rows.map((row) => ({ email: row.email, firstName: row.first_name }));
}

/** Approver addresses with the number of submitted sheets whose pending step waits since before `olderThan`. */
export async function listWaitingApprovers(
  db: DbOrTx,
  olderThan: Date,
): Promise<(ReminderRecipient & { count: number })[]> {
  const result = await db.execute<{ email: string; first_name: string | null; n: number }>(sql`
    with waiting as (
      select lower(aa.email) as email, count(distinct a.timesheet_id)::int as n
      from timesheet_approvals a
      join timesheets t on t.id = a.timesheet_id
      join timesheet_approval_approvers aa on aa.approval_id = a.id
      where a.status = 'Approval Pending' and t.status in ('Submitted-Pending', 'Submitted')
        and t.submitted_at < ${olderThan.toISOString()}
      group by lower(aa.email)
    )
    select w.email, u.first_name, w.n
    from waiting w
    left join user_emails e on e.address = w.email
    left join users u on u.id = e.user_id
    where u.id is null or (u.account_active and ${wantsMail})
    order by w.email`);
  return result.rows.map((row) => ({ email: row.email, firstName: row.first_name, count: Number(row.n) }));
}
