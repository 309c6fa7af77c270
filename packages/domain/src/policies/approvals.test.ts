import { describe, expect, it } from 'vitest';
import type { GroupName } from '../auth/groups.ts';
import type { ApprovalStep } from '../timesheets/status.ts';
import {
  approvalDecision,
  approverCancelDecision,
  approverRole,
  mayReadTimesheetReport,
} from './approvals.ts';
import type { PolicyViewer } from './viewer.ts';

const viewer = (userId: string, groups: GroupName[] = [], email = `${userId}@example.com`): PolicyViewer => ({
  userId,
  email,
  groups,
});
const steps: ApprovalStep[] = [
  { status: 'Approved', canApprove: ['lead@example.com'] },
  { status: 'Approval Pending', canApprove: ['PM@example.com', 'backup@example.com'] },
];
const pending = { ownerId: 'owner', status: 'Submitted-Pending' as const, steps };

describe('approval policies', () => {
  it.each([
    ['the main approver (case-insensitive)', viewer('pm'), true],
    ['a backup approver', viewer('backup'), true],
    ['an approver of an approved step only', viewer('lead'), false],
    ['the owner', viewer('owner'), false],
    ['finance without approver rights', viewer('f', ['finance']), false],
    ['an admin without approver rights', viewer('a', ['admin']), false],
  ])('approve/decline: %s → %s', (_label, who, expected) => {
    expect(approvalDecision(who, pending).allowed).toBe(expected);
  });

  it('refuses approved sheets and sheets not submitted, with the domain reason', () => {
    expect(approvalDecision(viewer('pm'), { ...pending, status: 'Approved' })).toEqual({
      allowed: false,
      reason: 'The timesheet is already approved',
    });
    expect(approvalDecision(viewer('pm'), { ...pending, status: 'Cancelled' }).allowed).toBe(false);
  });

  it('tells main from backup approvers', () => {
    expect(approverRole(viewer('pm'), steps)).toBe('main');
    expect(approverRole(viewer('lead'), steps)).toBe('main');
    expect(approverRole(viewer('backup'), steps)).toBe('backup');
    expect(approverRole(viewer('other'), steps)).toBeNull();
  });

  it('lets approvers of a pending step cancel under the status rule of cancel', () => {
    expect(approverCancelDecision(viewer('backup'), pending)).toEqual({ allowed: true });
    expect(approverCancelDecision(viewer('lead'), pending)).toBeNull();
    expect(approverCancelDecision(viewer('pm'), { ...pending, status: 'Cancelled' })?.allowed).toBe(false);
  });

  it.each([
    ['the owner', viewer('owner'), [], true],
    ['finance', viewer('f', ['finance']), [], true],
    ['an admin', viewer('a', ['admin']), [], true],
    ['an approver of a decided step', viewer('lead'), [], true],
    ['an approver named in the settings', viewer('named'), [], true],
    ['a manager of a project on the sheet', viewer('m'), ['p1'], true],
    ['anyone else', viewer('other', ['project-management']), [], false],
  ])('report: %s → %s', (_label, who, managed, expected) => {
    const facts = {
      ownerId: 'owner',
      steps,
      approverSettingEmails: ['named@example.com'],
      managedProjectIds: managed,
    };
    expect(mayReadTimesheetReport(who, facts)).toBe(expected);
  });
});
