import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { graphqlError } from '../../../test/fakeServer.ts';
import { appServer } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { admin } from '../users/testUsers.ts';

const LONG = 'Discovery workshops, design sprints and delivery. '.repeat(5);

const header = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Project',
  _id: 'tpl-1',
  name: 'Website build',
  description: 'Discovery, design and delivery',
  projectCode: null,
  accountingCode: null,
  accountingCodeSuffix: null,
  ownerId: 'u-admin',
  status: null,
  sectors: [],
  budget: 0,
  proposedBudget: null,
  totalBilledAmount: null,
  budgetUsed: 0,
  deductExpenses: false,
  jobName: null,
  globallyVisible: false,
  complete: false,
  archived: false,
  startDate: null,
  updatedAt: '2026-01-05T10:00:00.000Z',
  syncedAt: null,
  sourceId: null,
  canManage: true,
  client: null,
  endClient: null,
  isTemplate: true,
  ...overrides,
});

const settings = {
  __typename: 'ProjectSettings',
  lockEditing: false,
  accountingUrlSet: false,
  resourceAssignments: true,
  allowDeductingExpenses: false,
  changeOrderPrefix: 'CO',
};

function templatesServer(options: { slow?: boolean } = {}) {
  const created: Record<string, unknown>[] = [];
  const updated: Record<string, unknown>[] = [];
  let current = header();
  const server = appServer({
    me: admin,
    graphql: {
      AdminProjectTemplates: async () => {
        if (options.slow) await new Promise((resolve) => setTimeout(resolve, 400));
        return {
          body: {
            data: {
              templates: [
                { __typename: 'Project', _id: 'tpl-1', name: 'Website build', description: LONG },
                { __typename: 'Project', _id: 'tpl-2', name: 'Audit', description: null },
              ],
            },
          },
        };
      },
      CreateTemplate: (variables) => {
        created.push(variables);
        if (variables.name === 'Taken') {
          return graphqlError('BAD_USER_INPUT', 'Invalid input', { fields: { name: 'Already used' } });
        }
        return {
          body: {
            data: {
              createProject: { __typename: 'Project', _id: 'tpl-9', name: variables.name, description: null },
            },
          },
        };
      },
      TemplateDetail: () => ({
        body: {
          data: {
            projectManagement: {
              __typename: 'ProjectManagementQueries',
              project: current,
              projectSettings: settings,
            },
          },
        },
      }),
      UpdateTemplate: (variables) => {
        updated.push(variables);
        current = header({ name: variables.name, description: variables.description });
        return { body: { data: { updateProject: current } } };
      },
    },
  });
  return { server, created, updated };
}

describe('/admin/project-templates', { timeout: 30_000 }, () => {
  it("shows 'Loading templates', then a card per template with the description cut at 150 (D-048, D-051)", async () => {
    renderApp('/admin/project-templates', templatesServer({ slow: true }).server);
    expect(await screen.findByText('Loading templates', {}, { timeout: 15_000 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Project templates' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const description = within(cards[0]!).getByText(/^Discovery workshops/);
    expect(description.textContent).toHaveLength(150);
    expect(description.textContent?.endsWith('...')).toBe(true);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/admin/project-templates/tpl-1');
    expect(within(cards[1]!).getByText('No description')).toBeInTheDocument();
  });

  it('creates a template: name required on the name field, then createProject(isTemplate) (D-049)', async () => {
    const { server, created } = templatesServer();
    const { router } = renderApp('/admin/project-templates', server);
    fireEvent.click(await screen.findByRole('button', { name: /New Project Template/ }, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/project-templates/new'));
    fireEvent.click(await screen.findByRole('button', { name: /Create Template$/ }, { timeout: 15_000 }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Required');
    expect(created).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Taken' } });
    fireEvent.click(screen.getByRole('button', { name: /Create Template$/ }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Already used'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Retainer ' } });
    fireEvent.change(screen.getByLabelText('Description (optional)'), { target: { value: 'Monthly' } });
    fireEvent.click(screen.getByRole('button', { name: /Create Template$/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/admin\/project-templates\/tpl-9/));
    expect(created.at(-1)).toEqual({ name: 'Retainer', description: 'Monthly' });
  });

  it('shows a template with the Deliverables, Roles and Team tabs and the Update Template drawer (D-050)', async () => {
    const { server, updated } = templatesServer();
    const { router } = renderApp('/admin/project-templates/tpl-1', server);
    expect(
      await screen.findByRole('heading', { name: 'Website build' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/project-templates/tpl-1/deliverables');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Deliverables',
      'Roles',
      'Team',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Roles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/project-templates/tpl-1/roles'));

    fireEvent.click(screen.getByRole('button', { name: /Update Template/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Update Template' });
    const name = within(drawer).getByLabelText('Name');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(within(drawer).getByLabelText('Name')).toHaveAccessibleDescription('Required');
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Website build v2' } });
    fireEvent.change(within(drawer).getByLabelText('Description'), { target: { value: 'Updated' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updated).toEqual([{ projectId: 'tpl-1', name: 'Website build v2', description: 'Updated' }]),
    );
    expect(await screen.findByRole('heading', { name: 'Website build v2' })).toBeInTheDocument();
  });
});
