/** Test factories for the approvals screen: sheets as the server answers them. */
import { permission, typed } from '../timesheets/shared/testing.ts';
import type { ApprovalSheet } from './approvalsModel.ts';

export function step(canApprove: string[], status = 'Approval Pending', projectId = 'p-1') {
  return typed('TimesheetApproval', {
    _id: `step-${canApprove.join('-')}-${projectId}`,
    projectId,
    status,
    canApprove,
    approvers: canApprove.map((email) =>
      typed('TimesheetApprover', { email, name: email.split('@')[0] ?? email, image: null }),
    ),
  });
}

export function approvalSheet(overrides: Partial<ApprovalSheet> & { name?: string } = {}): ApprovalSheet {
  const { name = 'Erin Employee', ...rest } = overrides;
  const id = rest._id ?? 'ts-1';
  const [firstName = '', lastName = ''] = name.split(' ');
  const approved = rest.status === 'Approved';
  return typed('Timesheet', {
    _id: id,
    userId: `u-${id}`,
    user: typed('TimesheetUser', { _id: `u-${id}`, imageUrl: null, firstName, lastName }),
    status: 'Submitted-Pending',
    totalHours: 40,
    endDate: '20240915',
    approverRole: 'main',
    approvalsRequired: [
      step(['pm@example.com', 'admin@example.com'], approved ? 'Approved' : 'Approval Pending'),
    ],
    canApprove: approved ? permission(false, 'The timesheet is already approved') : permission(true),
    canCancelAsApprover: approved
      ? permission(false, 'An approved timesheet with required approvals cannot be cancelled')
      : permission(true),
    ...rest,
  });
}
