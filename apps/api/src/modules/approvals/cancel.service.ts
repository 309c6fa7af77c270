import { STATUS_AFTER } from '@tally/domain/timesheets/status';
import { approverCancelDecision } from '../../auth/policies/approvals.ts';
import { mayEditTimesheetOf } from '../../auth/policies/timesheets.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, forbidden, notFound } from '../../graphql/errors.ts';
import {
  addTimelineEvent,
  cancelTimesheet as cancelAsEditor,
  deleteApprovalSteps,
  findSheetsByIds,
  getTimesheetRecord,
  setSheetStatus,
  type TimesheetRecord,
} from '../timesheets/index.ts';
import { lockForApprover, toSteps } from './approvals.service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
interface CancelInput {
  timesheetId: string;
  comments?: string | null;
}

/**
 * cancelTimesheet(timesheetId, comments): the owner, finance and admin through the timesheets module; an
 * approver of a step not approved yet from the approvals screen (P-016). Comments are optional (Gap 33).
 */
export async function cancelTimesheet(
  deps: Deps,
  viewer: Viewer,
  input: CancelInput,
): Promise<TimesheetRecord> {
  const [sheet] = await findSheetsByIds(deps.db, [input.timesheetId]);
  if (!sheet) throw notFound('Timesheet');
  if (mayEditTimesheetOf(viewer, sheet.userId)) return cancelAsEditor(deps, viewer, input);
  return cancelAsApprover(deps, viewer, input);
}

async function cancelAsApprover(deps: Deps, viewer: Viewer, input: CancelInput): Promise<TimesheetRecord> {
  await deps.db.transaction(async (tx) => {
    const { sheet, approvals } = await lockForApprover(tx, viewer, input.timesheetId);
    const decision = approverCancelDecision(viewer, {
      ownerId: sheet.userId,
      status: sheet.status,
      steps: toSteps(approvals),
    });
    if (!decision) throw forbidden();
    if (!decision.allowed) throw conflict(decision.reason);
    await deleteApprovalSteps(tx, sheet.id, true);
    await setSheetStatus(tx, sheet.id, { status: STATUS_AFTER.cancel });
    const comments = input.comments?.trim();
    await addTimelineEvent(tx, {
      timesheetId: sheet.id,
      userId: viewer.userId,
      type: 'Cancelled',
      date: deps.clock(),
      metadata: comments ? { comments } : {},
    });
  });
  return getTimesheetRecord(deps, input.timesheetId);
}
