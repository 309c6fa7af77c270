import type { Tx } from '@tally/db';
import { isoDateOf } from '@tally/domain/shared/dates';
import { type PlannedStep, planApprovalSteps } from '@tally/domain/timesheets/approval-steps';
import {
  type ActionDecision,
  STATUS_AFTER,
  type TimesheetActionContext,
} from '@tally/domain/timesheets/status';
import type { SubmitErrorCode } from '@tally/domain/timesheets/submit';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { badUserInput, conflict } from '../../graphql/errors.ts';
import { actionContext } from './permissions.ts';
import { listApprovals } from './queries/activity.ts';
import {
  deleteApprovalSteps,
  findPrimaryEmail,
  insertApprovalSteps,
  listApproverResources,
  listApproverSettings,
} from './queries/approvers.ts';
import { addTimelineEvent, resetLineStatuses, setSheetStatus } from './queries/edit.ts';
import { listEntries, listLineItems } from './queries/lines.ts';
import type { SheetRecord } from './records.ts';
import type { SheetChange } from './sheet-change.ts';
import { recordSheetStatusChange } from './sheet-history.ts';
import { runSubmitCheck } from './submit-check.ts';

/** What every status change of a sheet shares: its status rule, and the submit's checks, plan and writes. */

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const SUBMIT_ERROR_FIELDS: Record<SubmitErrorCode, string> = {
  'no-line-items': 'lineItems',
  'too-far-in-future': 'endDate',
  'before-legacy-cutoff': 'endDate',
  'time-off-balance': 'timeOff',
  'below-minimum': 'totalHours',
  'above-maximum': 'totalHours',
  'day-over-24-hours': 'hours',
};

/** The domain status machine's view of the sheet for the viewer, its steps read in the change's transaction. */
export async function loadActionContext(
  tx: Tx,
  viewer: Viewer,
  sheet: SheetRecord,
): Promise<TimesheetActionContext> {
  return actionContext(viewer, { sheet, approvals: await listApprovals(tx, [sheet.id]) });
}

export function assertAllowed(decision: ActionDecision): void {
  if (!decision.allowed) throw conflict(decision.reason);
}

/** What the submit checks found and the steps the sheet's lines call for. */
export interface SubmitPlan {
  steps: PlannedStep[];
  warnings: string[];
}

/**
 * The submit checks (T-084: lines, dates, time-off balances, the weekly bounds), then the approval steps per
 * project. A failed check is BAD_USER_INPUT naming the field; nothing is written.
 */
export async function checkAndPlanSubmit(
  deps: Deps,
  { tx, sheet, settings }: SheetChange,
): Promise<SubmitPlan> {
  // One transaction is one connection: its queries run one after the other.
  const lines = await listLineItems(tx, [sheet.id]);
  const entries = await listEntries(tx, [sheet.id]);
  for (const line of lines) line.entries = entries.filter((entry) => entry.lineItemId === line.id);
  const today = isoDateOf(deps.clock());
  const check = await runSubmitCheck(tx, { sheet, lines, settings, today });
  if (check.errors.length > 0) {
    const fields: Record<string, string> = {};
    for (const error of check.errors) fields[SUBMIT_ERROR_FIELDS[error.code]] ??= error.message;
    throw badUserInput(fields);
  }
  const ownerEmail = (await findPrimaryEmail(tx, sheet.userId)) ?? '';
  const projectIds = lines.map((line) => line.projectId);
  const settingsOfOwner = await listApproverSettings(tx, sheet.userId);
  const resources = await listApproverResources(tx, projectIds);
  const steps = planApprovalSteps({ ownerEmail, projectIds, settings: settingsOfOwner, resources });
  return { steps, warnings: check.warnings.map((warning) => warning.message) };
}

/** Writes the regular routing: pending steps, line states cleared, Submitted-Pending, the Submitted event. */
export async function writeSubmitted(
  tx: Tx,
  viewer: Viewer,
  sheet: SheetRecord,
  plan: SubmitPlan,
  now: Date,
  extraMetadata: Record<string, unknown> = {},
): Promise<void> {
  await deleteApprovalSteps(tx, sheet.id, false);
  await insertApprovalSteps(tx, sheet.id, plan.steps);
  await resetLineStatuses(tx, sheet.id, true);
  await setSheetStatus(tx, sheet.id, { status: STATUS_AFTER.submit, submittedAt: now, approvedAt: null });
  const metadata = plan.warnings.length > 0 ? { warnings: plan.warnings } : {};
  await addTimelineEvent(tx, {
    timesheetId: sheet.id,
    userId: viewer.userId,
    type: 'Submitted',
    date: now,
    metadata: { ...metadata, ...extraMetadata },
  });
  await recordSheetStatusChange(tx, {
    type: 'timesheet-submitted',
    sheet,
    statusAfter: STATUS_AFTER.submit,
    byUserId: viewer.userId,
    now,
    metadata: extraMetadata,
  });
}
