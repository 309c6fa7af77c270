import type { Tx } from '@tally/db';
import { isoDateOf } from '@tally/domain/shared/dates';
import {
  type ActionDecision,
  canCancel,
  canDelete,
  canRecall,
  canSubmit,
  canSubmitManually,
  STATUS_AFTER,
  statusAfterManualSubmit,
  type TimesheetActionContext,
} from '@tally/domain/timesheets/status';
import type { SubmitErrorCode } from '@tally/domain/timesheets/submit';
import { recordAuditEvent } from '../../auth/audit.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { badUserInput, conflict, notFound } from '../../graphql/errors.ts';
import { listApprovals } from './activity.queries.ts';
import { type PlannedStep, planApprovalSteps } from './approval-steps.ts';
import {
  approveAllSteps,
  deleteApprovalSteps,
  findPrimaryEmail,
  insertApprovalSteps,
  listApproverResources,
  listApproverSettings,
} from './approvers.queries.ts';
import { addTimelineEvent, deleteSheet, resetLineStatuses, setSheetStatus } from './edit.queries.ts';
import { listEntries, listLineItems } from './lines.queries.ts';
import { lockSheet } from './sheet.queries.ts';
import { recordSheetStatusChange } from './sheet-history.ts';
import { runSubmitCheck } from './submit-check.ts';
import { assertMayEdit, assertOwnerArgument } from './timesheet.access.ts';
import { actionContext } from './timesheet.permissions.ts';
import type { SheetRecord, TimesheetRecord } from './timesheet.records.ts';
import { changeSheet, type SheetChange } from './timesheet.unit.ts';

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

async function loadActionContext(
  tx: Tx,
  viewer: Viewer,
  sheet: SheetRecord,
): Promise<TimesheetActionContext> {
  return actionContext(viewer, { sheet, approvals: await listApprovals(tx, [sheet.id]) });
}

function assertAllowed(decision: ActionDecision): void {
  if (!decision.allowed) throw conflict(decision.reason);
}

/** What a submit wrote, for writes that belong with it (the approvers' mails in the outbox). */
export interface Submitted {
  tx: Tx;
  sheet: SheetRecord;
  /** The new steps, all pending. */
  steps: readonly PlannedStep[];
}

/** What the submit checks found and the steps the sheet's lines call for. */
interface SubmitPlan {
  steps: PlannedStep[];
  warnings: string[];
}

/**
 * The submit checks (T-084: lines, dates, time-off balances, the weekly bounds), then the approval steps per
 * project. A failed check is BAD_USER_INPUT naming the field; nothing is written.
 */
