import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectDisabledReason } from '../../../test/disabledReason.ts';
import { fakeServer, graphqlError } from '../../../test/fakeServer.ts';
import { renderWithProviders } from '../../../test/renderApp.tsx';
import { LineEditingProvider } from '../lines/LineEditingContext.tsx';
import { makeLine, makeTimesheet, serverTimesheet } from '../lines/timesheet.fixture.ts';
import type { Timesheet } from '../shared/view-props.ts';
import { AddTaskButton } from './AddTaskButton.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const deliverable = (id: string, projectId: string, name: string, disabled = false) => ({
  __typename: 'TimesheetDeliverable',
  _id: id,
  projectId,
  deliverableName: name,
  milestoneName: null,
  disabled,
});

const PROJECTS = [
  {
    __typename: 'AvailableProject',
    _id: 'p-0',
    name: 'Website Redesign',
    projectCode: 'WEB-1',
    recent: false,
    client: { __typename: 'TimesheetClient', _id: 'c-1', shortName: 'ACME' },
    categories: [
      {
        __typename: 'AvailableProjectCategory',
        name: 'Phase 1',
        deliverables: [deliverable('d-0', 'p-0', 'Design'), deliverable('d-9', 'p-0', 'Build')],
      },
      {
        __typename: 'AvailableProjectCategory',
        name: 'Old',
        deliverables: [deliverable('d-8', 'p-0', 'X', true)],
      },
    ],
  },
  {
    __typename: 'AvailableProject',
    _id: 'p-5',
    name: 'Mobile App',
    projectCode: null,
    recent: false,
    client: null,
    categories: [
      {
        __typename: 'AvailableProjectCategory',
        name: 'Launch',
        deliverables: [deliverable('d-5', 'p-5', 'Store listing')],
      },
    ],
  },
];

function setup({ useNewTaskSelector = true, projects = PROJECTS, failures = 0 } = {}) {
  const timesheet = makeTimesheet([
    makeLine({ index: 0, project: 'Website Redesign', deliverable: 'Design', hours: {} }),
  ]);
  const added = makeTimesheet([
    ...timesheet.lineItems,
    makeLine({ index: 1, project: 'Mobile App', deliverable: 'Store listing', hours: {} }),
  ]);
  let failing = failures;
  const server = fakeServer({
    TaskPickerProjects: () => {
      failing -= 1;
      if (failing >= 0) return graphqlError('INTERNAL_SERVER_ERROR', 'The server is down');
      return {
        body: {
          data: {
            me: {
              __typename: 'Me',
              _id: 'u-employee',
              settings: { __typename: 'UserSettings', useNewTaskSelector },
            },
            projects,
          },
        },
      };
    },
    AddTimesheetLineItem: () => ({ body: { data: { addTimesheetLineItem: serverTimesheet(added) } } }),
  });
  const onChanged = vi.fn<(updated: Timesheet) => void>();
  renderWithProviders(
    <LineEditingProvider timesheet={timesheet} readOnly={false} onChanged={onChanged}>
      <AddTaskButton />
    </LineEditingProvider>,
    server,
  );
  return { server, onChanged };
}

const column = (name: string) => within(screen.getByRole('region', { name }));

