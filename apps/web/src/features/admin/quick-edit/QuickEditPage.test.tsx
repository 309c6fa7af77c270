import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefused, expectUsable } from '../../../test/disabledReason.ts';
import { graphqlError } from '../../../test/fakeServer.ts';
import { appServer } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { admin } from '../users/testUsers.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const column = (key: string, label: string, type: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'AdminCollectionColumn',
  key,
  label,
  type,
  editable: true,
  required: false,
  nullable: true,
  nonNegative: false,
  maxLength: null,
  options: null,
  ...extra,
});

const PROJECT_COLUMNS = [
  column('name', 'Name', 'string', { required: true, nullable: false }),
  column('description', 'Description', 'string'),
  column('projectCode', 'Project Code', 'string'),
  column('owner', 'Owner', 'string', {
    options: [
      { __typename: 'AdminCollectionOption', value: 'u-pm', label: 'Pat Manager' },
      { __typename: 'AdminCollectionOption', value: 'u-admin', label: 'Ada Admin' },
    ],
  }),
  column('status', 'Status', 'string', {
    options: ['In Progress', 'Closed'].map((v) => ({
      __typename: 'AdminCollectionOption',
      value: v,
      label: v,
    })),
  }),
  column('budget', 'Budget', 'float', { required: true, nullable: false, nonNegative: true }),
  column('totalBilledAmount', 'Total Billed Amount', 'float', { nonNegative: true }),
];

const USER_COLUMNS = [
  column('firstName', 'First Name', 'string', { required: true }),
  column('lastName', 'Last Name', 'string', { required: true }),
  column('email', 'Email', 'string', { editable: false }),
  column('role', 'Role', 'string'),
  column('employeeType', 'Employee Type', 'string'),
  column('workCalendar', 'Work Calendar', 'string'),
  column('payrollId', 'Payroll ID', 'string'),
];

function projectRow(id: string, name: string, budget: number) {
  const cell = (fieldKey: string, value: unknown, floatValue: number | null = null) => ({
    __typename: 'AdminCollectionCell',
    fieldKey,
    value,
    intValue: null,
    floatValue,
    boolValue: null,
    dateValue: null,
  });
  return {
    __typename: 'AdminCollectionRow',
    _id: id,
    cells: [
      cell('name', name),
      cell('description', `${name} work`),
      cell('projectCode', `C-${id}`),
      cell('owner', 'u-pm'),
      cell('status', 'In Progress'),
      cell('budget', null, budget),
      cell('totalBilledAmount', null, null),
    ],
  };
}

function quickEditServer(options: { failBudget?: boolean; count?: number } = {}) {
  const rows = new Map([
    ['p-1', projectRow('p-1', 'Apollo', 1000)],
    ['p-2', projectRow('p-2', 'Hermes', 2000)],
  ]);
  for (let i = 3; i <= (options.count ?? 0); i += 1)
    rows.set(`p-${i}`, projectRow(`p-${i}`, `Project ${i}`, i));
  const updates: Record<string, unknown>[] = [];
  const collections: Record<string, unknown>[] = [];
  const server = appServer({
    me: admin,
    graphql: {
      AdminCollection: (variables) => {
        collections.push(variables);
        const search = String(variables.search ?? '').toLowerCase();
        const users = variables.collection === 'users';
        const shown = users
          ? []
          : [...rows.values()].filter((row) => String(row.cells[0]!.value).toLowerCase().includes(search));
        return {
          body: {
            data: {
              admin: {
                __typename: 'AdminQueries',
                adminCollection: {
                  __typename: 'AdminCollection',
                  collection: variables.collection,
                  total: shown.length,
                  columns: users ? USER_COLUMNS : PROJECT_COLUMNS,
                  rows: shown,
                },
              },
            },
          },
        };
      },
      UpdateAdminCollectionCell: (variables) => {
        updates.push(variables);
        if (options.failBudget && variables.fieldKey === 'budget') {
          return graphqlError('BAD_USER_INPUT', 'Invalid input', { fields: { budget: 'Must be 0 or more' } });
        }
        const row = rows.get(String(variables.documentId))!;
        const cells = row.cells.map((cell) =>
          cell.fieldKey === variables.fieldKey
            ? {
                ...cell,
                value: (variables.value as unknown) ?? null,
                floatValue: (variables.floatValue as number | undefined) ?? null,
              }
            : cell,
        );
        const next = { ...row, cells };
        rows.set(row._id, next);
        return { body: { data: { updateAdminCollectionCell: next } } };
      },
    },
  });
  return { server, updates, collections };
}

async function openGrid(path = '/admin/quick-edit', server = quickEditServer()) {
  const view = renderApp(path, server.server);
  const grid = await screen.findByRole('grid', { name: 'Projects quick edit' }, { timeout: 15_000 });
  return { ...view, grid, ...server };
}

