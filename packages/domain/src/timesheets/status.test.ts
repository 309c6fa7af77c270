import { describe, expect, it } from 'vitest';
import {
  type ActionDecision,
  type ApprovalStep,
  approverBadgeColor,
  areAttachmentsReadOnly,
  canApprove,
  canCancel,
  canDelete,
  canDeleteAttachment,
  canRecall,
  canSubmit,
  canSubmitManually,
  isLineItemLocked,
  isTimesheetReadOnly,
  parseApprovalStepStatus,
  parseTimesheetStatus,
  STATUS_AFTER,
  statusAfterApprovalSteps,
  statusAfterManualSubmit,
  statusBadgeColor,
  TIMESHEET_STATUSES,
  type TimesheetStatus,
  type Viewer,
} from './status.ts';

const owner: Viewer = { email: 'employee@example.com', isOwner: true, isFinance: false, isAdmin: false };
const finance: Viewer = { email: 'finance@example.com', isOwner: false, isFinance: true, isAdmin: false };
const admin: Viewer = { email: 'admin@example.com', isOwner: false, isFinance: false, isAdmin: true };
const stranger: Viewer = { email: 'pm@example.com', isOwner: false, isFinance: false, isAdmin: false };
const viewers = { owner, finance, admin, stranger };
type ViewerName = keyof typeof viewers;

const pendingStep: ApprovalStep = {
  status: 'Approval Pending',
  canApprove: ['pm@example.com', 'admin@example.com'],
};
const approvedStep: ApprovalStep = { status: 'Approved', canApprove: ['pm@example.com'] };
const declinedStep: ApprovalStep = { status: 'Declined', canApprove: ['pm@example.com'] };

const ok: ActionDecision = { allowed: true };
const no = (reason: string): ActionDecision => ({ allowed: false, reason });
const NOT_EDITOR = no('Only the owner, finance or an admin can change this timesheet');

describe('status values', () => {
  it.each([
    ['Not Submitted', 'Not Submitted'],
    ['Submitted-Pending', 'Submitted-Pending'],
    ['Submitted', 'Submitted-Pending'],
    ['Approved', 'Approved'],
    ['Declined', 'Declined'],
    ['Cancelled', 'Cancelled'],
  ])('reads %j as %j', (raw, status) => {
    expect(parseTimesheetStatus(raw)).toBe(status);
  });

  it.each(['approved', 'Pending', ''])('rejects unknown status %j', (raw) => {
    expect(() => parseTimesheetStatus(raw)).toThrow(`Unknown timesheet status "${raw}"`);
  });

  it('stores exactly the five statuses', () => {
    expect(TIMESHEET_STATUSES).toEqual([
      'Not Submitted',
      'Submitted-Pending',
      'Approved',
      'Declined',
      'Cancelled',
    ]);
  });

  it.each([
    ['Submitted-Pending', 'yellow'],
    ['Declined', 'red'],
    ['Approved', 'green'],
    ['Not Submitted', 'grey'],
    ['Cancelled', 'grey'],
  ] as const)('badge of %s is %s', (status, color) => {
    expect(statusBadgeColor(status)).toBe(color);
  });

  it.each([
    ['Approved', 'Approved', 'green'],
    ['Declined', 'Declined', 'red'],
    ['Pending', 'Approval Pending', 'orange'],
    [null, 'Approval Pending', 'orange'],
  ] as const)('approval step %j reads %s with a %s badge', (raw, step, color) => {
    expect(parseApprovalStepStatus(raw)).toBe(step);
    expect(approverBadgeColor(step)).toBe(color);
  });
});

type Row = [TimesheetStatus, ViewerName, ActionDecision];

describe('submit: from Not Submitted, Declined or Cancelled, by owner, finance or admin', () => {
  const wrongStatus = no('Only Not Submitted, Declined or Cancelled timesheets can be submitted');
  it.each<Row>([
    ['Not Submitted', 'owner', ok],
    ['Declined', 'owner', ok],
    ['Cancelled', 'owner', ok],
    ['Not Submitted', 'finance', ok],
    ['Not Submitted', 'admin', ok],
    ['Submitted-Pending', 'owner', wrongStatus],
    ['Approved', 'owner', wrongStatus],
    ['Not Submitted', 'stranger', NOT_EDITOR],
  ])('%s by %s', (status, viewer, expected) => {
    expect(canSubmit({ status, approvalsRequired: [pendingStep], viewer: viewers[viewer] })).toEqual(
      expected,
    );
  });
});

