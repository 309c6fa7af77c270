import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appServer } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/renderApp.tsx';
import type { ApprovalSheet } from '../../../approvals/approvalsModel.ts';
import { approvalSheet } from '../../../approvals/testing.ts';
import { permission } from '../../../timesheets/shared/testing.ts';
import type { ProjectTabProps } from '../../detail/ProjectTabProps.ts';
import TimesheetsTab from './TimesheetsTab.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2024, 8, 20, 10)); // Friday 09/20/2024, week ending Sunday 09/22
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function sheetsServer(sheets: () => ApprovalSheet[]) {
  return appServer({
    graphql: {
      WeekApprovals: () => ({
        body: {
          data: { projectManagement: { __typename: 'ProjectManagementQueries', timesheets: sheets() } },
        },
      }),
      ApproveTimesheet: () => ({ body: { data: { approveTimesheetLineItems: sheets()[0] } } }),
    },
  });
}

const variablesOf = (server: ReturnType<typeof appServer>, operation: string) =>
  server.calls
    .map((call) => call.body as { operationName?: string; variables?: unknown })
    .filter((body) => body?.operationName === operation)
    .map((body) => body.variables);

function renderTab(server: ReturnType<typeof appServer>) {
  return renderWithProviders(
    <TimesheetsTab
      project={{ _id: 'p-1', name: 'Apollo', canManage: true } as unknown as ProjectTabProps['project']}
      settings={{} as ProjectTabProps['settings']}
      kind="mine"
      refetchProject={() => {}}
    />,
    server,
  );
}

describe('project Timesheets tab', { timeout: 30_000 }, () => {
  it('asks for the project sheets of this week and the four before, with showAll for managers', async () => {
    const server = sheetsServer(() => []);
    renderTab(server);
    expect(await screen.findByText('No timesheets found')).toBeInTheDocument();
    expect(variablesOf(server, 'WeekApprovals')[0]).toEqual({
      startDate: '20240819',
      endDate: '20240922',
      projectId: 'p-1',
      showAll: true,
      showNotSubmitted: false,
    });
    fireEvent.click(screen.getByLabelText('Show not submitted'));
    await waitFor(() =>
      expect(variablesOf(server, 'WeekApprovals').at(-1)).toMatchObject({ showNotSubmitted: true }),
    );
  });

  it('highlights 50 hours or more, filters by name and follows the server permissions', async () => {
    const server = sheetsServer(() => [
      approvalSheet({ _id: 'a', name: 'Ada Lovelace', totalHours: 50 }),
      approvalSheet({ _id: 'b', name: 'Bob Stone', totalHours: 49.75, status: 'Approved' }),
      approvalSheet({
        _id: 'c',
        name: 'Cy Adams',
        status: 'Cancelled',
        canCancelAsApprover: permission(false, 'The timesheet is cancelled'),
      }),
    ]);
    renderTab(server);
    const list = await screen.findByRole('list', { name: 'Timesheets' });
    const card = (name: string) => within(list).getByText(name).closest('li') as HTMLElement;
    expect(within(card('Ada Lovelace')).getByText('This timesheet has over 50 hours')).toBeInTheDocument();
    expect(within(card('Bob Stone')).queryByText('This timesheet has over 50 hours')).toBeNull();
    expect(
      within(card('Bob Stone')).getByRole('button', { name: "Approve Bob Stone's timesheet" }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(card('Cy Adams')).getByRole('button', { name: "Cancel Cy Adams's timesheet" }),
    ).toHaveAttribute('aria-disabled', 'true');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'aDa' } });
    expect(within(list).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(list).getByText('Cy Adams')).toBeInTheDocument();
    expect(within(list).queryByText('Bob Stone')).toBeNull();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No timesheets found with selected filter')).toBeInTheDocument();
  });

  it('refetches the list after an approval', async () => {
    const server = sheetsServer(() => [approvalSheet({ _id: 'a', name: 'Ada Lovelace' })]);
    renderTab(server);
    fireEvent.click(await screen.findByRole('button', { name: "Approve Ada Lovelace's timesheet" }));
    await waitFor(() => expect(variablesOf(server, 'WeekApprovals').length).toBeGreaterThan(1));
  });
});
