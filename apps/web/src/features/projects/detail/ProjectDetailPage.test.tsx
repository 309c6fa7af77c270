import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appServer, employee } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';

afterEach(() => vi.unstubAllGlobals());

const pm = { ...employee, _id: 'u-pm', groups: ['project-management'] };

describe('project detail while it loads', { timeout: 60_000 }, () => {
  it('shows a project just created by its name, in the page and the tab title, not bare skeletons', async () => {
    // The project's own query has not answered yet.
    const server = appServer({ me: pm, graphql: { ProjectDetail: () => new Promise(() => undefined) } });
    renderApp(
      { pathname: '/project-management/projects/p-new', state: { projectName: 'Zeus Rollout' } },
      server,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zeus Rollout' }, { timeout: 45_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Zeus Rollout | Project Details'));
  });

  it("titles any project's tab 'Project Details' while it loads, not the section's name", async () => {
    const server = appServer({ me: pm, graphql: { ProjectDetail: () => new Promise(() => undefined) } });
    renderApp('/project-management/projects/p-1/summary', server);
    await waitFor(() => expect(document.title).toBe('Project Details'), { timeout: 20_000 });
  });
});
