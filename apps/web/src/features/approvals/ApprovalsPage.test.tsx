import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectRefused } from '../../test/disabledReason.ts';
import { graphqlError } from '../../test/fakeServer.ts';
import type { appServer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { typed, viewSheet } from '../timesheets/shared/testing.ts';
import { approvalSheet, approvalsServer, sheetHours, step } from './testing.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2024, 8, 20, 10)); // Friday 09/20/2024, week ending Sunday 09/22
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const variablesOf = (server: ReturnType<typeof appServer>, operation: string) =>
  server.calls
    .map((call) => call.body as { operationName?: string; variables?: unknown })
    .filter((body) => body?.operationName === operation)
    .map((body) => body.variables);

describe('/project-management/timesheets', { timeout: 30_000 }, () => {
  it('shows the pending view by default: the first managed project preselected and both empty texts', async () => {
    const server = approvalsServer({});
    const { router } = renderApp('/project-management/timesheets', server);
    expect(
      await screen.findByText('You currently do not have any timesheets to approve.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You do not have any approved timesheets for this time period'),
    ).toBeInTheDocument();
    expect(variablesOf(server, 'PendingApprovals')).toContainEqual({ projectId: 'p-1' });
    expect(variablesOf(server, 'ApprovedTimesheets')).toContainEqual({ endDate: '20240922' });

    fireEvent.click(screen.getByText('View by Week'));
    await waitFor(() => expect(router.state.location.search).toBe('?view=View+by+Week'));
    expect(await screen.findAllByText('No timesheets found')).toHaveLength(2);
    expect(variablesOf(server, 'WeekApprovals')[0]).toMatchObject({
      startDate: '20240916',
      endDate: '20240922',
    });
  });

  it('lists pending and approved sheets with status, steps and permission-driven actions', async () => {
    const server = approvalsServer({
      pending: () => [approvalSheet({ _id: 'a', name: 'Ada Lovelace', totalHours: 37.5 })],
      approved: () => [approvalSheet({ _id: 'b', name: 'Bob Stone', status: 'Approved' })],
    });
    renderApp('/project-management/timesheets/20240915', server);
    const pending = await screen.findByRole('table', { name: 'Pending Timesheet Approvals' });
    const row = within(pending).getByText('Ada Lovelace').closest('tr') as HTMLElement;
    expect(within(row).getByText('09/15/2024')).toBeInTheDocument();
    expect(within(row).getByText('37.5')).toBeInTheDocument();
    expect(within(row).getByText('Submitted-Pending')).toHaveAttribute('data-status-color', 'gold');
    expect(within(row).getByText(/pm \+1: Approval Pending/)).toHaveAttribute(
      'data-approver-color',
      'orange',
    );
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/reports/timesheets/a?options=project-filter&projectId=p-1',
    );
    const approved = await screen.findByRole('table', { name: 'Approved Timesheets' });
    await within(approved).findByText('Bob Stone');
    expectRefused(within(approved).getByRole('button', { name: "Approve Bob Stone's timesheet" }));
    expectRefused(within(approved).getByRole('button', { name: "Cancel Bob Stone's timesheet" }));
    expect(variablesOf(server, 'ApprovedTimesheets')).toContainEqual({ endDate: '20240915' });
  });

  it('approves, refetching the lists and the menu badge', async () => {
    let pending = [approvalSheet({ _id: 'a', name: 'Ada Lovelace' })];
    const approvals: unknown[] = [];
    const server = approvalsServer(
      { pending: () => pending },
      {
        ApproveTimesheet: (variables) => {
          approvals.push(variables);
          pending = [];
          return {
            body: { data: { approveTimesheetLineItems: approvalSheet({ _id: 'a', status: 'Approved' }) } },
          };
        },
      },
    );
    renderApp('/project-management/timesheets', server);
    fireEvent.click(await screen.findByRole('button', { name: "Approve Ada Lovelace's timesheet" }));
    expect(
      await screen.findByText('You currently do not have any timesheets to approve.'),
    ).toBeInTheDocument();
    expect(approvals).toEqual([{ timesheetId: 'a' }]);
    await waitFor(() => expect(variablesOf(server, 'ShellMe').length).toBeGreaterThan(1));
  });

  it('declines only with comments', async () => {
    const declines: unknown[] = [];
    const server = approvalsServer(
      { pending: () => [approvalSheet({ _id: 'a', name: 'Ada Lovelace' })] },
      {
        DeclineTimesheet: (variables) => {
          declines.push(variables);
          return {
            body: { data: { declineTimesheetLineItems: approvalSheet({ _id: 'a', status: 'Declined' }) } },
          };
        },
      },
    );
    renderApp('/project-management/timesheets', server);
    fireEvent.click(await screen.findByRole('button', { name: "Decline Ada Lovelace's timesheet" }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline timesheet' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(declines).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Comments'), { target: { value: 'Missing Friday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(declines).toEqual([{ timesheetId: 'a', comments: 'Missing Friday' }]));
    expect(await screen.findByText('Timesheet declined')).toBeInTheDocument();
  });

  it('cancels with optional comments', async () => {
    const cancels: unknown[] = [];
    const server = approvalsServer(
      { pending: () => [approvalSheet({ _id: 'a', name: 'Ada Lovelace' })] },
      {
        CancelTimesheet: (variables) => {
          cancels.push(variables);
          return { body: { data: { cancelTimesheet: viewSheet({ _id: 'a', status: 'Cancelled' }) } } };
        },
      },
    );
    renderApp('/project-management/timesheets', server);
    fireEvent.click(await screen.findByRole('button', { name: "Cancel Ada Lovelace's timesheet" }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel timesheet' });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Cancel Timesheet' }));
    await waitFor(() => expect(cancels).toEqual([{ timesheetId: 'a', comments: null }]));
  });

  it('bulk approves the selected sheets in one call after a confirmation naming sheets and hours', async () => {
    let pending = [
      approvalSheet({ _id: 'a', name: 'Ada Lovelace', totalHours: 40 }),
      approvalSheet({ _id: 'c', name: 'Cy Young', totalHours: 37.5 }),
      approvalSheet({ _id: 'd', name: 'Di Prince', totalHours: 10 }),
    ];
    const calls: unknown[] = [];
    const server = approvalsServer(
      { pending: () => pending },
      {
        BulkApproveTimesheets: (variables) => {
          calls.push(variables);
          pending = pending.filter((sheet) => sheet._id === 'd');
          return {
            body: {
              data: {
                bulkApproveTimesheetLineItems: [
                  typed('BulkApprovalResult', { timesheetId: 'a', approved: true, error: null, code: null }),
                  typed('BulkApprovalResult', {
                    timesheetId: 'c',
                    approved: false,
                    error: 'The timesheet is already approved',
                    code: 'CONFLICT',
                  }),
                ],
              },
            },
          };
        },
      },
    );
    renderApp('/project-management/timesheets', server);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Cy Young' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve 2 timesheets?' });
    expect(confirm).toHaveTextContent('2 timesheets with 77.5 hours in total on Apollo will be approved.');
    expect(calls).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve 2' }));
    await waitFor(() => expect(calls).toEqual([{ timesheetIds: ['a', 'c'] }]));
    expect(await screen.findByText('1 timesheet approved')).toBeInTheDocument();
    expect(await screen.findByText('1 could not be approved')).toBeInTheDocument();
    expect(
      screen.getByText('Cy Young, week ending 09/15/2024: The timesheet is already approved'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Approve all (1)' })).toBeInTheDocument();
  });

  it("shows a sheet's hours inline by day, loading the page's sheets in one request", async () => {
    const hoursCalls: unknown[] = [];
    const server = approvalsServer(
      {
        pending: () =>
          [
            approvalSheet({ _id: 'a', name: 'Ada Lovelace', totalHours: 9 }),
            approvalSheet({ _id: 'b', name: 'Ada Lovelace', totalHours: 8, endDate: '20240908' }),
            approvalSheet({ _id: 'c', name: 'Cy Young' }),
          ].map((sheet) => ({ ...sheet, userId: sheet.user.firstName })),
      },
      {
        ApprovalHours: (variables) => {
          hoursCalls.push(variables);
          return {
            body: {
              data: {
                projectManagement: {
                  __typename: 'ProjectManagementQueries',
                  timesheetsByIds: [sheetHours('a', 9), sheetHours('b', 8)],
                },
              },
            },
          };
        },
      },
    );
    renderApp('/project-management/timesheets', server);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Show hours of Ada Lovelace, week ending 09/15/2024' }),
    );
    const hours = await screen.findByRole('region', {
      name: 'Hours of Ada Lovelace, week ending 09/15/2024',
    });
    const monday = within(hours).getByText('Mon 09/09').closest('li') as HTMLElement;
    expect(monday).toHaveTextContent('9 h');
    expect(within(monday).getByText('Apollo (APL) · Build / Design')).toBeInTheDocument();
    expect(within(monday).getByText('Internal · Admin')).toBeInTheDocument();
    expect(within(hours).getByText('Total: 9 hours')).toBeInTheDocument();
    expect(hoursCalls).toEqual([{ timesheetIds: ['a', 'b', 'c'] }]);
    // The person's other sheet: its hours are already here, and its row offers approving all of theirs.
    fireEvent.click(
      screen.getByRole('button', { name: 'Show hours of Ada Lovelace, week ending 09/08/2024' }),
    );
    await screen.findByRole('region', { name: 'Hours of Ada Lovelace, week ending 09/08/2024' });
    expect(hoursCalls).toHaveLength(1);
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Approve all of Ada Lovelace (2)' })[0] as HTMLElement,
    );
    expect(await screen.findByRole('dialog', { name: 'Approve 2 timesheets?' })).toHaveTextContent(
      '2 timesheets with 17 hours in total of Ada Lovelace will be approved.',
    );
  });

  it('says when the hours could not be loaded, and Retry asks again', async () => {
    let fail = true;
    const server = approvalsServer(
      { pending: () => [approvalSheet({ _id: 'a', name: 'Ada Lovelace', totalHours: 9 })] },
      {
        ApprovalHours: () => {
          if (fail) return graphqlError('INTERNAL_SERVER_ERROR', 'The server is down');
          const timesheetsByIds = [sheetHours('a', 9)];
          return {
            body: {
              data: { projectManagement: { __typename: 'ProjectManagementQueries', timesheetsByIds } },
            },
          };
        },
      },
    );
    renderApp('/project-management/timesheets', server);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Show hours of Ada Lovelace, week ending 09/15/2024' }),
    );
    const panel = (await screen.findByText('The hours could not be loaded.')).closest('[role="alert"]');
    expect(panel).toHaveTextContent('The server is down');
    fail = false;
    fireEvent.click(within(panel as HTMLElement).getByRole('button', { name: 'Retry' }));
    const hours = await screen.findByRole('region', {
      name: 'Hours of Ada Lovelace, week ending 09/15/2024',
    });
    expect(within(hours).getByText('Total: 9 hours')).toBeInTheDocument();
  });

  it('says how many sheets wait in other projects and shows all projects in one click', async () => {
    const server = approvalsServer(
      {},
      {
        PendingApprovals: (variables) => ({
          body: {
            data: {
              pendingTimesheets:
                variables.projectId === 'p-1'
                  ? [approvalSheet({ _id: 'a', name: 'Ada Lovelace' })]
                  : ['a', 'b', 'c'].map((id) => approvalSheet({ _id: id, name: `Person ${id}` })),
            },
          },
        }),
      },
    );
    const { router } = renderApp('/project-management/timesheets', server);
    expect(await screen.findByText('2 more waiting in other projects')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all projects' }));
    await waitFor(() => expect(router.state.location.search).toBe('?project=all'));
    const table = await screen.findByRole('table', { name: 'Pending Timesheet Approvals' });
    expect(await within(table).findByText('Person c')).toBeInTheDocument();
    expect(screen.queryByText(/more waiting in other projects/)).toBeNull();
  });

  it(
    "moves focus to the next sheet's Approve after approving or declining",
    { timeout: 60_000 },
    async () => {
      let pending = ['a', 'b', 'c'].map((id) => approvalSheet({ _id: id, name: `Person ${id}` }));
      const drop = (id: unknown) => {
        pending = pending.filter((sheet) => sheet._id !== id);
      };
      const server = approvalsServer(
        { pending: () => pending },
        {
          ApproveTimesheet: (variables) => {
            drop(variables.timesheetId);
            return { body: { data: { approveTimesheetLineItems: approvalSheet({ status: 'Approved' }) } } };
          },
          DeclineTimesheet: (variables) => {
            drop(variables.timesheetId);
            return { body: { data: { declineTimesheetLineItems: approvalSheet({ status: 'Declined' }) } } };
          },
        },
      );
      renderApp('/project-management/timesheets', server);
      fireEvent.click(await screen.findByRole('button', { name: "Approve Person a's timesheet" }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: "Approve Person b's timesheet" })).toHaveFocus(),
      );
      expect(screen.queryByRole('button', { name: "Approve Person a's timesheet" })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: "Decline Person b's timesheet" }));
      const dialog = await screen.findByRole('dialog', { name: 'Decline timesheet' });
      fireEvent.change(within(dialog).getByLabelText('Comments'), { target: { value: 'Fix Monday' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: "Approve Person c's timesheet" })).toHaveFocus(),
      );
    },
  );

  it('shows one approval chip per approver, not one per project step', async () => {
    const steps = ['p-1', 'p-2', 'p-3', 'p-4'].map((projectId) =>
      step(['pm@example.com', 'admin@example.com'], 'Approval Pending', projectId),
    );
    const server = approvalsServer({
      week: () => [approvalSheet({ _id: 'a', name: 'Ada Lovelace', approvalsRequired: steps })],
    });
    renderApp('/project-management/timesheets/20240922?view=View+by+Week', server);
    const mine = await screen.findByRole('list', { name: 'My Timesheets' });
    expect(within(mine).getAllByText(/pm \+1: Approval Pending/)).toHaveLength(1);
  });

  it('week view splits My and Other Timesheets and filters by name and status', async () => {
    const server = approvalsServer({
      week: () => [
        approvalSheet({ _id: 'a', name: 'Ada Lovelace' }),
        approvalSheet({ _id: 'b', name: 'Bob Stone', status: 'Approved', approverRole: 'backup' }),
      ],
    });
    renderApp('/project-management/timesheets/20240922?view=View+by+Week', server);
    const mine = await screen.findByRole('list', { name: 'My Timesheets' });
    expect(within(mine).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Other Timesheets' })).getByText('Bob Stone'),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'BOB' } });
    expect(screen.getByText('No timesheets found with selected filter')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Other Timesheets' })).getByText('Bob Stone'),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Declined'));
    expect(await screen.findAllByText('No timesheets found with selected filter')).toHaveLength(2);
  });
});
