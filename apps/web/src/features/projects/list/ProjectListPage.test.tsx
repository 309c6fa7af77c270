import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectDisabledReason, expectRefused } from '../../../test/disabledReason.ts';
import { captureExportLinks } from '../../../test/exportLinks.ts';
import { appServer, employee } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { resetViewportAfterEach, setViewportWidth } from '../../../test/viewport.ts';
import { EDITING_LOCKED } from '../editingLocked.ts';
import { VIEW_STORAGE_KEY } from './listParams.ts';

const pm = { ...employee, _id: 'u-pm', groups: ['project-management'] };

function project(index: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Project',
    _id: `p-${index}`,
    name: `Project ${index}`,
    description: null,
    projectCode: `P${index}`,
    status: 'In Progress',
    sectors: [],
    budget: 1000,
    budgetUsed: 0.5,
    archived: false,
    updatedAt: '2024-09-01T00:00:00.000Z',
    canManage: true,
    client: { __typename: 'Client', _id: 'c-1', name: 'Acme Corp', shortName: 'ACME' },
    teamCount: 0,
    team: [],
    ...overrides,
  };
}

const member = (i: number) => ({
  __typename: 'ProjectTeamMember',
  _id: `r-${i}`,
  name: `Person ${i}`,
  firstName: `First${i}`,
  lastName: `Last${i}`,
  imageUrl: null,
});

function listServer(options: {
  me?: typeof employee;
  pages?: (variables: Record<string, unknown>) => unknown[];
  lockEditing?: boolean;
  create?: (variables: Record<string, unknown>) => unknown;
}) {
  const answer = (field: 'myProjects' | 'allProjects') => (variables: Record<string, unknown>) => ({
    body: {
      data: {
        projectManagement: {
          __typename: 'ProjectManagementQueries',
          [field]: options.pages?.(variables) ?? [],
          projectSettings: { __typename: 'ProjectSettings', lockEditing: options.lockEditing ?? false },
        },
      },
    },
  });
  return appServer({
    me: options.me ?? pm,
    graphql: {
      ProjectListMine: answer('myProjects'),
      ProjectListAll: answer('allProjects'),
      ProjectListOptions: () => ({
        body: {
          data: {
            clients: [
              { __typename: 'Client', _id: 'c-1', name: 'Acme Corp', shortName: 'ACME' },
              { __typename: 'Client', _id: 'c-2', name: 'Globex', shortName: 'GLX' },
            ],
            statuses: {
              __typename: 'Taxonomy',
              _id: 't-1',
              terms: ['In Progress', 'Closed', 'Pending'].map((name) => ({
                __typename: 'TaxonomyTerm',
                _id: name,
                name,
              })),
            },
            sectors: { __typename: 'Taxonomy', _id: 't-2', terms: [] },
          },
        },
      }),
      CreateProject: (variables) => ({
        body: options.create?.(variables) ?? {
          data: { createProject: { __typename: 'Project', _id: 'p-new', name: variables.name } },
        },
      }),
      ProjectTemplates: () => ({
        body: {
          data: {
            projectManagement: {
              __typename: 'ProjectManagementQueries',
              projectTemplates: [
                { __typename: 'Project', _id: 'tpl-1', name: 'Implementation Template', description: null },
              ],
            },
          },
        },
      }),
      ProjectDetail: () => ({ body: { data: null, errors: [{ message: 'not in this test' }] } }),
    },
  });
}

const variablesOf = (server: ReturnType<typeof appServer>, operation: string) =>
  server.calls
    .map((call) => call.body as { operationName?: string; variables?: Record<string, unknown> })
    .filter((body) => body?.operationName === operation)
    .map((body) => body.variables ?? {});

/** The Add Project dialog (antd gives every useId 'test-id' under test, so it is found by its title text). */
async function openDialog() {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Add Project')).toBeInTheDocument();
  return dialog;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());
resetViewportAfterEach();

