import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectDisabledReason } from '../../test/disabledReason.ts';
import { graphqlError } from '../../test/fakeServer.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { callsOf, server } from './integrationsTesting.ts';

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