async function checkAndPlanSubmit(deps: Deps, { tx, sheet, settings }: SheetChange): Promise<SubmitPlan> {
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
async function writeSubmitted(
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

/**
 * Submit (T-084): the status rule, then checkSubmit; steps per project, status Submitted-Pending; then
 * `alsoWrite` in the same transaction (durable exactly when the submit is).
 */
export async function submitTimesheet(
  deps: Deps,
  viewer: Viewer,
  timesheetId: string,
  alsoWrite?: (submitted: Submitted) => Promise<void>,
): Promise<TimesheetRecord> {
  return changeSheet(deps, viewer, timesheetId, 'status', async (change: SheetChange) => {
    const { tx, sheet } = change;
    assertAllowed(canSubmit(await loadActionContext(tx, viewer, sheet)));
    const plan = await checkAndPlanSubmit(deps, change);
    await writeSubmitted(tx, viewer, sheet, plan, deps.clock());
    await alsoWrite?.({ tx, sheet, steps: plan.steps });
  });
}

export interface ManualSubmitInput {
  timesheetId: string;
  regularApproval: boolean;
  /** The sheet's owner, as the finance screen names it (BAD_USER_INPUT when it names someone else). */
  user: string;
}

/**
 * Finance's submission of another user's sheet (F-080, F-082): the same checks as the employee's submit. With
 * the regular approval process it is that submit (pending steps; `alsoWrite` adds the approvers' mails).
 * Without it the steps are recorded as approved by the finance user, the lines lock, the sheet is Approved at
 * once and the timeline names the finance user; `alsoWrite` is not called (no e-mails). Either way the audit
 * trail records who acted for whom.
 */
export async function submitManualTimesheet(
  deps: Deps,
  viewer: Viewer,
  input: ManualSubmitInput,
  alsoWrite?: (submitted: Submitted) => Promise<void>,
): Promise<TimesheetRecord> {
  return changeSheet(deps, viewer, input.timesheetId, 'status', async (change: SheetChange) => {
    const { tx, sheet } = change;
    assertOwnerArgument(sheet, input.user);
    const context = await loadActionContext(tx, viewer, sheet);
    assertAllowed(canSubmitManually({ ...context, regularApproval: input.regularApproval }));
    const plan = await checkAndPlanSubmit(deps, change);
    const now = deps.clock();
    const manual = { onBehalfOf: sheet.userId, regularApproval: input.regularApproval };
    await writeSubmitted(tx, viewer, sheet, plan, now, manual);
    if (input.regularApproval) {
      await alsoWrite?.({ tx, sheet, steps: plan.steps });
    } else {
      await approveAllSteps(tx, sheet.id, { userId: viewer.userId, at: now });
      await setSheetStatus(tx, sheet.id, { status: statusAfterManualSubmit(false), approvedAt: now });
      await addTimelineEvent(tx, {
        timesheetId: sheet.id,
        userId: viewer.userId,
        type: 'Approved',
        date: now,
        metadata: manual,
      });
      await recordSheetStatusChange(tx, {
        type: 'timesheet-approved',
        sheet: { ...sheet, status: STATUS_AFTER.submit },
        statusAfter: statusAfterManualSubmit(false),
        byUserId: viewer.userId,
        now,
        metadata: manual,
      });
    }
    await recordAuditEvent(tx, {
      type: 'timesheet-submitted-manually',
      now,
      userId: sheet.userId,
      metadata: { byUserId: viewer.userId, timesheetId: sheet.id, regularApproval: input.regularApproval },
    });
  });
}

/** Recall (T-085): back to Not Submitted; pending steps go (all steps when finance recalls an approved sheet). */
export async function recallTimesheet(
  deps: Deps,
  viewer: Viewer,
  timesheetId: string,
): Promise<TimesheetRecord> {
  return changeSheet(deps, viewer, timesheetId, 'status', async ({ tx, sheet }) => {
    assertAllowed(canRecall(await loadActionContext(tx, viewer, sheet)));
    const wasApproved = sheet.status === 'Approved';
    await deleteApprovalSteps(tx, sheet.id, !wasApproved);
    if (wasApproved) await resetLineStatuses(tx, sheet.id, true);
    await setSheetStatus(tx, sheet.id, { status: STATUS_AFTER.recall, approvedAt: null });
    const metadata = wasApproved ? { previousStatus: 'Approved' } : {};
    const now = deps.clock();
    await addTimelineEvent(tx, {
      timesheetId: sheet.id,
      userId: viewer.userId,
      type: 'Recalled',
      date: now,
      metadata,
    });
    await recordSheetStatusChange(tx, {
      type: 'timesheet-recalled',
      sheet,
      statusAfter: STATUS_AFTER.recall,
      byUserId: viewer.userId,
      now,
    });
    // Undoing an approval is a finance correction (F-081, Gap 10): the audit trail keeps who did it.
    if (wasApproved) {
      await recordAuditEvent(tx, {
        type: 'timesheet-approval-recalled',
        now,
        userId: sheet.userId,
        metadata: { byUserId: viewer.userId, timesheetId: sheet.id },
      });
    }
  });
}

/** Cancel (L-011, C-006): Cancelled, pending steps removed, optional comments on the timeline. */
export async function cancelTimesheet(
  deps: Deps,
  viewer: Viewer,
  input: { timesheetId: string; comments?: string | null },
): Promise<TimesheetRecord> {
  return changeSheet(deps, viewer, input.timesheetId, 'status', async ({ tx, sheet }) => {
    assertAllowed(canCancel(await loadActionContext(tx, viewer, sheet)));
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
}

/** Delete (L-012, C-007): the sheet with its lines, entries, steps and timeline. */
export async function deleteTimesheet(deps: Deps, viewer: Viewer, timesheetId: string): Promise<string> {
  await deps.db.transaction(async (tx) => {
    const sheet = await lockSheet(tx, timesheetId);
    if (!sheet) throw notFound('Timesheet');
    assertMayEdit(viewer, sheet);
    assertAllowed(canDelete(await loadActionContext(tx, viewer, sheet)));
    await deleteSheet(tx, sheet.id);
  });
  return timesheetId;
}
