import type { DbOrTx } from '@tally/db';
import { schema } from '@tally/db';
import { currentRequestScope } from './request-scope.ts';

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
  | 'timesheet-approval-recalled'
  /** A quick-edit cell (D-046): metadata collection, documentId, fieldKey, from, to, byUserId; userId the edited user (users) or the admin (projects). */
  | 'admin-collection-updated'
  /** Personal access tokens (issue #17): metadata.accessTokenId, name, scope; byUserId when an admin revoked. */
  | 'access-token-created'
  | 'access-token-revoked'
  /** Webhooks (issue #17): metadata.webhookId, url, events. */
  | 'webhook-created'
  | 'webhook-deleted'
  /** History of a sheet (issue #17): metadata.timesheetId, byUserId, changes [{ field, from, to }]. */
  | 'timesheet-hours-changed'
  /** A day entry dragged in the calendar: metadata as hours changes, changes of date and start time. */
  | 'timesheet-task-moved'
  /** A day entry's comment: metadata as hours changes, changes [{ field: 'comment', from, to }]. */
  | 'timesheet-comment-changed'
  | 'timesheet-submitted'
  | 'timesheet-approved'
  | 'timesheet-declined'
  | 'timesheet-recalled'
  /** A project's edit (issue #17): metadata.projectId, byUserId, changes [{ field, from, to }]. */
  | 'project-updated';

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
    metadata: withActingToken(event.metadata ?? {}),
    createdAt: event.now,
  });
}

/**
 * The metadata with the token the request acts through (tokenId, tokenName), so a change made through a
 * personal access token names it in the history.
 */
export function withActingToken(metadata: Record<string, unknown>): Record<string, unknown> {
  const token = currentRequestScope()?.token;
  return token ? { ...metadata, tokenId: token.id, tokenName: token.name } : metadata;
}

/**
 * The fields of `after` whose value differs from `before` (compared as text: numerics come back as strings),
 * as the History view lists them.
 */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { field: string; from: unknown; to: unknown }[] {
  const text = (value: unknown) =>
    value === null || value === undefined
      ? null
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  return Object.entries(after)
    .filter(([field, value]) => value !== undefined && text(before[field]) !== text(value))
    .map(([field, value]) => ({ field, from: before[field] ?? null, to: value }));
}
