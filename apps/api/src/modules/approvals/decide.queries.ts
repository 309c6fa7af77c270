import type { DbOrTx } from '@tally/db';
import type { TimesheetStatus } from '@tally/domain/status';
import { type SQL, sql } from 'drizzle-orm';
import type { PersonRecord } from '../timesheets/timesheet.records.ts';

export type StepDecision = 'Approved' | 'Declined';

export interface DecisionWrite {
  timesheetId: string;
  /** The steps the viewer decides (at least one). */
  stepIds: readonly string[];
  decision: StepDecision;
  userId: string;
  at: Date;
  /** The sheet's status after the decision, with its approvedAt; null when it does not change. */
  sheetStatus: { status: TimesheetStatus; approvedAt: Date | null } | null;
  /** The timeline event's metadata (the decision is its type). */
  metadata: Record<string, unknown>;
  /** A data-modifying statement written with the decision (the outbox row of its mail), or null. */
  alsoInsert: SQL | null;
}

/**
 * Writes a decision in ONE statement (the caller holds the sheet lock): the steps are marked decided by the
 * viewer; the sheet takes its new status; line items follow the decision of their project's step (Approved
 * lines lock, isLineItemLocked; Declined lines are marked for the employee), from the steps as they are after
 * the decision; the timeline gets the event, never before the sheet's last one (the timeline stays in the
 * order things happened even when two actions share a clock reading); and `alsoInsert` (the decision's mail
 * in the outbox, durable with the decision). Answers the decider as the steps'
 * approvedByUser shows them.
 */
export async function writeDecision(db: DbOrTx, input: DecisionWrite): Promise<PersonRecord> {
  const sheetId = sql`${input.timesheetId}::uuid`;
  const stepIds = sql.join(
    input.stepIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const at = sql`${input.at.toISOString()}::timestamptz`;
  const decision = sql`${input.decision}::text`;
  const sheetUpdate = input.sheetStatus
    ? sql`, sheet as (
        update timesheets set status = ${input.sheetStatus.status},
          approved_at = ${input.sheetStatus.approvedAt?.toISOString() ?? null}::timestamptz
        where id = ${sheetId} returning id)`
    : sql``;
  const result = await db.execute<{ first_name: string; last_name: string; image_url: string | null }>(sql`
    with decided as (
      update timesheet_approvals
      set status = ${decision}, approved_on = ${at}, approved_by_user_id = ${input.userId}
      where id in (${stepIds}) and timesheet_id = ${sheetId}
      returning id)
    ${sheetUpdate},
    lines as (
      update timesheet_line_items l
      set status = s.status
      from (
        select a.project_id, case when a.id in (${stepIds}) then ${decision} else a.status end as status
        from timesheet_approvals a where a.timesheet_id = ${sheetId}
      ) s
      where l.timesheet_id = ${sheetId} and l.project_id = s.project_id and s.status in ('Approved', 'Declined')
      returning l.id),
    event as (
      insert into timesheet_timeline_events (timesheet_id, created_by_user_id, type, date, metadata)
      values (${sheetId}, ${input.userId}, ${decision}, greatest(${at}, (
        select max(ev.date) + interval '1 millisecond' from timesheet_timeline_events ev
        where ev.timesheet_id = ${sheetId})), ${JSON.stringify(input.metadata)}::jsonb)
      returning id)
    ${input.alsoInsert ? sql`, also as (${input.alsoInsert})` : sql``}
    select u.first_name, u.last_name, u.image_url from users u where u.id = ${input.userId}`);
  const row = result.rows[0];
  return {
    id: input.userId,
    firstName: row?.first_name ?? '',
    lastName: row?.last_name ?? '',
    imageUrl: row?.image_url ?? null,
  };
}