describe('project list page', { timeout: 30_000 }, () => {
  it("titles the list 'Projects I Manage', asks for In Progress projects and shows the empty text", async () => {
    const server = listServer({});
    renderApp('/project-management/projects', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects I Manage' })).toBeInTheDocument();
    expect(await screen.findByText('No Projects Found')).toBeInTheDocument();
    expect(variablesOf(server, 'ProjectListMine')[0]).toMatchObject({
      offset: 0,
      limit: 50,
      status: 'In Progress',
      archived: false,
    });
  });

  it('reads All Projects from allProjects and restores filter, sort and search from the URL', async () => {
    const server = listServer({ pages: () => [project(1)] });
    const filter = encodeURIComponent(
      JSON.stringify({ client: 'c-2', status: null, archived: true, budgetUsed: 75 }),
    );
    const sort = encodeURIComponent(JSON.stringify({ sortBy: 'budgetUsed', sortOrder: -1 }));
    renderApp(`/project-management/all-projects?filter=${filter}&sort=${sort}&search=apollo`, server);
    expect(await screen.findByRole('heading', { level: 1, name: 'All Projects' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Project 1' });
    expect(variablesOf(server, 'ProjectListAll')[0]).toMatchObject({
      client: 'c-2',
      status: null,
      archived: true,
      budgetUsed: 75,
      sortBy: 'budgetUsed',
      sortOrder: -1,
      search: 'apollo',
    });
    expect(screen.getByRole('link', { name: 'Project 1' })).toHaveAttribute(
      'href',
      '/project-management/all-projects/p-1',
    );
    expect(screen.getByLabelText('Search projects')).toHaveValue('apollo');
  });

  it('says why the order button waits until a sort field is chosen, and keeps it in the Tab order', async () => {
    const server = listServer({ pages: () => [project(1)] });
    renderApp('/project-management/projects', server);
    await screen.findByRole('link', { name: 'Project 1' });
    const order = screen.getByRole('button', { name: 'Ascending order' });
    expect(order).toHaveAttribute('aria-disabled', 'true');
    await expectDisabledReason(order, 'Choose a field to sort by first');
    const calls = variablesOf(server, 'ProjectListMine').length;
    fireEvent.click(order);
    expect(variablesOf(server, 'ProjectListMine')).toHaveLength(calls);
  });

  it('switches views, keeping the choice in the URL and in localStorage', async () => {
    const server = listServer({ pages: () => [project(1)] });
    const { router } = renderApp('/project-management/projects', server);
    await screen.findByRole('link', { name: 'Project 1' });
    expect(screen.getByRole('list', { name: 'Projects' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Table'));
    await waitFor(() => expect(router.state.location.search).toContain('viewType=table'));
    expect(localStorage.getItem(VIEW_STORAGE_KEY)).toBe('table');
    expect(await screen.findByRole('columnheader', { name: /Budget Used/ })).toBeInTheDocument();
  });

  it('shows the table as cards of key fields on a phone', async () => {
    setViewportWidth(390);
    const team = Array.from({ length: 2 }, (_, i) => member(i));
    renderApp(
      '/project-management/projects?viewType=table',
      listServer({ pages: () => [project(1, { sectors: ['Energy'], teamCount: 2, team })] }),
    );
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(table.closest('.ant-table-wrapper')).toHaveClass('table-phone-cards');
    const row = within(table).getByRole('link', { name: 'Project 1' }).closest('tr') as HTMLElement;
    const fields = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.getAttribute('data-label'));
    expect(fields).toEqual(['', 'Client', 'Status', 'Budget Used', 'Last Updated']);
    expect(within(row).getByText('50%')).toBeInTheDocument();
    // Code, industry and team are one tap away, in the column chooser.
    expect(screen.getByText(/3 columns\s+left off the cards/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns of Projects' })).toBeInTheDocument();
  });

  it('opens the stored view when the URL has none', async () => {
    localStorage.setItem(VIEW_STORAGE_KEY, 'table');
    renderApp('/project-management/projects', listServer({ pages: () => [project(1)] }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows Load More only after a full page and asks for the next page at the loaded count', async () => {
    const server = listServer({
      pages: (variables) =>
        variables.offset === 0
          ? Array.from({ length: 50 }, (_, i) => project(i))
          : [project(50), project(51)],
    });
    renderApp('/project-management/projects?viewType=list', server);
    await screen.findByRole('link', { name: 'Project 0' });
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('link', { name: 'Project 51' });
    expect(variablesOf(server, 'ProjectListMine').at(-1)).toMatchObject({ offset: 50, limit: 50 });
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('shows no Load More when the first page was not full', async () => {
    renderApp('/project-management/projects', listServer({ pages: () => [project(1), project(2)] }));
    await screen.findByRole('link', { name: 'Project 2' });
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('shows at most 5 avatars plus +N and truncates the grid description', async () => {
    const team = Array.from({ length: 5 }, (_, i) => member(i));
    renderApp(
      '/project-management/projects?viewType=grid',
      listServer({ pages: () => [project(1, { teamCount: 8, team, description: 'd'.repeat(320) })] }),
    );
    const list = await screen.findByRole('list', { name: 'Team of 8' });
    expect(within(list).getAllByRole('img')).toHaveLength(6);
    expect(within(list).getByText('+3')).toBeInTheDocument();
    expect(screen.getByText(`${'d'.repeat(297)}...`)).toBeInTheDocument();
  });

  it('hides Add Project from those outside admin and project-management', async () => {
    renderApp('/project-management/all-projects', listServer({ me: employee, pages: () => [project(1)] }));
    await screen.findByRole('link', { name: 'Project 1' });
    expect(screen.queryByRole('button', { name: /Add Project/ })).toBeNull();
  });

  it('disables Add Project while editing is locked', async () => {
    renderApp('/project-management/projects', listServer({ lockEditing: true }));
    await screen.findByText('No Projects Found');
    const add = screen.getByRole('button', { name: /Add Project/ });
    await expectDisabledReason(add, EDITING_LOCKED);
    expectRefused(add);
    expect(screen.queryByRole('dialog', { name: /Add Project/ })).toBeNull();
  });

  it('validates the Add Project form on its fields and creates a project for a new client', async () => {
    const created: Record<string, unknown>[] = [];
    const server = listServer({
      create: (variables) => {
        created.push(variables);
        return { data: { createProject: { __typename: 'Project', _id: 'p-new', name: variables.name } } };
      },
    });
    const { router } = renderApp('/project-management/projects', server);
    await screen.findByText('No Projects Found');
    fireEvent.click(screen.getByRole('button', { name: /Add Project/ }));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /Create Project/ }));
    expect(within(dialog).getByLabelText('Project Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Client')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'New client' }));
    fireEvent.change(within(dialog).getByLabelText('Project Name'), { target: { value: 'Athena' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Create Project/ }));
    expect(within(dialog).getByLabelText('Client Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Client Short Name')).toHaveAttribute('aria-invalid', 'true');
    expect(created).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Client Name'), { target: { value: 'Initech' } });
    fireEvent.change(within(dialog).getByLabelText('Client Short Name'), { target: { value: 'INI' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Create Project/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project-management/projects/p-new'));
    expect(created[0]).toMatchObject({
      name: 'Athena',
      clientName: 'Initech',
      clientShortName: 'INI',
      existingClientId: null,
      templateId: null,
    });
  });

  it('starts a new project from a template when one is chosen', async () => {
    const created: Record<string, unknown>[] = [];
    const server = listServer({
      create: (variables) => {
        created.push(variables);
        return { data: { createProject: { __typename: 'Project', _id: 'p-new', name: variables.name } } };
      },
    });
    renderApp('/project-management/projects', server);
    await screen.findByText('No Projects Found');
    fireEvent.click(screen.getByRole('button', { name: /Add Project/ }));
    const dialog = await openDialog();
    const template = await within(dialog).findByLabelText('Start from template');
    fireEvent.mouseDown(template);
    fireEvent.click(await screen.findByTitle('Implementation Template'));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'New client' }));
    fireEvent.change(within(dialog).getByLabelText('Project Name'), { target: { value: 'Hermes' } });
    fireEvent.change(within(dialog).getByLabelText('Client Name'), { target: { value: 'Initech' } });
    fireEvent.change(within(dialog).getByLabelText('Client Short Name'), { target: { value: 'INI' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Create Project/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ name: 'Hermes', templateId: 'tpl-1' });
  });

  it("shows the server's field errors on the field they concern", async () => {
    const server = listServer({
      create: () => ({
        errors: [
          {
            message: 'A client with this name already exists',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { clientName: 'A client with this name already exists' },
            },
          },
        ],
      }),
    });
    renderApp('/project-management/projects', server);
    await screen.findByText('No Projects Found');
    fireEvent.click(screen.getByRole('button', { name: /Add Project/ }));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'New client' }));
    fireEvent.change(within(dialog).getByLabelText('Project Name'), { target: { value: 'Athena' } });
    fireEvent.change(within(dialog).getByLabelText('Client Name'), { target: { value: 'Acme Corp' } });
    fireEvent.change(within(dialog).getByLabelText('Client Short Name'), { target: { value: 'AC' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Create Project/ }));
    expect(await within(dialog).findByText('A client with this name already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Client Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('exports every matching project from the server, with the list filters (CSV or XLSX)', async () => {
    const links = captureExportLinks();
    const server = listServer({ pages: () => [project(1)] });
    renderApp('/project-management/projects', server);
    await screen.findByRole('link', { name: 'Project 1' });
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(links.map((link) => link.path)).toEqual([
      '/api/reports/project-list.csv',
      '/api/reports/project-list.xlsx',
    ]);
    expect(links[0]!.params).toMatchObject({ kind: 'mine', archived: 'false' });
    expect(links[0]!.params).not.toHaveProperty('offset');
    vi.restoreAllMocks();
  });

  it('offers Retry when the list fails to load', async () => {
    let fail = true;
    const server = listServer({ pages: () => [project(1)] });
    const ok = server.graphql.ProjectListMine!;
    server.graphql.ProjectListMine = (variables) =>
      fail ? { body: { data: null, errors: [{ message: 'boom' }] } } : ok(variables);
    renderApp('/project-management/projects', server);
    expect(await screen.findByText('The projects could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Project 1' })).toBeInTheDocument();
  });
});
