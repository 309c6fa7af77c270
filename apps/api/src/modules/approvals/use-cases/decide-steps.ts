import { approvalDecision } from '@tally/domain/policies/approvals';
import { statusAfterApprovalSteps } from '@tally/domain/timesheets/status';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { conflict } from '../../../graphql/errors.ts';
import { decidedMailFacts, decidedMailRow, wakeMailOutbox } from '../../shared/notifications/index.ts';
import {
  getTimesheetById,
  recordSheetStatusChange,
  type TimesheetRecord,
  toSteps,
} from '../../timesheets/index.ts';
import { viewerPendingSteps } from '../access.ts';
import { lockForApprover } from '../guards.ts';
import { writeDecision } from '../queries/decisions.ts';
import type { SheetDepth, StepDecision } from '../records.ts';

export type DecideDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'logger'>;

/**
 * Approves or declines the viewer's pending steps of a sheet in one transaction: the decision, the sheet's
 * status after it, the employee's mail once the sheet is decided, the History entry and the webhook event.
 */
export async function decideSteps(
  deps: DecideDeps,
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
  if (depth === 'full') return getTimesheetById(deps, input.timesheetId);
  return { sheet, approvals: outcome.approvals, lineItems: [], timeline: [], attachments: [], expenses: [] };
}
