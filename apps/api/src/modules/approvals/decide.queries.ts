import type { DbOrTx } from '@tally/db';
import { sql } from 'drizzle-orm';

export type StepDecision = 'Approved' | 'Declined';

/** Marks the given steps decided by the viewer (one UPDATE whatever the count). */
export async function decideSteps(
  db: DbOrTx,
  input: { stepIds: readonly string[]; decision: StepDecision; userId: string; at: Date },
): Promise<void> {
  if (input.stepIds.length === 0) return;
  const ids = sql.join(
    input.stepIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    update timesheet_approvals
    set status = ${input.decision}, approved_on = ${input.at.toISOString()}::timestamptz,
        approved_by_user_id = ${input.userId}
    where id in (${ids})`);
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
