/** Timesheet statuses as stored. The legacy value 'Submitted' is read as 'Submitted-Pending' (Gap 2). */
export const TIMESHEET_STATUSES = [
  'Not Submitted',
  'Submitted-Pending',
  'Approved',
  'Declined',
  'Cancelled',
] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export function isTimesheetStatus(value: string): value is TimesheetStatus {
  return (TIMESHEET_STATUSES as readonly string[]).includes(value);
}

export function parseTimesheetStatus(raw: string): TimesheetStatus {
  if (raw === 'Submitted') return 'Submitted-Pending';
  if (isTimesheetStatus(raw)) return raw;
  throw new Error(`Unknown timesheet status "${raw}"`);
}

export type StatusBadgeColor = 'yellow' | 'red' | 'green' | 'grey';

const BADGE_COLORS: Partial<Record<TimesheetStatus, StatusBadgeColor>> = {
  'Submitted-Pending': 'yellow',
  Declined: 'red',
  Approved: 'green',
};

export function statusBadgeColor(status: TimesheetStatus): StatusBadgeColor {
  return BADGE_COLORS[status] ?? 'grey';
}

/** The state of one approval step: what the approvals panel shows for it. */
export type ApprovalStepStatus = 'Approved' | 'Declined' | 'Approval Pending';

export interface ApprovalStep {
  status: ApprovalStepStatus;
  /** Approver e-mails; the first is the main approver, the others are backups. */
  canApprove: readonly string[];
}

export type ApproverBadgeColor = 'green' | 'red' | 'orange';

export function approverBadgeColor(step: ApprovalStepStatus): ApproverBadgeColor {
  if (step === 'Approved') return 'green';
  if (step === 'Declined') return 'red';
  return 'orange';
}

/** Reads a stored approval-step status; anything but Approved or Declined is pending. */
export function parseApprovalStepStatus(raw: string | null | undefined): ApprovalStepStatus {
  return raw === 'Approved' || raw === 'Declined' ? raw : 'Approval Pending';
}

/** Whether the viewer is named in a step that is not approved yet (e-mails compare case-insensitively). */
export function hasPendingStepFor(steps: readonly ApprovalStep[], email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return steps.some(
    (step) =>
      step.status !== 'Approved' &&
      step.canApprove.some((address) => address.trim().toLowerCase() === wanted),
  );
}

/** Who is looking at a timesheet, as far as the status rules care. */
export interface Viewer {
  email: string;
  isOwner: boolean;
  isFinance: boolean;
  isAdmin: boolean;
}

export interface TimesheetActionContext {
  status: TimesheetStatus;
  approvalsRequired: readonly ApprovalStep[];
  viewer: Viewer;
  /** The sheet is locked (isLocked, T-086): nothing about it may change. */
  isLocked?: boolean;
}

export type ActionDecision = { allowed: true } | { allowed: false; reason: string };

const ALLOWED: ActionDecision = { allowed: true };
const refuse = (reason: string): ActionDecision => ({ allowed: false, reason });
const NOT_EDITOR = refuse('Only the owner, finance or an admin can change this timesheet');

/** Only the owner, finance or an admin may edit, submit, recall, cancel or delete a timesheet. */
export function mayEditTimesheet(viewer: Viewer): boolean {
  return viewer.isOwner || viewer.isFinance || viewer.isAdmin;
}

export function canSubmit({ status, viewer }: TimesheetActionContext): ActionDecision {
  if (!mayEditTimesheet(viewer)) return NOT_EDITOR;
  if (status === 'Not Submitted' || status === 'Declined' || status === 'Cancelled') return ALLOWED;
  return refuse('Only Not Submitted, Declined or Cancelled timesheets can be submitted');
}

export function canRecall({ status, viewer }: TimesheetActionContext): ActionDecision {
  if (!mayEditTimesheet(viewer)) return NOT_EDITOR;
  if (status === 'Submitted-Pending') return ALLOWED;
  // Gap 10: recalling an approved timesheet is a finance correction, not an employee action.
  if (status === 'Approved')
    return viewer.isFinance ? ALLOWED : refuse('Only finance can recall an approved timesheet');
  return refuse('Only Submitted-Pending timesheets can be recalled');
}

/**
 * Finance's submission of another user's sheet (F-080, F-082, /finance/manualTimesheets): finance or an admin
 * only; the status rule of submit (the submit checks follow it). Without the regular approval process the sheet
 * is approved at once, so nobody may approve their own sheet that way.
 */
