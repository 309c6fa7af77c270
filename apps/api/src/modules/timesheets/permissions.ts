import { statusViewer } from '@tally/domain/policies/timesheets';
import { isoDateOf } from '@tally/domain/shared/dates';
import {
  type ActionDecision,
  canCancel,
  canDelete,
  canRecall,
  canSubmit,
  isTimesheetReadOnly,
  type TimesheetActionContext,
} from '@tally/domain/timesheets/status';
import { isBeforeLegacyCutoff } from '@tally/domain/timesheets/submit';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { cachedSubmitThreshold, type TimesheetSettings } from './queries/settings.ts';
import type { Permission, TimesheetRecord } from './records.ts';
import { runSubmitCheck } from './submit-check.ts';

const toPermission = (decision: ActionDecision): Permission =>
  decision.allowed
    ? { allowed: true, reason: null, warnings: [] }
    : { allowed: false, reason: decision.reason, warnings: [] };

/** What the domain status machine needs to decide an action on a sheet for a viewer. */
export function actionContext(
  viewer: Viewer,
  record: Pick<TimesheetRecord, 'sheet' | 'approvals'>,
): TimesheetActionContext {
  return {
    status: record.sheet.status,
    approvalsRequired: record.approvals.map((step) => ({
      status: step.status,
      canApprove: step.approvers.map((approver) => approver.email),
    })),
    viewer: statusViewer(viewer, record.sheet.userId),
    isLocked: record.sheet.isLocked,
  };
}

/** Lines, hours and comments may change (the web app hides edit controls otherwise). */
export function canEditTimesheet(
  viewer: Viewer,
  record: TimesheetRecord,
  settings: TimesheetSettings,
): boolean {
  // A week that ends before the legacy cut-off belongs to the previous system (T-076): every day is refused.
  if (settings.legacyCutoff && isBeforeLegacyCutoff(record.sheet.endDate, settings.legacyCutoff))
    return false;
  return !isTimesheetReadOnly({
    status: record.sheet.status,
    isLocked: record.sheet.isLocked,
    isSubmitting: false,
    lockEditing: settings.lockEditing,
    viewer: statusViewer(viewer, record.sheet.userId),
  });
}

export const recallPermission = (viewer: Viewer, record: TimesheetRecord) =>
  toPermission(canRecall(actionContext(viewer, record)));
export const cancelPermission = (viewer: Viewer, record: TimesheetRecord) =>
  toPermission(canCancel(actionContext(viewer, record)));
export const deletePermission = (viewer: Viewer, record: TimesheetRecord) =>
  toPermission(canDelete(actionContext(viewer, record)));

/** Submit: the status rule, then every submit rule; warnings (under 35, over 40 hours) come along. */
export async function submitPermission(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: Viewer,
  record: TimesheetRecord,
  settings: TimesheetSettings,
): Promise<Permission> {
  const decision = canSubmit(actionContext(viewer, record));
  if (!decision.allowed) return toPermission(decision);
  const check = await runSubmitCheck(deps.db, {
    sheet: record.sheet,
    lines: record.lineItems,
    settings,
    today: isoDateOf(deps.clock()),
    threshold: await cachedSubmitThreshold(deps.db),
    ...(record.timeOffTransactions ? { timeOffTransactions: record.timeOffTransactions } : {}),
  });
  return {
    allowed: check.errors.length === 0,
    reason: check.errors[0]?.message ?? null,
    warnings: check.warnings.map((warning) => warning.message),
  };
}
