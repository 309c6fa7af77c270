import { isApproverOf } from '@tally/domain/policies/approvals';
import type { Viewer } from '../../auth/sessions.ts';
import { type ApprovalRecord, toSteps } from '../timesheets/index.ts';

/** Steps not approved yet that name the viewer: the ones an approve or decline decides. */
export function viewerPendingSteps(viewer: Viewer, approvals: readonly ApprovalRecord[]): ApprovalRecord[] {
  return approvals.filter((step) => step.status !== 'Approved' && isApproverOf(viewer, toSteps([step])));
}
