import type { DbOrTx } from '@tally/db';
import { preparedPerDb, schema } from '@tally/db';
import type { TimesheetStatus } from '@tally/domain/timesheets/status';
import { eq, sql } from 'drizzle-orm';
import { outboxInsertSql } from '../shared/notifications/index.ts';
import type { PersonRecord } from '../timesheets/index.ts';

const { users } = schema;

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
  /** The outbox row of the decision's mail (kind, payload JSON), written with the decision; or null. */
  mail: { kind: string; payloadJson: string } | null;
}

const param = sql.placeholder;
const sheetId = sql`${param('sheetId')}::uuid`;
const stepIds = sql`${param('stepIds')}::uuid[]`;
const decision = sql`${param('decision')}::text`;
const at = sql`${param('at')}::timestamptz`;
const userId = sql`${param('userId')}::uuid`;
const newStatus = sql`${param('sheetStatus')}::text`;
const returningId = { id: sql<string>`id` };

/** The decision as one prepared statement (its parts optional through null values, so its text is fixed). */
const prepared = preparedPerDb({
  decide: (db: DbOrTx) => {
    const decided = db.$with('decided', returningId).as(sql`
      update timesheet_approvals set status = ${decision}, approved_on = ${at}, approved_by_user_id = ${userId}
      where id = any(${stepIds}) and timesheet_id = ${sheetId}
      returning id`);
    const sheet = db.$with('sheet', returningId).as(sql`
      update timesheets set status = ${newStatus}, approved_at = ${param('approvedAt')}::timestamptz
      where id = ${sheetId} and ${newStatus} is not null
      returning id`);
    const lines = db.$with('lines', returningId).as(sql`
      update timesheet_line_items l
      set status = s.status
      from (
        select a.project_id, case when a.id = any(${stepIds}) then ${decision} else a.status end as status
        from timesheet_approvals a where a.timesheet_id = ${sheetId}
      ) s
      where l.timesheet_id = ${sheetId} and l.project_id = s.project_id and s.status in ('Approved', 'Declined')
      returning l.id`);
    const event = db.$with('event', returningId).as(sql`
      insert into timesheet_timeline_events (timesheet_id, created_by_user_id, type, date, metadata)
      values (${sheetId}, ${userId}, ${decision}, greatest(${at}, (
        select max(ev.date) + interval '1 millisecond' from timesheet_timeline_events ev
        where ev.timesheet_id = ${sheetId})), ${param('metadata')}::jsonb)
      returning id`);
    const mail = db.$with('mail', returningId).as(outboxInsertSql(param('mailKind'), param('mailPayload')));
    return db
      .with(decided, sheet, lines, event, mail)
      .select({ firstName: users.firstName, lastName: users.lastName, imageUrl: users.imageUrl })
      .from(users)
      .where(eq(users.id, param('userId')))
      .prepare('tally_approvals_decide');
  },
});

/**
 * Writes a decision in ONE prepared statement (the caller holds the sheet lock): the steps are marked decided
 * by the viewer; the sheet takes its new status; line items follow the decision of their project's step
 * (Approved lines lock, isLineItemLocked; Declined lines are marked for the employee), from the steps as they
 * are after the decision; the timeline gets the event, never before the sheet's last one (the timeline stays
 * in the order things happened even when two actions share a clock reading); and the decision's mail in the
 * outbox, durable with the decision. Answers the decider as the steps' approvedByUser shows them.
 */
export async function writeDecision(db: DbOrTx, input: DecisionWrite): Promise<PersonRecord> {
  const [row] = await prepared(db, 'decide').execute({
    sheetId: input.timesheetId,
    stepIds: [...input.stepIds],
    decision: input.decision,
    at: input.at.toISOString(),
    userId: input.userId,
    sheetStatus: input.sheetStatus?.status ?? null,
    approvedAt: input.sheetStatus?.approvedAt?.toISOString() ?? null,
    metadata: JSON.stringify(input.metadata),
    mailKind: input.mail?.kind ?? null,
    mailPayload: input.mail?.payloadJson ?? null,
  });
  return {
    id: input.userId,
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    imageUrl: row?.imageUrl ?? null,
  };
}
