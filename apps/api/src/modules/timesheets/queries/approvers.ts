import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import type {
  ApproverSetting,
  PlannedStep,
  ProjectApproverResource,
} from '@tally/domain/timesheets/approval-steps';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

const {
  userApprovers,
  userEmails,
  projectResources,
  timesheetApprovals,
  timesheetApprovalApprovers,
  timesheetLineItems,
} = schema;

export async function listApproverSettings(db: DbOrTx, userId: string): Promise<ApproverSetting[]> {
  return db
    .select({ type: userApprovers.type, value: userApprovers.value, delegated: userApprovers.delegated })
    .from(userApprovers)
    .where(eq(userApprovers.userId, userId))
    .orderBy(asc(userApprovers.delegated), asc(userApprovers.position), asc(userApprovers.id));
}

/** The first e-mail of a user (the address approval steps and policies compare). */
export async function findPrimaryEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ address: userEmails.address })
    .from(userEmails)
    .where(eq(userEmails.userId, userId))
    .orderBy(asc(userEmails.createdAt), asc(userEmails.address))
    .limit(1);
  return row?.address ?? null;
}

/** Active resources of the projects that may approve: any role (filtered later) or flagged timesheetApprover. */
export async function listApproverResources(
  db: DbOrTx,
  projectIds: readonly string[],
): Promise<ProjectApproverResource[]> {
  if (projectIds.length === 0) return [];
  return db
    .select({
      projectId: projectResources.projectId,
      email: projectResources.email,
      role: projectResources.role,
      timesheetApprover: projectResources.timesheetApprover,
    })
    .from(projectResources)
    .where(and(inArray(projectResources.projectId, [...projectIds]), eq(projectResources.inactive, false)))
    .orderBy(asc(projectResources.projectId), asc(projectResources.createdAt), asc(projectResources.email));
}

/** Inserts the steps (status 'Approval Pending') and their approvers; two statements whatever the count. */
export async function insertApprovalSteps(db: DbOrTx, timesheetId: string, steps: readonly PlannedStep[]) {
  if (steps.length === 0) return;
  const inserted = await db
    .insert(timesheetApprovals)
    .values(steps.map((step, position) => ({ timesheetId, projectId: step.projectId, position })))
    .returning({ id: timesheetApprovals.id, position: timesheetApprovals.position });
  const idByPosition = new Map(inserted.map((row) => [row.position, row.id]));
  const emails = [...new Set(steps.flatMap((step) => step.canApprove))];
  const accounts = await db
    .select({ address: userEmails.address, userId: userEmails.userId })
    .from(userEmails)
    .where(inArray(userEmails.address, emails));
  const userIdByEmail = new Map(accounts.map((row) => [row.address, row.userId]));
  await db.insert(timesheetApprovalApprovers).values(
    steps.flatMap((step, stepPosition) =>
      step.canApprove.map((email, position) => ({
        approvalId: idByPosition.get(stepPosition)!,
        email,
        userId: userIdByEmail.get(email) ?? null,
        position,
      })),
    ),
  );
}

/**
 * Records every step of the sheet as approved by `userId` (finance approving on the owner's behalf, F-082)
 * and locks the lines (an approved line is locked); two statements.
 */
export async function approveAllSteps(db: DbOrTx, timesheetId: string, by: { userId: string; at: Date }) {
  await db
    .update(timesheetApprovals)
    .set({ status: 'Approved', approvedOn: by.at, approvedByUserId: by.userId })
    .where(eq(timesheetApprovals.timesheetId, timesheetId));
  await db
    .update(timesheetLineItems)
    .set({ status: 'Approved' })
    .where(eq(timesheetLineItems.timesheetId, timesheetId));
}

/** Removes the sheet's steps: all of them, or only those not decided yet. */
export async function deleteApprovalSteps(db: DbOrTx, timesheetId: string, onlyPending: boolean) {
  await db
    .delete(timesheetApprovals)
    .where(
      and(
        eq(timesheetApprovals.timesheetId, timesheetId),
        onlyPending ? sql`${timesheetApprovals.status} = 'Approval Pending'` : undefined,
      ),
    );
}

/** E-mails allowed to read a user's sheet as approvers: the owner's approver settings (individual values). */
export async function listIndividualApproverEmails(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ value: userApprovers.value })
    .from(userApprovers)
    .where(and(eq(userApprovers.userId, userId), eq(userApprovers.type, 'individual')));
  return rows.map((row) => row.value);
}
