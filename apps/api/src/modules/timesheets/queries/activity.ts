import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { parseApprovalStepStatus } from '@tally/domain/timesheets/status';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApprovalRecord, ApproverRecord, PersonRecord } from '../records.ts';

const { timesheetApprovals, timesheetApprovalApprovers, users, userEmails } = schema;

const actor = alias(users, 'actor');

function person(row: {
  actorId: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorImageUrl: string | null;
}): PersonRecord | null {
  if (row.actorId === null) return null;
  return {
    id: row.actorId,
    firstName: row.actorFirstName ?? '',
    lastName: row.actorLastName ?? '',
    imageUrl: row.actorImageUrl,
  };
}

const actorColumns = {
  actorId: actor.id,
  actorFirstName: actor.firstName,
  actorLastName: actor.lastName,
  actorImageUrl: actor.imageUrl,
};

/** Approval steps of the sheets with their approvers (canApprove order): two queries. */
export async function listApprovals(db: DbOrTx, sheetIds: readonly string[]): Promise<ApprovalRecord[]> {
  if (sheetIds.length === 0) return [];
  const steps = await db
    .select({
      id: timesheetApprovals.id,
      timesheetId: timesheetApprovals.timesheetId,
      projectId: timesheetApprovals.projectId,
      status: timesheetApprovals.status,
      approvedOn: timesheetApprovals.approvedOn,
      ...actorColumns,
    })
    .from(timesheetApprovals)
    .leftJoin(actor, eq(actor.id, timesheetApprovals.approvedByUserId))
    .where(inArray(timesheetApprovals.timesheetId, [...sheetIds]))
    .orderBy(
      asc(timesheetApprovals.timesheetId),
      asc(timesheetApprovals.position),
      asc(timesheetApprovals.id),
    );
  if (steps.length === 0) return [];
  const approvers = await db
    .select({
      approvalId: timesheetApprovalApprovers.approvalId,
      email: timesheetApprovalApprovers.email,
      userId: sql<string | null>`coalesce(${timesheetApprovalApprovers.userId}, ${userEmails.userId})`,
      firstName: users.firstName,
      lastName: users.lastName,
      imageUrl: users.imageUrl,
    })
    .from(timesheetApprovalApprovers)
    .leftJoin(userEmails, sql`${userEmails.address} = lower(${timesheetApprovalApprovers.email})`)
    .leftJoin(users, sql`${users.id} = coalesce(${timesheetApprovalApprovers.userId}, ${userEmails.userId})`)
    .where(
      inArray(
        timesheetApprovalApprovers.approvalId,
        steps.map((step) => step.id),
      ),
    )
    .orderBy(asc(timesheetApprovalApprovers.approvalId), asc(timesheetApprovalApprovers.position));
  const byStep = new Map<string, ApproverRecord[]>();
  for (const row of approvers) {
    const list = byStep.get(row.approvalId) ?? [];
    const name = row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim();
    list.push({ email: row.email, userId: row.userId, name, image: row.imageUrl });
    byStep.set(row.approvalId, list);
  }
  return steps.map((step) => ({
    id: step.id,
    timesheetId: step.timesheetId,
    projectId: step.projectId,
    status: parseApprovalStepStatus(step.status),
    approvedOn: step.approvedOn,
    approvedByUser: person(step),
    approvers: byStep.get(step.id) ?? [],
  }));
}
