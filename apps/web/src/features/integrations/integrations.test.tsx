import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectDisabledReason, expectRefused, expectUsable } from '../../test/disabledReason.ts';
import { graphqlError } from '../../test/fakeServer.ts';
import { appServer, employee, publicConfiguration } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { resultColumns } from './SuiteqlPage.tsx';

const superAdmin = { ...employee, _id: 'u-root', groups: ['super-admin'] };
const NOT_CONNECTED = 'The accounting system is not connected: set NETSUITE_ACCOUNT_ID on the server.';

const connection = (connected: boolean) => () => ({
  body: {
    data: {
      netsuiteConnection: {
        __typename: 'NetsuiteConnection',
        connected,
        accountId: connected ? 'TSTDRV1' : null,
        message: connected ? null : NOT_CONNECTED,
      },
    },
  },
});

type Handlers = Parameters<typeof appServer>[0] extends infer O
  ? O extends { graphql?: infer G }
    ? G
    : never
  : never;

function server(graphql: Handlers, connected = true) {
  return appServer({
    me: superAdmin,
    configuration: { ...publicConfiguration, 'week-end-day': 'sun' },
    graphql: { NetsuiteConnection: connection(connected), ...graphql },
  });
}

const callsOf = (fake: ReturnType<typeof appServer>, name: string) =>
  fake.calls
    .map((call) => call.body as { operationName?: string; variables?: Record<string, unknown> } | undefined)
    .filter((body) => body?.operationName === name)
    .map((body) => body?.variables);

describe('/super-admin/integrations (S-015, S-016)', () => {
  it('links to the three accounting-system pages and into NetSuite', async () => {
    renderApp('/super-admin/integrations', server({}));
    await screen.findByRole('heading', { name: 'Integrations', level: 1 });
    expect(screen.getByRole('link', { name: /Timesheet Syncs/ })).toHaveAttribute(
      'href',
      '/super-admin/integrations/netsuite/syncs',
    );
    expect(screen.getByRole('link', { name: /SuiteQL Console/ })).toHaveAttribute(
      'href',
      '/super-admin/integrations/netsuite/suiteql',
    );
    expect(screen.getByRole('link', { name: /Project Sync Utilities/ })).toHaveAttribute(
      'href',
      '/super-admin/integrations/netsuite/project-sync-utilities',
    );
    const open = await screen.findByRole('link', { name: /Open NetSuite/ });
    expect(open.getAttribute('href')).toMatch(/^https:\/\/tstdrv1(-sb1)?\.app\.netsuite\.com$/);
  });

  it('says so when the accounting system is not connected', async () => {
    renderApp('/super-admin/integrations', server({}, false));
    expect(await screen.findByText(NOT_CONNECTED)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open NetSuite/ })).not.toBeInTheDocument();
  });
});

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