// The grid's cells are td of a table with the grid role: gridcells to browsers, 'cell' to testing-library.
const cellOf = (grid: HTMLElement, row: number, col: number) =>
  within(grid).getAllByRole('row')[row]!.querySelectorAll('td')[col] as HTMLElement;

/** The first cell's text of each body row the grid renders. */
const renderedNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')!.textContent);

describe('/admin/quick-edit', { timeout: 30_000 }, () => {
  it('redirects to the projects segment and shows the project columns (D-038, D-040, D-041)', async () => {
    const { router, grid } = await openGrid();
    expect(router.state.location.pathname).toBe('/admin/quick-edit/projects');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Description', 'Project Code', 'Owner', 'Status', 'Budget', 'Total Billed Amount']);
    expect(cellOf(grid, 1, 3).textContent).toBe('Pat Manager');
    expect(cellOf(grid, 1, 5).textContent).toBe('$1,000.00');
    expect(screen.getByRole('radio', { name: 'Projects' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Users' })).toBeInTheDocument();
    expectRefused(screen.getByRole('button', { name: /Save Changes \(0\)$/ }));
  });

  it('edits with the keyboard, highlights pending cells, and saves them all (D-039, D-044, D-046, D-047)', async () => {
    const { grid, updates } = await openGrid();
    grid.focus();
    // Enter edits the active cell (Apollo's name), Enter commits and moves down.
    fireEvent.keyDown(grid, { key: 'Enter' });
    const editor = within(grid).getByRole('textbox', { name: 'Name' });
    fireEvent.change(editor, { target: { value: 'Apollo Prime' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(cellOf(grid, 1, 0)).toHaveClass('quick-edit-grid__cell--pending');
    expect(cellOf(grid, 1, 0).textContent).toBe('Apollo Prime');
    // Now on Hermes' name: five steps right to its budget, type a value.
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(grid, { key: i % 2 ? 'ArrowRight' : 'Tab' });
    expect(grid.getAttribute('aria-activedescendant')).toBe(cellOf(grid, 2, 5).id);
    fireEvent.keyDown(grid, { key: '3' });
    const budget = within(grid).getByRole('textbox', { name: 'Budget' });
    fireEvent.change(budget, { target: { value: '3500.5' } });
    fireEvent.keyDown(budget, { key: 'Tab' });
    expect(cellOf(grid, 2, 5).textContent).toBe('$3,500.50');
    expectUsable(screen.getByRole('button', { name: /Save Changes \(2\)$/ }));

    fireEvent.click(screen.getByRole('button', { name: /Save Changes \(2\)$/ }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(updates).toEqual([
      { collection: 'projects', documentId: 'p-1', fieldKey: 'name', value: 'Apollo Prime' },
      { collection: 'projects', documentId: 'p-2', fieldKey: 'budget', floatValue: 3500.5 },
    ]);
    await waitFor(() => expectRefused(screen.getByRole('button', { name: /Save Changes \(0\)$/ })));
    expect(cellOf(grid, 2, 5)).not.toHaveClass('quick-edit-grid__cell--pending');
  });

  it('refuses a bad value in the cell and Escape abandons the edit or reverts a pending cell (D-043)', async () => {
    const { grid } = await openGrid();
    grid.focus();
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    const budget = within(grid).getByRole('textbox', { name: 'Budget' });
    fireEvent.change(budget, { target: { value: '-5' } });
    fireEvent.keyDown(budget, { key: 'Enter' });
    expect(within(grid).getByRole('alert')).toHaveTextContent('Must be 0 or more');
    fireEvent.keyDown(within(grid).getByRole('textbox', { name: 'Budget' }), { key: 'Escape' });
    expect(cellOf(grid, 1, 5).textContent).toBe('$1,000.00');
    expectRefused(screen.getByRole('button', { name: /Save Changes \(0\)$/ }));

    fireEvent.keyDown(grid, { key: 'Enter' });
    const again = within(grid).getByRole('textbox', { name: 'Budget' });
    fireEvent.change(again, { target: { value: '10' } });
    fireEvent.keyDown(again, { key: 'Tab', shiftKey: true });
    expectUsable(screen.getByRole('button', { name: /Save Changes \(1\)$/ }));
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'Escape' });
    expect(cellOf(grid, 1, 5).textContent).toBe('$1,000.00');
    expectRefused(screen.getByRole('button', { name: /Save Changes \(0\)$/ }));
  });

  it('keeps the failed edits pending with the reason (D-047) and Cancel discards them (D-044)', async () => {
    const { grid, updates } = await openGrid(
      '/admin/quick-edit/projects',
      quickEditServer({ failBudget: true }),
    );
    grid.focus();
    fireEvent.keyDown(grid, { key: 'x' });
    const name = within(grid).getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Xenon' } });
    fireEvent.keyDown(name, { key: 'Tab' });
    for (let i = 0; i < 4; i += 1) fireEvent.keyDown(grid, { key: 'Tab' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    const budget = within(grid).getByRole('textbox', { name: 'Budget' });
    fireEvent.change(budget, { target: { value: '5' } });
    fireEvent.keyDown(budget, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: /Save Changes \(2\)$/ }));
    expect(await screen.findByText('Failed to save some changes')).toBeInTheDocument();
    expect(updates).toHaveLength(2);
    expectUsable(screen.getByRole('button', { name: /Save Changes \(1\)$/ }));
    expect(cellOf(grid, 1, 5)).toHaveClass('quick-edit-grid__cell--failed');
    expect(cellOf(grid, 1, 5)).toHaveAttribute('title', 'Must be 0 or more');
    expect(cellOf(grid, 1, 0).textContent).toBe('Xenon');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expectRefused(screen.getByRole('button', { name: /Save Changes \(0\)$/ }));
    expect(cellOf(grid, 1, 5).textContent).toBe('$1,000.00');
  });

  it("says 'Updated successfully' for one cell and picks a status from the list", async () => {
    const { grid, updates } = await openGrid();
    grid.focus();
    for (let i = 0; i < 4; i += 1) fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    const status = within(grid).getByRole('combobox', { name: 'Status' });
    fireEvent.change(status, { target: { value: 'Closed' } });
    fireEvent.keyDown(status, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: /Save Changes \(1\)$/ }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(updates).toEqual([
      { collection: 'projects', documentId: 'p-1', fieldKey: 'status', value: 'Closed' },
    ]);
  });

  it('searches 300 ms after the last key (D-039)', async () => {
    const { grid, collections } = await openGrid();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const before = collections.length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search projects' }), {
      target: { value: 'her' },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(collections).toHaveLength(before);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    vi.useRealTimers();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    expect(collections.at(-1)).toMatchObject({
      collection: 'projects',
      search: 'her',
      limit: 1000,
      offset: 0,
    });
    expect(cellOf(grid, 1, 0).textContent).toBe('Hermes');
  });

  it(
    'renders only the rows in view of a long page and moves through them with the keyboard',
    { timeout: 60_000 },
    async () => {
      const { grid } = await openGrid('/admin/quick-edit/projects', quickEditServer({ count: 300 }));
      expect(grid).toHaveAttribute('aria-rowcount', '301');
      expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
      grid.focus();
      fireEvent.keyDown(grid, { key: 'PageDown' });
      expect(grid.getAttribute('aria-activedescendant')).toMatch(/-r10-c0$/);
      fireEvent.keyDown(grid, { key: 'End', ctrlKey: true });
      fireEvent.scroll(grid.parentElement!);
      await waitFor(() => expect(grid.getAttribute('aria-activedescendant')).toMatch(/-r299-c0$/));
      expect(screen.getByText('Project 300')).toBeInTheDocument();
      expect(document.getElementById(grid.getAttribute('aria-activedescendant')!)).toHaveTextContent(
        'Project 300',
      );
    },
  );

  it(
    'renders later rows as the grid scrolls, keeping the active row (aria-activedescendant names a cell)',
    { timeout: 60_000 },
    async () => {
      const { grid } = await openGrid('/admin/quick-edit/projects', quickEditServer({ count: 300 }));
      const scroller = grid.parentElement!;
      // A 600 px viewport (happy-dom has no layout) of 40 px rows below the header, 8 more rows past it.
      expect(renderedNames(grid)).toEqual([
        'Apollo',
        'Hermes',
        ...Array.from({ length: 20 }, (_, i) => `Project ${i + 3}`),
      ]);
      expect(screen.queryByText('Project 201')).not.toBeInTheDocument();

      scroller.scrollTop = 200 * 40;
      fireEvent.scroll(scroller);
      await waitFor(() => expect(screen.getByText('Project 201')).toBeInTheDocument());
      const names = renderedNames(grid);
      // The rows in view with 8 each side, and the active first row that aria-activedescendant names.
      expect(names).toEqual(['Apollo', ...Array.from({ length: 31 }, (_, i) => `Project ${i + 192}`)]);
      const row = screen.getByText('Project 201').closest('tr')!;
      expect(row).toHaveAttribute('aria-rowindex', '202');
      expect(row.style.transform).toBe('translateY(8000px)');
      expect(document.getElementById(grid.getAttribute('aria-activedescendant')!)).toHaveTextContent(
        'Apollo',
      );
    },
  );

  it('shows the users segment with the e-mail read-only (D-042)', async () => {
    renderApp('/admin/quick-edit/users', quickEditServer().server);
    expect(await screen.findByText('No users')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Users' })).toBeChecked();
  });
});
