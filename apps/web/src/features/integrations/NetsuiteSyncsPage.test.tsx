import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectRefused, expectUsable } from '../../test/disabledReason.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { callsOf, NOT_CONNECTED, server } from './integrationsTesting.ts';

const sheet = (id: string, status: string, firstName: string) => ({
  __typename: 'FinanceTimesheet',
  _id: id,
  userId: `u-${id}`,
  firstName,
  lastName: 'Person',
  email: `${firstName.toLowerCase()}@example.com`,
  startDate: '20240909',
  endDate: '20240915',
  status,
  totalHours: 16,
  projects: ['Apollo'],
  attachmentCount: 0,
  approvalsRequired: [],
});

const task = (
  id: string,
  sourceId: string | null,
  syncStatus: string | null,
  error: string | null = null,
) => ({
  __typename: 'IntegrationTask',
  _id: id,
  date: '20240909',
  hours: 4,
  project: 'Apollo',
  deliverable: `Deliverable ${id}`,
  integration: { __typename: 'TaskIntegration', sourceId, syncStatus, error },
});

describe('/super-admin/integrations/netsuite/syncs (S-017..S-020)', () => {
  const syncsServer = (
    push = () => ({ pushed: 2, failed: 1, errors: ['09/09 Apollo / Design: Period closed'] }),
    connected = true,
  ) =>
    server(
      {
        FinanceTimesheets: () => ({
          body: {
            data: {
              finance: {
                __typename: 'FinanceQueries',
                timesheets: {
                  __typename: 'FinanceTimesheetPage',
                  total: 2,
                  timesheets: [sheet('ts-1', 'Approved', 'Ada'), sheet('ts-2', 'Submitted-Pending', 'Bob')],
                },
              },
            },
          },
        }),
        IntegrationTimesheetTasks: () => ({
          body: {
            data: {
              admin: {
                __typename: 'AdminQueries',
                timesheetTasks: [
                  task('t-1', '501', 'SYNCED'),
                  task('t-2', null, null),
                  task('t-3', '502', 'ERROR', 'The accounting period is closed.'),
                  task('t-4', '503', 'PENDING_CHANGES'),
                ],
              },
            },
          },
        }),
        PushTimesheetToNetsuite: (variables) => ({
          body: {
            data: {
              pushTimesheetToNetsuite: {
                __typename: 'TimesheetPushResult',
                timesheetId: variables.timesheetId,
                ...push(),
              },
            },
          },
        }),
      },
      connected,
    );

  it('lists Approved sheets by default and pushes only them', async () => {
    const fake = syncsServer();
    const { router } = renderApp('/super-admin/integrations/netsuite/syncs', fake);
    await screen.findByText('Ada Person');
    expect(router.state.location.search).toContain('status=Approved');
    const pushAda = screen.getByRole('button', { name: 'Push the timesheet of Ada Person to NetSuite' });
    const pushBob = screen.getByRole('button', { name: 'Push the timesheet of Bob Person to NetSuite' });
    expectUsable(pushAda);
    expectRefused(pushBob);
    expect(pushBob).toHaveAccessibleDescription(/^Only Approved timesheets can be pushed/);
    fireEvent.click(pushAda);
    await waitFor(() => expect(callsOf(fake, 'PushTimesheetToNetsuite')).toEqual([{ timesheetId: 'ts-1' }]));
    // Failed tasks are reported with NetSuite's reason.
    expect(await screen.findByText('1 of 3 tasks of Ada Person failed to sync')).toBeInTheDocument();
    expect(screen.getByText('09/09 Apollo / Design: Period closed')).toBeInTheDocument();
  });

  it('shows each task’s sync state in the spec’s colours, with its error', async () => {
    renderApp(
      '/super-admin/integrations/netsuite/syncs?start=20240909&end=20240915&status=Approved',
      syncsServer(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show the tasks of Ada Person' }));
    const tasks = await screen.findByRole('table', { name: 'Tasks and their sync state' });
    await within(tasks).findByText('Deliverable t-1');
    const colours = [...tasks.querySelectorAll('[data-sync-color]')].map((tag) => [
      tag.textContent,
      tag.getAttribute('data-sync-color'),
    ]);
    expect(colours).toEqual([
      ['Synced', 'green'],
      ['Not synced', 'red'],
      ['Error', 'red'],
      ['Pending changes', 'orange'],
    ]);
    expect(within(tasks).getByText('The accounting period is closed.')).toBeInTheDocument();
    expect(within(tasks).getByRole('link', { name: '#501' }).getAttribute('href')).toMatch(
      /app\.netsuite\.com\/app\/accounting\/transactions\/timebill\.nl\?id=501$/,
    );
  });
});

describe('/super-admin/integrations/netsuite/syncs while the integration is off', () => {
  it("shows no green 'Synced' tag: each task says the integration is off, with its last recorded state", async () => {
    renderApp(
      '/super-admin/integrations/netsuite/syncs?start=20240909&end=20240915&status=Approved',
      server(
        {
          FinanceTimesheets: () => ({
            body: {
              data: {
                finance: {
                  __typename: 'FinanceQueries',
                  timesheets: {
                    __typename: 'FinanceTimesheetPage',
                    total: 1,
                    timesheets: [sheet('ts-1', 'Approved', 'Ada')],
                  },
                },
              },
            },
          }),
          IntegrationTimesheetTasks: () => ({
            body: {
              data: {
                admin: {
                  __typename: 'AdminQueries',
                  timesheetTasks: [task('t-1', '501', 'SYNCED'), task('t-2', null, null)],
                },
              },
            },
          }),
        },
        false,
      ),
    );
    expect(await screen.findByText(NOT_CONNECTED)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Show the tasks of Ada Person' }));
    const tasks = await screen.findByRole('table', { name: 'Tasks and their sync state' });
    await within(tasks).findByText('Deliverable t-1');
    const colours = [...tasks.querySelectorAll('[data-sync-color]')].map((tag) =>
      tag.getAttribute('data-sync-color'),
    );
    expect(colours).toEqual(['default', 'default']);
    expect(within(tasks).queryByText('Synced')).toBeNull();
    expect(within(tasks).getAllByText('Integration off')).toHaveLength(2);
    expect(within(tasks).getByText('last recorded: Synced')).toBeInTheDocument();
  });
});
