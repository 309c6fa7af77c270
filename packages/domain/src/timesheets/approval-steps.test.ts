import { describe, expect, it } from 'vitest';
import { type ApproverSetting, type ProjectApproverResource, planApprovalSteps } from './approval-steps.ts';

const resources: ProjectApproverResource[] = [
  { projectId: 'p1', email: 'EM@example.com', role: 'Engagement Manager', timesheetApprover: false },
  { projectId: 'p1', email: 'lead@example.com', role: 'Consultant', timesheetApprover: true },
  { projectId: 'p1', email: 'dev@example.com', role: null, timesheetApprover: false },
  { projectId: 'p2', email: 'pm2@example.com', role: 'Project Manager', timesheetApprover: true },
];
const individual = (value: string, delegated = false): ApproverSetting => ({
  type: 'individual',
  value,
  delegated,
});
const plan = (settings: ApproverSetting[], projectIds = ['p1', 'p2']) =>
  planApprovalSteps({ ownerEmail: 'me@example.com', projectIds, settings, resources });

describe('planApprovalSteps', () => {
  it('gives each project the individual approvers in order, main approver first', () => {
    expect(plan([individual('pm@example.com'), individual('admin@example.com')])).toEqual([
      { projectId: 'p1', canApprove: ['pm@example.com', 'admin@example.com'] },
      { projectId: 'p2', canApprove: ['pm@example.com', 'admin@example.com'] },
    ]);
  });

  it('expands role approvers per project (role match, then flagged approvers) and puts delegated ones last', () => {
    const settings: ApproverSetting[] = [
      individual('backup@example.com', true),
      { type: 'role', value: 'Engagement Manager', delegated: false },
      { type: 'self', value: '', delegated: false },
    ];
    expect(plan(settings)).toEqual([
      {
        projectId: 'p1',
        canApprove: ['em@example.com', 'lead@example.com', 'me@example.com', 'backup@example.com'],
      },
      { projectId: 'p2', canApprove: ['pm2@example.com', 'me@example.com', 'backup@example.com'] },
    ]);
  });

  it('falls back to the timesheet approvers of each project, dropping duplicates and empty steps', () => {
    expect(plan([], ['p1', 'p1', 'p3'])).toEqual([{ projectId: 'p1', canApprove: ['lead@example.com'] }]);
  });
});
