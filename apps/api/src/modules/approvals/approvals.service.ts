import type { Tx } from '@tally/db';
import type { ApprovalStep } from '@tally/domain/timesheets/status';
import { statusAfterApprovalSteps } from '@tally/domain/timesheets/status';
import { approvalDecision, isApproverOf } from '../../auth/policies/approvals.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, forbidden, notFound } from '../../graphql/errors.ts';
import { decidedMailFacts, decidedMailRow, wakeMailOutbox } from '../shared/notifications/index.ts';
import {
  type ApprovalRecord,
  getTimesheetRecord,
  recordSheetStatusChange,
  type TimesheetRecord,
} from '../timesheets/index.ts';
import { lockSheetWithSteps, type SheetWithSteps } from './approval-sheets.queries.ts';
import { type StepDecision, writeDecision } from './decide.queries.ts';
import type { SheetDepth } from './sheet-selection.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger'>;

export const toSteps = (approvals: readonly ApprovalRecord[]): ApprovalStep[] =>
  approvals.map((step) => ({
    status: step.status,
    canApprove: step.approvers.map((approver) => approver.email),
  }));

/** Steps not approved yet that name the viewer: the ones an approve or decline decides. */
function viewerPendingSteps(viewer: Viewer, approvals: readonly ApprovalRecord[]): ApprovalRecord[] {
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

async function decide(
  deps: Deps,
  viewer: Viewer,
  input: { timesheetId: string; decision: StepDecision; comments?: string },
  depth: SheetDepth,
): Promise<TimesheetRecord> {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const { sheet, approvals } = await lockForApprover(tx, viewer, input.timesheetId);
    const decision = approvalDecision(viewer, {
      ownerId: sheet.userId,
      status: sheet.status,
      steps: toSteps(approvals),
    });
    if (!decision.allowed) throw conflict(decision.reason);
    const mine = viewerPendingSteps(viewer, approvals);
    const decided = new Set(mine.map((step) => step.id));
    const stepsAfter = approvals.map((step) =>
      decided.has(step.id) ? { ...step, status: input.decision, approvedOn: now } : step,
    );
    const status = statusAfterApprovalSteps(toSteps(stepsAfter));
    const approvedAt = status === 'Approved' ? now : null;
    const projectIds = mine.map((step) => step.projectId).filter((id) => id !== null);
    const sheetAfter = status === sheet.status ? sheet : { ...sheet, status, approvedAt };
    // The employee's mail when the sheet is decided, in the outbox with the decision (sent after the commit).
    const mail =
      status === 'Approved' || status === 'Declined'
        ? decidedMailRow(
            decidedMailFacts(sheetAfter, {
              decision: status,
              comments: input.comments ?? null,
              decidedBy: viewer.userId,
            }),
          )
        : null;
    const decidedBy = await writeDecision(tx, {
      timesheetId: sheet.id,
      stepIds: [...decided],
      decision: input.decision,
      userId: viewer.userId,
      at: now,
      sheetStatus: status === sheet.status ? null : { status, approvedAt },
      metadata: input.comments ? { comments: input.comments, projectIds } : { projectIds },
      mail,
    });
    // The sheet's History (each decision, with its comments) and, once the sheet is decided, the webhook event.
    await recordSheetStatusChange(tx, {
      type: input.decision === 'Approved' ? 'timesheet-approved' : 'timesheet-declined',
      sheet,
      statusAfter: status,
      byUserId: viewer.userId,
      now,
      metadata: input.comments ? { comments: input.comments, projectIds } : { projectIds },
      notify: status !== sheet.status && (status === 'Approved' || status === 'Declined'),
    });
    return {
      sheet: sheetAfter,
      approvals: stepsAfter.map((step) =>
        decided.has(step.id) ? { ...step, approvedByUser: decidedBy } : step,
      ),
      mail: mail !== null,
    };
  });
  const { sheet } = outcome;
  if (outcome.mail) wakeMailOutbox(deps);
  // The sheet as the locked transaction left it; lines, timeline... are read only when the answer asks.
  if (depth === 'full') return getTimesheetRecord(deps, input.timesheetId);
  return { sheet, approvals: outcome.approvals, lineItems: [], timeline: [], attachments: [], expenses: [] };
}

/** Approves every pending step of the sheet that names the viewer; Approved once all steps are (Gap 32). */
export function approveTimesheetLineItems(
  deps: Deps,
  viewer: Viewer,
  timesheetId: string,
  depth: SheetDepth = 'full',
) {
  return decide(deps, viewer, { timesheetId, decision: 'Approved' }, depth);
}

/** Declines the viewer's pending steps with the (required, Gap 33) comments; the sheet becomes Declined. */
export function declineTimesheetLineItems(
  deps: Deps,
  viewer: Viewer,
  input: { timesheetId: string; comments: string },
  depth: SheetDepth = 'full',
) {
  return decide(deps, viewer, { ...input, decision: 'Declined' }, depth);
}
