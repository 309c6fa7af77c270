import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';

export type AuditEventType =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-throttled'
  | 'sign-out'
  | 'password-reset-requested'
  | 'password-changed'
  /** The budget tool recalculated a project's budgetUsed (metadata.projectId; the 24-hour skip reads it). */
  | 'budget-used-updated'
  /** A manager asked for a project's manual sync with the accounting system (metadata.projectId). */
  | 'project-manual-sync'
  /** Admin users screens (D-013..D-032): metadata.byUserId is the admin who acted. */
  | 'user-created'
  | 'user-updated'
  | 'user-group-added'
  | 'user-group-removed'
  | 'user-approver-added'
  | 'user-approver-removed'
  | 'user-activated'
  | 'user-deactivated'
  | 'timesheets-resubmitted'
  /** Finance submitted a user's sheet (F-080): metadata.byUserId, timesheetId, regularApproval. */
  | 'timesheet-submitted-manually'
  /** Finance recalled an approved sheet (F-081): metadata.byUserId, timesheetId. */
  | 'timesheet-approval-recalled';

export async function recordAuditEvent(
  db: DbOrTx,
  event: {
    type: AuditEventType;
    now: Date;
    userId?: string | null;
    email?: string | null;
    ip?: string | null;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(schema.auditEvents).values({
    type: event.type,
    userId: event.userId ?? null,
    email: event.email ?? null,
    ip: event.ip ?? null,
    metadata: event.metadata ?? {},
    createdAt: event.now,
  });
}
