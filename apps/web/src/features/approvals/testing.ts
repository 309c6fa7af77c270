/** Test factories for the approvals screen: sheets as the server answers them. */
import { type AppServerOptions, appServer, employee } from '../../test/fixtures.ts';
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

/** The inline hours of a sheet as ApprovalHours answers them: Apollo/Design 8 a day Mon-Fri, Internal/Admin 1 h on Monday, capped at `total`. */
export function sheetHours(id: string, total: number) {
  const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
  const labels = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const task = (hours: number, key: string) =>
    hours > 0 ? typed('TimesheetTask', { _id: `${id}-${key}`, hours }) : null;
  const design = days.map((_day, i) => (i === 0 ? Math.min(8, total - 1) : 0));
  return typed('Timesheet', {
    _id: id,
    totalHours: total,
    week: days.map((key, i) =>
      typed('TimesheetWeekDay', {
        key,
        label: labels[i] ?? key,
        date: `202409${String(9 + i).padStart(2, '0')}`,
        hours: i === 0 ? total : 0,
      }),
    ),
    lineItems: [
      typed('TimesheetLineItem', {
        _id: `${id}-l1`,
        totalHours: total - 1,
        project: typed('TimesheetProject', { _id: 'p-1', name: 'Apollo', projectCode: 'APL' }),
        deliverable: typed('TimesheetDeliverable', {
          _id: 'd-1',
          deliverableName: 'Design',
          milestoneName: 'Build',
        }),
        ...Object.fromEntries(days.map((day, i) => [`${day}Task`, task(design[i] ?? 0, `d-${day}`)])),
      }),
      typed('TimesheetLineItem', {
        _id: `${id}-l2`,
        totalHours: 1,
        project: typed('TimesheetProject', { _id: 'p-2', name: 'Internal', projectCode: null }),
        deliverable: typed('TimesheetDeliverable', {
          _id: 'd-2',
          deliverableName: 'Admin',
          milestoneName: null,
        }),
        ...Object.fromEntries(days.map((day, i) => [`${day}Task`, task(i === 0 ? 1 : 0, `a-${day}`)])),
      }),
    ],
  });
}

/** The approver of the approvals tests: pm@, in project-management. */
export const pm = {
  ...employee,
  _id: 'u-pm',
  emails: [{ address: 'pm@example.com' }],
  groups: ['project-management'],
};
const project = (id: string, name: string) => typed('TimesheetProject', { _id: id, name, projectCode: null });

export interface Lists {
  pending?: () => ApprovalSheet[];
  approved?: () => ApprovalSheet[];
  week?: () => ApprovalSheet[];
}

/** The approvals screen's server: two managed projects and the lists the test gives. */
export function approvalsServer(
  lists: Lists,
  graphql: AppServerOptions['graphql'] = {},
  configuration?: AppServerOptions['configuration'],
) {
  return appServer({
    me: pm,
    configuration,
    graphql: {
      ManagedProjects: () => ({
        body: {
          data: {
            me: {
              __typename: 'Me',
              _id: 'u-pm',
              projectsThatIManage: [project('p-1', 'Apollo'), project('p-2', 'Zeus')],
            },
          },
        },
      }),
      PendingApprovals: () => ({ body: { data: { pendingTimesheets: lists.pending?.() ?? [] } } }),
      ApprovedTimesheets: () => ({
        body: {
          data: {
            projectManagement: {
              __typename: 'ProjectManagementQueries',
              approvedTimesheets: lists.approved?.() ?? [],
            },
          },
        },
      }),
      WeekApprovals: () => ({
        body: {
          data: {
            projectManagement: { __typename: 'ProjectManagementQueries', timesheets: lists.week?.() ?? [] },
          },
        },
      }),
      ...graphql,
    },
  });
}
