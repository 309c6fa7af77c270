import type { Tx } from '@tally/db';
import { isoDateOf } from '@tally/domain/dates';
import {
  type ActionDecision,
  canCancel,
  canDelete,
  canRecall,
  canSubmit,
  STATUS_AFTER,
  type TimesheetActionContext,
} from '@tally/domain/status';
import type { SubmitErrorCode } from '@tally/domain/submit';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { badUserInput, conflict, notFound } from '../../graphql/errors.ts';
import { listApprovals } from './activity.queries.ts';
import { type PlannedStep, planApprovalSteps } from './approval-steps.ts';
import {
  deleteApprovalSteps,
  findPrimaryEmail,
  insertApprovalSteps,
  listApproverResources,
  listApproverSettings,
} from './approvers.queries.ts';
import { addTimelineEvent, deleteSheet, resetLineStatuses, setSheetStatus } from './edit.queries.ts';
import { listEntries, listLineItems } from './lines.queries.ts';
import { lockSheet } from './sheet.queries.ts';
import { runSubmitCheck } from './submit-check.ts';
import { assertMayEdit } from './timesheet.access.ts';
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
  return changeSheet(deps, viewer, timesheetId, 'status', async ({ tx, sheet, settings }: SheetChange) => {
    assertAllowed(canSubmit(await loadActionContext(tx, viewer, sheet)));
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
    await deleteApprovalSteps(tx, sheet.id, false);
    await insertApprovalSteps(tx, sheet.id, steps);
    await resetLineStatuses(tx, sheet.id, true);
    const now = deps.clock();
    await setSheetStatus(tx, sheet.id, { status: STATUS_AFTER.submit, submittedAt: now, approvedAt: null });
    const metadata = check.warnings.length > 0 ? { warnings: check.warnings.map((w) => w.message) } : {};
    await addTimelineEvent(tx, {
      timesheetId: sheet.id,
      userId: viewer.userId,
      type: 'Submitted',
      date: now,
      metadata,
    });
    await alsoWrite?.({ tx, sheet, steps });
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
    await addTimelineEvent(tx, {
      timesheetId: sheet.id,
      userId: viewer.userId,
      type: 'Recalled',
      date: deps.clock(),
      metadata,
    });
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