describe('/super-admin/integrations/netsuite/suiteql (S-021..S-023)', () => {
  it('takes its columns from the rows’ keys', () => {
    expect(
      resultColumns([
        { id: '1', name: 'a' },
        { id: '2', email: 'x' },
      ]),
    ).toEqual(['id', 'name', 'email']);
  });

  it('runs a query (never an empty one) and shows the rows in a table keyed by column', async () => {
    const fake = server({
      RunSuiteql: () => ({
        body: {
          data: {
            admin: {
              __typename: 'AdminQueries',
              suiteql: [
                { id: '7', companyname: 'Apollo' },
                { id: '8', companyname: 'Zeus', entityid: 'Z-1' },
              ],
            },
          },
        },
      }),
    });
    renderApp('/super-admin/integrations/netsuite/suiteql', fake);
    const run = await screen.findByRole('button', { name: /Run/ });
    const box = screen.getByLabelText('SuiteQL query');
    expectRefused(run);
    fireEvent.change(box, { target: { value: '   ' } });
    expectRefused(run);
    fireEvent.change(box, { target: { value: 'SELECT id, companyname FROM job' } });
    expectUsable(run);
    fireEvent.click(run);
    const table = await screen.findByRole('region', { name: 'Results' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['id', 'companyname', 'entityid']);
    expect(within(table).getByText('Zeus')).toBeInTheDocument();
    expect(screen.getByText('2 rows')).toBeInTheDocument();
    expect(callsOf(fake, 'RunSuiteql')).toEqual([{ query: 'SELECT id, companyname FROM job' }]);
  });

  it('shows an error in a red box', async () => {
    renderApp(
      '/super-admin/integrations/netsuite/suiteql',
      server({ RunSuiteql: () => graphqlError('CONFLICT', "Record 'nowhere' was not found.") }),
    );
    fireEvent.change(await screen.findByLabelText('SuiteQL query'), {
      target: { value: 'SELECT * FROM nowhere' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Run/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Record 'nowhere' was not found.");
    expect(alert).toHaveClass('integrations__result-box');
  });
});

const project = (id: string, name: string, status: string | null, sourceId: string | null) => ({
  __typename: 'Project',
  _id: id,
  name,
  status,
  sourceId,
  syncedAt: null,
  client: { __typename: 'Client', _id: 'c-1', name: 'Acme' },
});

const projectsAnswer = (projects: unknown[]) => () => ({
  body: { data: { projectManagement: { __typename: 'ProjectManagementQueries', allProjects: projects } } },
});

const synced = (name: string) => (variables: Record<string, unknown>) => ({
  body: {
    data: {
      [name]: {
        __typename: 'Project',
        _id: variables.projectId,
        name: 'x',
        status: 'In Progress',
        sourceId: '1',
        syncedAt: null,
      },
    },
  },
});

describe('/super-admin/integrations/netsuite/project-sync-utilities (S-024..S-031)', () => {
  const projects = [
    project('p-1', 'Apollo', 'In Progress', '11'),
    project('p-2', 'Zeus', 'In Progress', '12'),
    project('p-3', 'Hera', 'Closed', '13'),
    project('p-4', 'Local', 'In Progress', null),
  ];

  it('lists allProjects(limit 1000, archived false) and syncs one project with the chosen sync', async () => {
    const fake = server({
      SyncToolProjects: projectsAnswer(projects),
      SyncToolFullSync: synced('manualProjectSync'),
      SyncToolDeliverables: () => graphqlError('CONFLICT', 'NetSuite is down'),
    });
    renderApp('/super-admin/integrations/netsuite/project-sync-utilities', fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Full Project Sync: Apollo' }));
    expect(await screen.findByText('Full Project Sync completed for: Apollo')).toBeInTheDocument();
    expect(callsOf(fake, 'SyncToolProjects')).toEqual([{}]);
    const local = screen.getByRole('button', { name: 'Full Project Sync: Local' });
    await expectDisabledReason(local, 'Not linked to NetSuite.');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sync type' }));
    fireEvent.click(await screen.findByTitle('Deliverables Sync'));
    fireEvent.click(await screen.findByRole('button', { name: 'Deliverables Sync: Zeus' }));
    expect(await screen.findByText('Failed to sync project Zeus: NetSuite is down')).toBeInTheDocument();
    expect(callsOf(fake, 'SyncToolDeliverables')).toEqual([{ projectId: 'p-2' }]);
  });

  it('bulk-syncs the In Progress projects linked to NetSuite: 1..n, Complete, cleared after 2 s', async () => {
    const fake = server({
      SyncToolProjects: projectsAnswer(projects),
      SyncToolFullSync: (variables) =>
        variables.projectId === 'p-2'
          ? graphqlError('CONFLICT', 'Job not found')
          : synced('manualProjectSync')(variables),
    });
    renderApp('/super-admin/integrations/netsuite/project-sync-utilities', fake);
    fireEvent.click(await screen.findByRole('button', { name: /Sync All In Progress/ }));
    expect(await screen.findByText('Complete')).toBeInTheDocument();
    expect(callsOf(fake, 'SyncToolFullSync')).toEqual([{ projectId: 'p-1' }, { projectId: 'p-2' }]);
    expect(await screen.findByText('Failed to sync project Zeus: Job not found')).toBeInTheDocument();
    expect(await screen.findByText('1 projects failed to sync')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Complete')).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it('reports success, stops on request, and says when nothing qualifies', async () => {
    let release: () => void = () => {};
    const fake = server({
      SyncToolProjects: projectsAnswer(projects),
      SyncToolProjectOnly: (variables) =>
        new Promise((resolve) => {
          release = () => resolve(synced('syncProjectOnly')(variables));
        }),
    });
    renderApp('/super-admin/integrations/netsuite/project-sync-utilities', fake);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Sync type' }));
    fireEvent.click(await screen.findByTitle('Project Only Sync'));
    fireEvent.click(screen.getByRole('button', { name: /Sync All In Progress/ }));
    expect(await screen.findByText('Syncing 1 of 2: Apollo')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Stop/ }));
    expect(await screen.findByText('Stopping sync after current project completes...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Sync stopped by user. Processed 1 of 2 projects.')).toBeInTheDocument();
    expect(callsOf(fake, 'SyncToolProjectOnly')).toEqual([{ projectId: 'p-1' }]);
  });

  it('finishes with the success message', async () => {
    renderApp(
      '/super-admin/integrations/netsuite/project-sync-utilities',
      server({ SyncToolProjects: projectsAnswer(projects), SyncToolFullSync: synced('manualProjectSync') }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /Sync All In Progress/ }));
    expect(await screen.findByText('Full Project Sync: Successfully synced 2 projects')).toBeInTheDocument();
  });

  it('says when no In Progress project is linked, and when there are no projects at all', async () => {
    const first = renderApp(
      '/super-admin/integrations/netsuite/project-sync-utilities',
      server({ SyncToolProjects: projectsAnswer([project('p-3', 'Hera', 'Closed', '13')]) }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /Sync All In Progress/ }));
    expect(
      await screen.findByText('No "In Progress" projects with NetSuite integration found'),
    ).toBeInTheDocument();
    first.unmount();
    renderApp(
      '/super-admin/integrations/netsuite/project-sync-utilities',
      server({ SyncToolProjects: projectsAnswer([]) }),
    );
    expect(
      await screen.findByText('No projects found. Please check if you have the correct permissions.'),
    ).toBeInTheDocument();
  });
});