export function canSubmitManually(
  context: TimesheetActionContext & { regularApproval: boolean },
): ActionDecision {
  const { viewer } = context;
  if (!viewer.isFinance && !viewer.isAdmin) {
    return refuse('Only finance or an admin can submit a timesheet for another user');
  }
  if (!context.regularApproval && viewer.isOwner) {
    return refuse('Your own timesheet must follow the regular approval process');
  }
  return canSubmit(context);
}

/** Status after a manual submission: the regular routing (Submitted-Pending) or straight to Approved (F-082). */
export function statusAfterManualSubmit(regularApproval: boolean): TimesheetStatus {
  return regularApproval ? STATUS_AFTER.submit : STATUS_AFTER.approveOnBehalf;
}

export function canCancel({ status, approvalsRequired, viewer }: TimesheetActionContext): ActionDecision {
  if (!mayEditTimesheet(viewer)) return NOT_EDITOR;
  if (status === 'Cancelled') return refuse('The timesheet is already cancelled');
  if (status === 'Not Submitted') return refuse('A timesheet that was never submitted cannot be cancelled');
  if (status === 'Approved' && approvalsRequired.length > 0) {
    return refuse('An approved timesheet with required approvals cannot be cancelled');
  }
  return ALLOWED;
}

export const LOCKED_TIMESHEET_MESSAGE = 'This timesheet is locked and can no longer be changed.';

export function canDelete({ status, viewer, isLocked }: TimesheetActionContext): ActionDecision {
  if (!mayEditTimesheet(viewer)) return NOT_EDITOR;
  if (isLocked) return refuse(LOCKED_TIMESHEET_MESSAGE);
  if (status === 'Approved') return refuse('An approved timesheet cannot be deleted');
  if (status === 'Submitted-Pending')
    return refuse('A submitted timesheet cannot be deleted; recall it first');
  return ALLOWED;
}

/** Approve and decline share one rule. */
export function canApprove({ status, approvalsRequired, viewer }: TimesheetActionContext): ActionDecision {
  if (status === 'Approved') return refuse('The timesheet is already approved');
  if (status !== 'Submitted-Pending') return refuse('Only submitted timesheets can be approved or declined');
  if (!hasPendingStepFor(approvalsRequired, viewer.email)) {
    return refuse('You are not an approver of a pending step of this timesheet');
  }
  return ALLOWED;
}

/** Status once every step has been decided so far (Gap 32): all approved → Approved, any decline → Declined. */
export function statusAfterApprovalSteps(steps: readonly ApprovalStep[]): TimesheetStatus {
  if (steps.some((step) => step.status === 'Declined')) return 'Declined';
  if (steps.every((step) => step.status === 'Approved')) return 'Approved';
  return 'Submitted-Pending';
}

/** Results of the other transitions; recall returns the sheet to Not Submitted (Gap 34). */
export const STATUS_AFTER = {
  create: 'Not Submitted',
  submit: 'Submitted-Pending',
  /** Finance's manual submission without the regular approval process (F-082). */
  approveOnBehalf: 'Approved',
  recall: 'Not Submitted',
  cancel: 'Cancelled',
} as const satisfies Record<string, TimesheetStatus>;

export interface EditabilityInput {
  status: TimesheetStatus;
  isLocked: boolean;
  /** True while a submit request for this sheet is in flight. */
  isSubmitting: boolean;
  /** Configuration netsuite-enabled is 'true': editing is locked globally. */
  lockEditing: boolean;
  viewer: Viewer;
}

/** Whether hours, lines and comments of the sheet are read-only. */
export function isTimesheetReadOnly(input: EditabilityInput): boolean {
  return (
    !mayEditTimesheet(input.viewer) ||
    input.isLocked ||
    input.isSubmitting ||
    input.lockEditing ||
    input.status === 'Approved' ||
    input.status === 'Submitted-Pending'
  );
}

/** An approved line item stays locked even when the rest of the sheet is editable. */
export function isLineItemLocked(lineStatus: string | null | undefined): boolean {
  return lineStatus === 'Approved';
}

export function areAttachmentsReadOnly(status: TimesheetStatus): boolean {
  return status === 'Submitted-Pending' || status === 'Approved';
}

export function canDeleteAttachment(status: TimesheetStatus): boolean {
  return status === 'Not Submitted';
}
