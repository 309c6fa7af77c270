import {
  type ActionDecision,
  type ApprovalStep,
  canApprove,
  canCancel,
  hasPendingStepFor,
  type TimesheetStatus,
} from '../timesheets/status.ts';
import { statusViewer } from './timesheets.ts';
import { inGroup, type PolicyViewer } from './viewer.ts';

/**
 * Who may decide on a submitted timesheet, and who may read it as an approver or a project manager.
 *
 * - Approve / decline: only a viewer listed in canApprove of a not-yet-approved step (main or backup approver),
 *   while the sheet is Submitted-Pending (domain rule canApprove). Nobody else: not the owner, not another
 *   employee, not finance or admin without being listed (they correct sheets through recall instead).
 * - Cancel as approver: the same approvers may cancel (the Cancel of the approvals screen); the status rule is
 *   the domain's canCancel. Owners, finance and admin cancel through the timesheets policy.
 * - Report: the owner, the sheet's approvers, managers of a project on the sheet, finance and admin.
 */

export interface SheetApprovalFacts {
  ownerId: string;
  status: TimesheetStatus;
  steps: readonly ApprovalStep[];
}

const lower = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

/** The viewer is named in any step of the sheet, decided or not. */
export function isApproverOf(viewer: PolicyViewer, steps: readonly ApprovalStep[]): boolean {
  const email = lower(viewer.email);
  return email !== '' && steps.some((step) => step.canApprove.some((address) => lower(address) === email));
}

/** 'main' when the viewer is the first e-mail of a step naming them, 'backup' when only later, else null. */
export function approverRole(viewer: PolicyViewer, steps: readonly ApprovalStep[]): 'main' | 'backup' | null {
  const email = lower(viewer.email);
  if (email === '') return null;
  if (steps.some((step) => lower(step.canApprove[0]) === email)) return 'main';
  return isApproverOf(viewer, steps) ? 'backup' : null;
}

/** Approve and decline share the domain rule; the context names the viewer by e-mail. */
export function approvalDecision(viewer: PolicyViewer, facts: SheetApprovalFacts): ActionDecision {
  return canApprove({
    status: facts.status,
    approvalsRequired: facts.steps,
    viewer: statusViewer(viewer, facts.ownerId),
  });
}

/** Approvers of a step that is not approved yet may cancel, under the domain's status rule for cancel. */
export function approverCancelDecision(
  viewer: PolicyViewer,
  facts: SheetApprovalFacts,
): ActionDecision | null {
  if (!viewer.email || !hasPendingStepFor(facts.steps, viewer.email)) return null;
  // The approver acts for the owner here: the status part of canCancel decides.
  return canCancel({
    status: facts.status,
    approvalsRequired: facts.steps,
    viewer: { ...statusViewer(viewer, facts.ownerId), isOwner: true },
  });
}

export interface ReportReadFacts {
  ownerId: string;
  steps: readonly ApprovalStep[];
  /** The owner's individual approver e-mails (approver settings). */
  approverSettingEmails: readonly string[];
  /** Projects on the sheet that the viewer manages. */
  managedProjectIds: readonly string[];
}

export function mayReadTimesheetReport(viewer: PolicyViewer, facts: ReportReadFacts): boolean {
  if (viewer.userId === facts.ownerId) return true;
  if (inGroup(viewer, 'finance', 'admin')) return true;
  if (isApproverOf(viewer, facts.steps)) return true;
  const email = lower(viewer.email);
  if (email !== '' && facts.approverSettingEmails.some((address) => lower(address) === email)) return true;
  return facts.managedProjectIds.length > 0;
}
