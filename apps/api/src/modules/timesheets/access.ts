import type { DbOrTx, Tx } from '@tally/db';
import {
  mayEditTimesheetOf,
  mayReadTimesheet,
  statusViewer,
  type TimesheetReadFacts,
} from '@tally/domain/policies/timesheets';
import { type IsoDate, isoDateOf } from '@tally/domain/shared/dates';
import { type TimeOffTransaction, timeOffBalances } from '@tally/domain/time-off/time-off';
import {
  type ActionDecision,
  type ApprovalStep,
  canCancel,
  canDelete,
  canRecall,
  canSubmit,
  isTimesheetReadOnly,
  type TimesheetActionContext,
} from '@tally/domain/timesheets/status';
import {
  checkSubmit,
  isBeforeLegacyCutoff,
  type SubmitCheck,
  type SubmitThreshold,
} from '@tally/domain/timesheets/submit';
import { timeOffHoursByType, totalsLineOf, weeklyTotal } from '@tally/domain/timesheets/totals';
import { timeOffWindow } from '@tally/domain/timesheets/week';
import type { Viewer } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { badUserInput, conflict, forbidden } from '../../graphql/errors.ts';
import { TIMESHEET_MESSAGES } from './messages.ts';
import { listApprovals } from './queries/activity.ts';
import { listIndividualApproverEmails } from './queries/approvers.ts';
import { cachedSubmitThreshold, loadSubmitThreshold, type TimesheetSettings } from './queries/settings.ts';
import { loadTimeOffBalances } from './queries/time-off.ts';
import type { ApprovalRecord, LineItemRecord, Permission, SheetRecord, TimesheetRecord } from './records.ts';

/** Who may read, edit and act on a sheet: the policies and the status rules, with the facts they read. */

/** FORBIDDEN unless the viewer may read the sheet (policies/timesheets.ts); approver e-mails load only when needed. */
export async function assertMayRead(db: DbOrTx, viewer: Viewer, record: TimesheetRecord): Promise<void> {
  const facts: TimesheetReadFacts = {
    ownerId: record.sheet.userId,
    supervisorId: record.sheet.supervisorId,
    approverEmails: record.approvals.flatMap((step) => step.approvers.map((approver) => approver.email)),
  };
  if (mayReadTimesheet(viewer, facts)) return;
  const settings = await listIndividualApproverEmails(db, record.sheet.userId);
  if (!mayReadTimesheet(viewer, { ...facts, approverEmails: [...facts.approverEmails, ...settings] })) {
    throw forbidden();
  }
}

export function assertMayEdit(viewer: Viewer, sheet: SheetRecord): void {
  if (!mayEditTimesheetOf(viewer, sheet.userId)) throw forbidden();
}

/** Lines, hours and comments: refused when editing is locked globally or the sheet is read-only. */
export function assertContentWritable(viewer: Viewer, sheet: SheetRecord, settings: TimesheetSettings): void {
  assertMayEdit(viewer, sheet);
  if (settings.lockEditing) throw conflict(TIMESHEET_MESSAGES.lockedGlobally);
  const readOnly = isTimesheetReadOnly({
    status: sheet.status,
    isLocked: sheet.isLocked,
    isSubmitting: false,
    lockEditing: settings.lockEditing,
    viewer: statusViewer(viewer, sheet.userId),
  });
  if (readOnly) throw conflict(TIMESHEET_MESSAGES.readOnly);
}

/** The optional `user` argument of the edit mutations must name the sheet's owner. */
export function assertOwnerArgument(sheet: SheetRecord, user: string | null | undefined): void {
  if (user && user !== sheet.userId) throw badUserInput({ user: TIMESHEET_MESSAGES.wrongUser });
}

/** A sheet's steps as the approval rules read them: status, and who can approve. */
export const toSteps = (approvals: readonly ApprovalRecord[]): ApprovalStep[] =>
  approvals.map((step) => ({
    status: step.status,
    canApprove: step.approvers.map((approver) => approver.email),
  }));

/** What the domain status machine needs to decide an action on a sheet for a viewer. */
function actionContext(
  viewer: Viewer,
  record: Pick<TimesheetRecord, 'sheet' | 'approvals'>,
): TimesheetActionContext {
  return {
    status: record.sheet.status,
    approvalsRequired: toSteps(record.approvals),
    viewer: statusViewer(viewer, record.sheet.userId),
    isLocked: record.sheet.isLocked,
  };
}

/** The domain status machine's view of the sheet for the viewer, its steps read in the change's transaction. */
export async function loadActionContext(
  tx: Tx,
  viewer: Viewer,
  sheet: SheetRecord,
): Promise<TimesheetActionContext> {
  return actionContext(viewer, { sheet, approvals: await listApprovals(tx, [sheet.id]) });
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

const toPermission = (decision: ActionDecision): Permission =>
  decision.allowed
    ? { allowed: true, reason: null, warnings: [] }
    : { allowed: false, reason: decision.reason, warnings: [] };

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

/**
 * The submit rules (domain checkSubmit) for a sheet: thresholds from the thresholds table, the W-2 minimum,
 * 2 weeks ahead, the legacy cut-off from configuration and the time-off balances of the window before the week.
 */
export async function runSubmitCheck(
  db: DbOrTx,
  input: {
    sheet: SheetRecord;
    lines: readonly LineItemRecord[];
    settings: TimesheetSettings;
    today: IsoDate;
    /** The submit bounds when already in hand (the view reads them through the cache). */
    threshold?: SubmitThreshold;
    /** The owner's transactions of the time-off window when already loaded with the sheet. */
    timeOffTransactions?: readonly TimeOffTransaction[];
  },
): Promise<SubmitCheck> {
  const lines = input.lines.map(totalsLineOf);
  const timeOffHours = timeOffHoursByType(lines);
  const window = timeOffWindow(input.sheet.endDate);
  // Sequential: `db` may be a transaction, whose one connection runs one query at a time.
  const threshold = input.threshold ?? (await loadSubmitThreshold(db));
  const balances =
    timeOffHours.size === 0
      ? []
      : input.timeOffTransactions
        ? timeOffBalances(input.timeOffTransactions)
        : await loadTimeOffBalances(db, { userId: input.sheet.userId, start: window.start, end: window.end });
  return checkSubmit({
    weekEnd: input.sheet.endDate,
    today: input.today,
    lineItemCount: input.lines.length,
    totalHours: weeklyTotal(lines),
    employeeType: input.sheet.employeeType,
    threshold,
    legacyCutoff: input.settings.legacyCutoff,
    timeOffHours,
    timeOffBalances: balances,
    entries: input.lines.flatMap((line) => line.entries),
  });
}
