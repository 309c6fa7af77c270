import type { DbOrTx } from '@tally/db';
import { sql } from 'drizzle-orm';
import type { PersonRecord } from '../timesheets/timesheet.records.ts';

export type StepDecision = 'Approved' | 'Declined';

/**
 * Marks the given steps decided by the viewer (one UPDATE whatever the count); answers the decider as the
 * steps' approvedByUser shows them (null when no step was given).
 */
export async function decideSteps(
  db: DbOrTx,
  input: { stepIds: readonly string[]; decision: StepDecision; userId: string; at: Date },
): Promise<PersonRecord | null> {
  if (input.stepIds.length === 0) return null;
  const ids = sql.join(
    input.stepIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute<{ first_name: string; last_name: string; image_url: string | null }>(sql`
    with decided as (
      update timesheet_approvals
      set status = ${input.decision}, approved_on = ${input.at.toISOString()}::timestamptz,
          approved_by_user_id = ${input.userId}
      where id in (${ids})
      returning approved_by_user_id)
    select u.first_name, u.last_name, u.image_url
    from users u where u.id = (select approved_by_user_id from decided limit 1)`);
  const row = result.rows[0];
  return row
    ? { id: input.userId, firstName: row.first_name, lastName: row.last_name, imageUrl: row.image_url }
    : null;
}

/**
 * Line items follow the decision of their project's step: Approved lines lock (isLineItemLocked), Declined
 * lines are marked for the employee. One UPDATE ... FROM over the sheet's decided steps.
 */
export async function syncLineStatuses(db: DbOrTx, timesheetId: string): Promise<void> {
  await db.execute(sql`
    update timesheet_line_items l
    set status = a.status
    from timesheet_approvals a
    where a.timesheet_id = ${timesheetId} and l.timesheet_id = a.timesheet_id
      and l.project_id = a.project_id and a.status in ('Approved', 'Declined')`);
}
