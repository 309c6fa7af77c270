import { defaultColumnWidth, minColumnWidth } from '@tally/domain/custom-reports/report-fields';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { variablesOf } from '../finance/snapshots/fakeRowModel.ts';
import { bodyRows, column, headers, loaded, RANGE, renderBuilder, sortBy } from './builderTesting.tsx';
import { dialogTitled } from './testRows.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ReportBuilder: grid', () => {
  it("shows the default columns, formatted cells, the row count and 'showing a-b' (F-041, F-044, F-052)", async () => {
    const { server } = renderBuilder();
    expect(screen.getByRole('heading', { name: 'Custom Reports' })).toBeInTheDocument();
    await loaded();
    expect(headers()).toEqual([
      'End Date',
      'Status',
      'Last Name',
      'First Name',
      'Client',
      'Project',
      'Task Date',
      'Hours',
      'Total Cost',
    ]);
    expect(bodyRows()[0]).toEqual([
      '01/11/2026',
      'Approved',
      'Employee',
      'Erin',
      'Acme',
      'Apollo',
      '01/05/2026',
      '8',
      '$800.00',
    ]);
    expect(variablesOf(server.calls, 'SnapshotWindow')).toEqual([
      {
        query: { ...RANGE, sorting: [], filters: [], grouping: [] },
        groupPath: [],
        offset: 0,
        limit: 200,
      },
    ]);
  });

  it('sorts ascending, then descending, then not at all, asking the server each time (F-045)', async () => {
    const { server } = renderBuilder();
    await loaded();
    sortBy('Hours');
    await waitFor(() => expect(column('Hours')).toEqual(['2.5', '4', '8']));
    expect(screen.getAllByRole('columnheader')[7]).toHaveAttribute('aria-sort', 'ascending');
    sortBy('Hours');
    await waitFor(() => expect(column('Hours')).toEqual(['8', '4', '2.5']));
    sortBy('Hours');
    await waitFor(() => expect(column('Hours')).toEqual(['8', '2.5', '4']));
    expect(screen.getAllByRole('columnheader')[7]).toHaveAttribute('aria-sort', 'none');
    const sorts = variablesOf(server.calls, 'SnapshotWindow').map(
      (v) => (v.query as { sorting: unknown }).sorting,
    );
    expect(sorts).toEqual([[], [{ field: 'hours', desc: false }], [{ field: 'hours', desc: true }], []]);
  });

  it('groups by several columns with child counts and server totals, expanding on click (F-046, F-052)', async () => {
    const { server } = renderBuilder();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Group by Project' }));
    await waitFor(() =>
      expect(bodyRows().map((cells) => cells[0])).toEqual(['Project: Apollo(2)', 'Project: Borealis(1)']),
    );
    expect(column('Hours')).toEqual(['12.00', '2.50']);
    expect(column('Total Cost')).toEqual(['$1,200.00', '$250.00']);
    expect(screen.getByText('3 rows · showing 1-2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Group by Status' }));
    const apollo = await screen.findByRole('button', { name: /Project: Apollo/ });
    expect(apollo).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(apollo);
    await waitFor(() =>
      expect(bodyRows().map((cells) => cells[0])).toEqual([
        'Project: Apollo(2)',
        'Status: Approved(2)',
        'Project: Borealis(1)',
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: /Status: Approved/ }));
    await waitFor(() => expect(column('Last Name')).toEqual(['', '', 'Employee', 'Adams', '']));
    fireEvent.click(screen.getByRole('button', { name: /Project: Apollo/ }));
    expect(bodyRows()).toHaveLength(2);

    const groups = variablesOf(server.calls, 'SnapshotGroups');
    expect(groups.map((v) => [(v.query as { grouping: string[] }).grouping, v.groupPath])).toEqual([
      [['project'], []],
      [['project', 'status'], []],
      [['project', 'status'], ['Apollo']],
    ]);
    const leaf = variablesOf(server.calls, 'SnapshotWindow').at(-1);
    expect(leaf).toMatchObject({ groupPath: ['Apollo', 'Approved'], offset: 0, limit: 200 });
  });

  it('filters a column with an operator, by Apply or Enter, and clears it (F-047)', async () => {
    const { server } = renderBuilder();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Filter Last Name' }));
    const value = await screen.findByLabelText('Filter value');
    fireEvent.change(value, { target: { value: 'EMP' } });
    fireEvent.keyDown(value, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(column('Last Name')).toEqual(['Employee']));
    expect(screen.getByText('1 row · showing 1-1')).toBeInTheDocument();
    expect(variablesOf(server.calls, 'SnapshotWindow').at(-1)?.query).toMatchObject({
      filters: [{ field: 'lastName', operator: 'contains', value: 'EMP' }],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Filter Last Name (active)' }));
    fireEvent.mouseDown(await screen.findByLabelText('Operator'));
    const options = await screen.findAllByTitle('Not contains');
    fireEvent.click(
      options.find((option) => option.classList.contains('ant-select-item-option')) as HTMLElement,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(column('Last Name')).toEqual(['Zed', 'Adams']));

    fireEvent.click(screen.getByRole('button', { name: 'Filter Last Name (active)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(column('Last Name')).toHaveLength(3));
  });

  it('moves a column with Alt+arrow keys and drops one header onto another, asking nothing again (F-048)', async () => {
    const { server } = renderBuilder();
    await loaded();
    fireEvent.keyDown(screen.getByTitle(/^Sort by End Date /), { key: 'ArrowRight', altKey: true });
    expect(headers().slice(0, 3)).toEqual(['Status', 'End Date', 'Last Name']);
    const [status, , lastName] = screen.getAllByRole('columnheader');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
    };
    fireEvent.dragStart(lastName as HTMLElement, { dataTransfer });
    fireEvent.drop(status as HTMLElement, { dataTransfer });
    expect(headers().slice(0, 3)).toEqual(['Last Name', 'Status', 'End Date']);
    expect(variablesOf(server.calls, 'SnapshotWindow')).toHaveLength(1);
  });

  it('resizes by dragging and with the keyboard within the limits, and resets on double-click (F-049)', async () => {
    renderBuilder();
    await loaded();
    const resizer = screen.getByRole('separator', { name: 'Resize Hours' });
    const initial = defaultColumnWidth('hours');
    expect(resizer).toHaveAttribute('aria-valuenow', String(initial));
    fireEvent.keyDown(resizer, { key: 'ArrowRight' });
    fireEvent.keyDown(resizer, { key: 'ArrowRight' });
    expect(resizer).toHaveAttribute('aria-valuenow', String(initial + 20));
    fireEvent.keyDown(resizer, { key: 'End' });
    expect(resizer).toHaveAttribute('aria-valuenow', '500');
    fireEvent.keyDown(resizer, { key: 'Home' });
    expect(resizer).toHaveAttribute('aria-valuenow', String(minColumnWidth('hours')));
    fireEvent.doubleClick(resizer);
    expect(resizer).toHaveAttribute('aria-valuenow', String(initial));
    fireEvent.pointerDown(resizer, { clientX: 300, button: 0 });
    fireEvent.pointerMove(window, { clientX: 345 });
    fireEvent.pointerUp(window, { clientX: 345 });
    expect(resizer).toHaveAttribute('aria-valuenow', String(initial + 45));
  });
});

describe('ReportBuilder: column manager (F-050)', () => {
  const openManager = () => fireEvent.click(screen.getByRole('button', { name: /^Columns \(/ }));

  it('shows and hides columns, by category and search, and resets after confirmation', async () => {
    renderBuilder();
    await loaded();
    openManager();
    expect(screen.getByRole('button', { name: 'Columns (9/25)' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Email' }));
    expect(headers()).toContain('Email');
    expect(screen.getByRole('button', { name: 'Columns (10/25)' })).toBeInTheDocument();

    fireEvent.click(screen.getByText('Financial'));
    const list = screen.getByRole('list', { name: 'Columns' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Rate', 'Total Cost']);
    fireEvent.click(screen.getByRole('button', { name: 'Show All' }));
    expect(headers()).toContain('Rate');
    fireEvent.click(screen.getByText('All'));
    fireEvent.change(screen.getByLabelText('Search columns'), { target: { value: 'name' } });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(4);
    fireEvent.change(screen.getByLabelText('Search columns'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide All' }));
    expect(screen.getByRole('button', { name: 'Columns (0/25)' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Move End Date down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset to Default' }));
    const dialog = await dialogTitled('Reset to Default Settings');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Columns (9/25)' })).toBeInTheDocument());
    expect(headers()[0]).toBe('End Date');
  });
});