describe('recall: from Submitted-Pending; Approved only by finance (Gap 10)', () => {
  const wrongStatus = no('Only Submitted-Pending timesheets can be recalled');
  it.each<Row>([
    ['Submitted-Pending', 'owner', ok],
    ['Submitted-Pending', 'admin', ok],
    ['Approved', 'finance', ok],
    ['Approved', 'owner', no('Only finance can recall an approved timesheet')],
    ['Approved', 'admin', no('Only finance can recall an approved timesheet')],
    ['Not Submitted', 'owner', wrongStatus],
    ['Declined', 'owner', wrongStatus],
    ['Cancelled', 'finance', wrongStatus],
    ['Submitted-Pending', 'stranger', NOT_EDITOR],
  ])('%s by %s', (status, viewer, expected) => {
    expect(canRecall({ status, approvalsRequired: [], viewer: viewers[viewer] })).toEqual(expected);
  });
});

describe('manual submit (F-080, F-082): finance or admin, the submit statuses; not their own without approval', () => {
  const NOT_FINANCE = no('Only finance or an admin can submit a timesheet for another user');
  const OWN = no('Your own timesheet must follow the regular approval process');
  const wrongStatus = no('Only Not Submitted, Declined or Cancelled timesheets can be submitted');
  const financeOwner: Viewer = { ...finance, isOwner: true };
  it.each<[TimesheetStatus, Viewer, boolean, ActionDecision]>([
    ['Not Submitted', finance, false, ok],
    ['Not Submitted', finance, true, ok],
    ['Declined', finance, false, ok],
    ['Cancelled', admin, false, ok],
    ['Not Submitted', owner, true, NOT_FINANCE],
    ['Not Submitted', stranger, false, NOT_FINANCE],
    ['Submitted-Pending', finance, false, wrongStatus],
    ['Approved', finance, true, wrongStatus],
    ['Not Submitted', financeOwner, false, OWN],
    ['Not Submitted', financeOwner, true, ok],
  ])('%s by %o, regular approval %s', (status, viewer, regularApproval, expected) => {
    expect(canSubmitManually({ status, approvalsRequired: [], viewer, regularApproval })).toEqual(expected);
  });

  it('goes to Submitted-Pending with the regular approval, else straight to Approved', () => {
    expect(statusAfterManualSubmit(true)).toBe('Submitted-Pending');
    expect(statusAfterManualSubmit(false)).toBe('Approved');
  });
});

describe('cancel: not when Cancelled, Not Submitted, or Approved with approvals required', () => {
  it.each<[TimesheetStatus, boolean, ViewerName, ActionDecision]>([
    ['Submitted-Pending', true, 'owner', ok],
    ['Declined', true, 'owner', ok],
    ['Approved', false, 'owner', ok],
    ['Approved', true, 'owner', no('An approved timesheet with required approvals cannot be cancelled')],
    ['Cancelled', false, 'owner', no('The timesheet is already cancelled')],
    ['Not Submitted', false, 'owner', no('A timesheet that was never submitted cannot be cancelled')],
    ['Submitted-Pending', true, 'stranger', NOT_EDITOR],
  ])('%s (approvals required: %s) by %s', (status, required, viewer, expected) => {
    const approvalsRequired = required ? [approvedStep] : [];
    expect(canCancel({ status, approvalsRequired, viewer: viewers[viewer] })).toEqual(expected);
  });
});

describe('delete: not when Approved or Submitted(-Pending)', () => {
  it.each<Row>([
    ['Not Submitted', 'owner', ok],
    ['Declined', 'owner', ok],
    ['Cancelled', 'admin', ok],
    ['Approved', 'owner', no('An approved timesheet cannot be deleted')],
    ['Submitted-Pending', 'owner', no('A submitted timesheet cannot be deleted; recall it first')],
    ['Not Submitted', 'stranger', NOT_EDITOR],
  ])('%s by %s', (status, viewer, expected) => {
    expect(canDelete({ status, approvalsRequired: [], viewer: viewers[viewer] })).toEqual(expected);
  });

  it('not when the sheet is locked (T-086), whatever its status', () => {
    expect(
      canDelete({ status: 'Not Submitted', approvalsRequired: [], viewer: viewers.owner, isLocked: true }),
    ).toEqual(no('This timesheet is locked and can no longer be changed.'));
  });
});

