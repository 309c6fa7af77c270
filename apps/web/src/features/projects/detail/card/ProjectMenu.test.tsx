import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectHeaderFragment } from '../../../../graphql/generated/graphql.ts';
import { appServer } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/renderApp.tsx';
import { ProjectMenu } from './ProjectMenu.tsx';

afterEach(() => vi.unstubAllGlobals());

const project = (overrides: Partial<ProjectHeaderFragment> = {}) =>
  ({
    __typename: 'Project',
    _id: 'p-1',
    name: 'Apollo',
    archived: false,
    budgetUsed: 0.5,
    canManage: true,
    ...overrides,
  }) as ProjectHeaderFragment;

const settings = (lockEditing = false) => ({
  __typename: 'ProjectSettings' as const,
  lockEditing,
  accountingUrlSet: false,
  resourceAssignments: false,
  allowDeductingExpenses: false,
  changeOrderPrefix: null,
});

function open(p: ProjectHeaderFragment, locked = false, graphql = {}) {
  const server = appServer({ graphql });
  renderWithProviders(
    <ProjectMenu project={p} settings={settings(locked)} kind="mine" refetchProject={() => {}} />,
    server,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Project actions' }));
  return server;
}

describe('ProjectMenu', () => {
  it('puts focus on its first item when opened, where the arrow keys work', async () => {
    open(project());
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    const items = screen.getAllByRole('menuitem');
    const position = () => items.findIndex((item) => item === document.activeElement);
    // The first item holds focus; antd's menu moves it with the arrow keys from there (happy-dom has no
    // layout, so rc-menu's visibility check cannot be exercised here).
    await waitFor(() => expect(position()).toBe(0));
  });

  it("keeps Delete disabled until the project is archived ('Only archived projects can be deleted')", async () => {
    open(project());
    const item = await screen.findByRole('menuitem', { name: 'Delete' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Refresh Data' })).toBeNull();
  });

  it('shows the first server error as an error notification when deleting fails', async () => {
    open(project({ archived: true }), false, {
      DeleteProject: () => ({
        body: {
          data: null,
          errors: [
            {
              message: 'This project has timesheet entries and cannot be deleted.',
              extensions: { code: 'CONFLICT' },
            },
            { message: 'second', extensions: { code: 'CONFLICT' } },
          ],
        },
      }),
    });
    await screen.findByRole('menuitem', { name: 'Unarchive' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(/This project has timesheet entries and cannot be deleted\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/second/)).toBeNull();
  });

  it('says whether recalculating the budget used worked', async () => {
    open(project(), false, {
      RecalculateBudgetUsed: () => ({
        body: { data: { updateBudgetUsed: { __typename: 'Project', _id: 'p-1', budgetUsed: 0.6 } } },
      }),
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Recalculate budget used' }));
    expect(await screen.findByText('Budget used recalculated')).toBeInTheDocument();
  });

  it("reports 'Error recalculating budget used' on failure, and offers Refresh Data only while locked", async () => {
    open(project(), true, {
      RecalculateBudgetUsed: () => ({ body: { data: null, errors: [{ message: 'boom' }] } }),
    });
    expect(await screen.findByRole('menuitem', { name: 'Refresh Data' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Clone Project' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Recalculate budget used' }));
    await waitFor(() => expect(screen.getByText('Error recalculating budget used')).toBeInTheDocument());
  });
});