describe('AddTaskButton with the new task selector', { timeout: 20_000 }, () => {
  it('lists the recently booked projects first (Gap 45)', async () => {
    setup({ projects: [PROJECTS[0]!, { ...PROJECTS[1]!, recent: true }] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Task' }));
    const projects = await screen.findByRole('listbox', { name: 'Project' });
    expect(
      within(projects)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mobile App', 'WEB-1 · Website Redesign (ACME)']);
  });

  it('offers Project, Category and Task columns and adds the chosen task', async () => {
    const { server, onChanged } = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Task' }));

    const projects = await screen.findByRole('listbox', { name: 'Project' });
    expect(
      within(projects)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['WEB-1 · Website Redesign (ACME)', 'Mobile App']);
    expect(column('Category').getByText('Select a project to see its categories')).toBeInTheDocument();
    expect(column('Task').getByText('Select a category to see deliverables')).toBeInTheDocument();

    await user.click(within(projects).getByRole('option', { name: 'WEB-1 · Website Redesign (ACME)' }));
    // The category with only a disabled deliverable is not offered.
    expect(
      column('Category')
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Phase 1']);
    await user.click(column('Category').getByRole('option', { name: 'Phase 1' }));
    expect(column('Task').getByRole('option', { name: /Design/ })).toHaveAttribute('aria-disabled', 'true');
    expect(column('Task').getByText('Already on this timesheet')).toBeInTheDocument();

    await user.click(within(projects).getByRole('option', { name: 'Mobile App' }));
    await user.click(column('Category').getByRole('option', { name: 'Launch' }));
    await user.click(column('Task').getByRole('option', { name: 'Store listing' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    const call = server.calls.find(
      (c) => (c.body as { operationName: string }).operationName === 'AddTimesheetLineItem',
    );
    expect((call?.body as { variables: unknown }).variables).toEqual({
      timesheetId: 'ts-1',
      projectId: 'p-5',
      deliverableId: 'd-5',
      user: 'u-employee',
    });
    expect(onChanged.mock.calls[0]?.[0].lineItems).toHaveLength(2);
  });

  it('is keyboard operable: arrows move within and across columns, Enter adds', async () => {
    const { onChanged } = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    const search = await screen.findByRole('searchbox', { name: 'Search projects, categories and tasks' });
    await user.click(search);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: 'Project' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Mobile App' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowRight}{ArrowDown}{Enter}');
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });

  it("shows 'No results' for a search without match and filters by task name", async () => {
    setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    const search = await screen.findByRole('searchbox', { name: 'Search projects, categories and tasks' });
    await user.type(search, 'zzz');
    expect(column('Project').getByText('No results')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'store');
    expect(
      column('Project')
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mobile App']);
  });

  it('says when the projects could not be loaded, and Retry asks again', async () => {
    setup({ failures: 1 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    const panel = (await screen.findByText('The projects could not be loaded.')).closest('[role="alert"]');
    expect(panel).toHaveTextContent('The server is down');
    await user.click(within(panel as HTMLElement).getByRole('button', { name: 'Retry' }));
    const projects = await screen.findByRole('listbox', { name: 'Project' });
    expect(within(projects).getAllByRole('option')).toHaveLength(2);
  });

  it("says 'You are not part of any project' without projects", async () => {
    setup({ projects: [] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByText('You are not part of any project')).toBeInTheDocument();
  });
});

describe('AddTaskButton with the older cascading selector', { timeout: 20_000 }, () => {
  it('chooses project, then category, then task in selects when useNewTaskSelector is off', async () => {
    const { server, onChanged } = setup({ useNewTaskSelector: false });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Task' }));

    const project = await screen.findByRole('combobox', { name: 'Project' });
    expect(screen.queryByRole('listbox', { name: 'Project' })).not.toBeInTheDocument();
    // Each step that waits says why (issue 14); Add stays reachable by Tab to read its reason, and does nothing.
    // The selects Tab skips have their reason written out under them.
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeDisabled();
    await expectDisabledReason(screen.getByRole('combobox', { name: 'Category' }), 'Select a project first');
    expect(screen.getByRole('combobox', { name: 'Task' })).toBeDisabled();
    await expectDisabledReason(screen.getByRole('combobox', { name: 'Task' }), 'Select a category first');
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).not.toBeDisabled();
    expect(add).toHaveAccessibleDescription('Select a project, a category and a task first');
    add.focus();
    expect(add).toHaveFocus();
    await user.click(add);
    expect(
      server.calls.some(
        (c) => (c.body as { operationName?: string })?.operationName === 'AddTimesheetLineItem',
      ),
    ).toBe(false);

    await user.click(project);
    await user.click(await screen.findByTitle('Mobile App'));
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByTitle('Launch'));
    await user.click(screen.getByRole('combobox', { name: 'Task' }));
    await user.click(await screen.findByTitle('Store listing'));
    expect(screen.getByRole('button', { name: 'Add' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(
      server.calls.some(
        (c) => (c.body as { operationName?: string })?.operationName === 'AddTimesheetLineItem',
      ),
    ).toBe(true);
  });
});
