import type { Tx } from '@tally/db';
import { isApproverOf } from '@tally/domain/policies/approvals';
import type { ApprovalStep } from '@tally/domain/timesheets/status';
import type { Viewer } from '../../auth/sessions.ts';
import { forbidden, notFound } from '../../graphql/errors.ts';
import type { ApprovalRecord } from '../timesheets/index.ts';
import { lockSheetWithSteps } from './queries/sheets.ts';
import type { SheetWithSteps } from './records.ts';

/** A sheet's steps as the approval rules read them: status, and who can approve. */
export const toSteps = (approvals: readonly ApprovalRecord[]): ApprovalStep[] =>
  approvals.map((step) => ({
    status: step.status,
    canApprove: step.approvers.map((approver) => approver.email),
  }));

/** Steps not approved yet that name the viewer: the ones an approve or decline decides. */
export function viewerPendingSteps(viewer: Viewer, approvals: readonly ApprovalRecord[]): ApprovalRecord[] {
  return approvals.filter((step) => step.status !== 'Approved' && isApproverOf(viewer, toSteps([step])));
}

/**
 * Locks the sheet (with its steps, one statement) and checks the approver rule: FORBIDDEN unless named on
 * the sheet, CONFLICT by status.
 */
export async function lockForApprover(tx: Tx, viewer: Viewer, timesheetId: string): Promise<SheetWithSteps> {
  const locked = await lockSheetWithSteps(tx, timesheetId);
  if (!locked) throw notFound('Timesheet');
  if (!isApproverOf(viewer, toSteps(locked.approvals))) throw forbidden();
  return locked;
}
