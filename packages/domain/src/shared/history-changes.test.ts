import { describe, expect, it } from 'vitest';
import { historyAction } from './history.ts';
import { historyChanges, historyFieldLabel, historyFieldValue } from './history-changes.ts';

const ADA = '6f1c2a9e-0000-4000-8000-000000000001';
const APOLLO = '6f1c2a9e-0000-4000-8000-000000000002';
const ZEUS = '6f1c2a9e-0000-4000-8000-000000000003';
const names = new Map([
  [ADA, 'Ada Admin'],
  [APOLLO, 'Apollo'],
  [ZEUS, 'Zeus'],
]);

describe('history changes read as a person understands them (issue #17)', () => {
  it('names webhook events as X-Tally-Event does, never by their enum values', () => {
    expect(
      historyChanges('webhook-created', {
        webhookId: 'w1',
        byUserId: ADA,
        url: 'https://hooks.example.com/tally',
        events: ['TIMESHEET_APPROVED', 'PROJECT_BUDGET_THRESHOLD', 'USER_DEACTIVATED'],
      }),
    ).toEqual([
      { field: 'URL', from: '', to: 'https://hooks.example.com/tally' },
      {
        field: 'Events',
        from: '',
        to: 'timesheet.approved, project.budget_threshold, user.deactivated',
      },
    ]);
  });

  it('shows budget used as a percent, not a fraction', () => {
    expect(historyChanges('budget-used-updated', { projectId: APOLLO, budgetUsed: 0.8 })).toEqual([
      { field: 'Budget used', from: '', to: '80 %' },
    ]);
    expect(historyFieldValue('budgetUsed', 0.4567)).toBe('45.67 %');
    expect(historyFieldValue('budgetUsed', 1.2)).toBe('120 %');
  });

  it('shows money with two decimals, flags and ids in words', () => {
    expect(
      historyChanges(
        'user-updated',
        {
          byUserId: ADA,
          changes: [
            { field: 'defaultRate', from: '80', to: '92.5' },
            { field: 'supervisorId', from: null, to: ADA },
            { field: 'firstName', from: 'Erin', to: 'Erinn' },
          ],
        },
        names,
      ),
    ).toEqual([
      { field: 'Default rate', from: '$80.00', to: '$92.50' },
      { field: 'Supervisor', from: '', to: 'Ada Admin' },
      { field: 'First name', from: 'Erin', to: 'Erinn' },
    ]);
    expect(
      historyChanges('project-updated', {
        projectId: APOLLO,
        changes: [
          { field: 'budget', from: '25000.00', to: '25000.5' },
          { field: 'globallyVisible', from: false, to: true },
        ],
      }),
    ).toEqual([
      { field: 'Budget', from: '$25,000.00', to: '$25,000.50' },
      { field: 'Visible to everyone', from: 'No', to: 'Yes' },
    ]);
    expect(historyChanges('user-created', { byUserId: ADA, notify: true, password: false })).toEqual([
      { field: 'Welcome mail', from: '', to: 'Sent' },
      { field: 'Password', from: '', to: 'Not set' },
    ]);
  });

  it('says which projects an approval decided, by name', () => {
    expect(
      historyChanges(
        'timesheet-approved',
        {
          timesheetId: 's1',
          byUserId: ADA,
          projectIds: [APOLLO, ZEUS],
          changes: [{ field: 'status', from: 'Submitted-Pending', to: 'Approved' }],
        },
        names,
      ),
    ).toEqual([
      { field: 'Status', from: 'Submitted-Pending', to: 'Approved' },
      { field: 'Projects', from: '', to: 'Apollo, Zeus' },
    ]);
    // Finance approving a whole sheet names no project: nothing is said about projects.
    expect(
      historyChanges('timesheet-approved', {
        projectIds: [],
        changes: [{ field: 'status', from: 'Submitted-Pending', to: 'Approved' }],
      }),
    ).toEqual([{ field: 'Status', from: 'Submitted-Pending', to: 'Approved' }]);
  });

  it('reads tokens, sign-ins, groups, approvers and quick edits in words', () => {
    expect(
      historyChanges('access-token-created', {
        accessTokenId: 't',
        name: 'Payroll sync',
        scope: 'READ_WRITE',
      }),
    ).toEqual([
      { field: 'Name', from: '', to: 'Payroll sync' },
      { field: 'Scope', from: '', to: 'Read and write' },
    ]);
    expect(historyChanges('sign-in-failed', { method: 'oidc', reason: 'no-account' })).toEqual([
      { field: 'Method', from: '', to: 'Single sign-on' },
      { field: 'Reason', from: '', to: 'No account has this e-mail' },
    ]);
    expect(historyChanges('password-changed', { method: 'admin-reset', byUserId: ADA })).toEqual([
      { field: 'Method', from: '', to: 'Reset by an admin' },
    ]);
    expect(historyChanges('user-group-added', { byUserId: ADA, group: 'project-management' })).toEqual([
      { field: 'Group', from: '', to: 'Project Management' },
    ]);
    expect(
      historyChanges('user-approver-added', { type: 'role', value: 'Project Manager', delegated: true }),
    ).toEqual([{ field: 'Approver', from: '', to: 'Role: Project Manager (delegated)' }]);
    expect(
      historyChanges('user-approver-removed', {
        type: 'individual',
        value: 'pat@example.com',
        delegated: false,
      }),
    ).toEqual([{ field: 'Approver', from: 'pat@example.com', to: '' }]);
    expect(
      historyChanges(
        'admin-collection-updated',
        { collection: 'projects', documentId: APOLLO, fieldKey: 'owner', from: null, to: ADA },
        names,
      ),
    ).toEqual([{ field: 'Owner', from: '', to: 'Ada Admin' }]);
    expect(
      historyChanges('admin-collection-updated', {
        collection: 'projects',
        documentId: APOLLO,
        fieldKey: 'totalBilledAmount',
        from: 1200,
        to: 1250.5,
      }),
    ).toEqual([{ field: 'Total billed amount', from: '$1,200.00', to: '$1,250.50' }]);
  });

  it('labels unknown fields and actions in words rather than as keys', () => {
    expect(historyFieldLabel('someNewField')).toBe('Some new field');
    expect(historyAction('project-budget-threshold')).toBe('Project budget threshold');
    expect(historyAction('timesheets-resubmitted')).toBe('Timesheet resubmitted');
  });
});