describe('approve / decline: by an approver of a not-yet-approved step', () => {
  const notApprover = no('You are not an approver of a pending step of this timesheet');
  it.each<[TimesheetStatus, ApprovalStep[], string, ActionDecision]>([
    ['Submitted-Pending', [pendingStep], 'pm@example.com', ok],
    ['Submitted-Pending', [pendingStep], 'ADMIN@example.com', ok],
    ['Submitted-Pending', [approvedStep, pendingStep], 'admin@example.com', ok],
    ['Submitted-Pending', [declinedStep], 'pm@example.com', ok],
    ['Submitted-Pending', [approvedStep], 'pm@example.com', notApprover],
    ['Submitted-Pending', [pendingStep], 'employee@example.com', notApprover],
    ['Submitted-Pending', [], 'pm@example.com', notApprover],
    ['Approved', [pendingStep], 'pm@example.com', no('The timesheet is already approved')],
    [
      'Not Submitted',
      [pendingStep],
      'pm@example.com',
      no('Only submitted timesheets can be approved or declined'),
    ],
    [
      'Cancelled',
      [pendingStep],
      'pm@example.com',
      no('Only submitted timesheets can be approved or declined'),
    ],
  ])('%s with steps %j viewed by %s', (status, approvalsRequired, email, expected) => {
    const viewer = { ...stranger, email };
    expect(canApprove({ status, approvalsRequired, viewer })).toEqual(expected);
  });
});

describe('resulting statuses', () => {
  it.each<[ApprovalStep[], TimesheetStatus]>([
    [[approvedStep], 'Approved'],
    [[approvedStep, approvedStep], 'Approved'],
    [[approvedStep, pendingStep], 'Submitted-Pending'],
    [[approvedStep, declinedStep], 'Declined'],
    [[declinedStep, pendingStep], 'Declined'],
  ])('steps %j give %s', (steps, status) => {
    expect(statusAfterApprovalSteps(steps)).toBe(status);
  });

  it('create, submit, approval on behalf, recall and cancel lead to the spec statuses', () => {
    expect(STATUS_AFTER).toEqual({
      create: 'Not Submitted',
      submit: 'Submitted-Pending',
      approveOnBehalf: 'Approved',
      recall: 'Not Submitted',
      cancel: 'Cancelled',
    });
  });
});

describe('read-only rules', () => {
  const editable = {
    status: 'Not Submitted',
    isLocked: false,
    isSubmitting: false,
    lockEditing: false,
  } as const;
  it.each([
    ['an open sheet of the owner', { ...editable, viewer: owner }, false],
    ['a declined sheet', { ...editable, status: 'Declined', viewer: owner }, false],
    ['a cancelled sheet', { ...editable, status: 'Cancelled', viewer: owner }, false],
    ['a sheet finance edits', { ...editable, viewer: finance }, false],
    ['a locked sheet', { ...editable, isLocked: true, viewer: owner }, true],
    ['a sheet being submitted', { ...editable, isSubmitting: true, viewer: owner }, true],
    ['netsuite-enabled lock', { ...editable, lockEditing: true, viewer: admin }, true],
    ['an approved sheet', { ...editable, status: 'Approved', viewer: owner }, true],
    ['a submitted sheet', { ...editable, status: 'Submitted-Pending', viewer: owner }, true],
    ["another user's sheet", { ...editable, viewer: stranger }, true],
  ] as const)('%s → read-only %s', (_label, input, readOnly) => {
    expect(isTimesheetReadOnly(input)).toBe(readOnly);
  });

  it.each([
    ['Approved', true],
    ['Not Submitted', false],
    [null, false],
  ])('line item with status %j locked: %s', (status, locked) => {
    expect(isLineItemLocked(status)).toBe(locked);
  });

  it.each<[TimesheetStatus, boolean, boolean]>([
    ['Not Submitted', false, true],
    ['Declined', false, false],
    ['Cancelled', false, false],
    ['Submitted-Pending', true, false],
    ['Approved', true, false],
  ])('%s: attachments read-only %s, deletable %s', (status, readOnly, deletable) => {
    expect(areAttachmentsReadOnly(status)).toBe(readOnly);
    expect(canDeleteAttachment(status)).toBe(deletable);
  });
});
