import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnLayoutsServer } from '../../test/columnLayouts.ts';
import { expectDisabledReason, expectRefused } from '../../test/disabledReason.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { renderWithProviders } from '../../test/renderApp.tsx';
import { resetViewportAfterEach, setViewportWidth } from '../../test/viewport.ts';
import { type DataColumn, DataTable } from './DataTable.tsx';

resetViewportAfterEach();
afterEach(() => {
  vi.unstubAllGlobals();
});

interface Row {
  id: string;
  values: string[];
}
const KEYS = ['name', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8'];
const columns: DataColumn<Row>[] = KEYS.map((key, index) => ({
  key,
  title: index === 0 ? 'Name' : `Column ${index}`,
  locked: index === 0,
  width: 100,
  render: (_: unknown, row: Row) => row.values[index],
}));
const rows: Row[] = [{ id: 'r1', values: KEYS.map((key) => `${key}-value`) }];

function setup(stored: Record<string, unknown> | null = null) {
  const layouts = columnLayoutsServer('u-1', stored ? JSON.stringify(stored) : null);
  const server = fakeServer(layouts.handlers);
  renderWithProviders(
    <DataTable<Row> tableId="test-table" label="Test" rowKey="id" columns={columns} dataSource={rows} />,
    server,
  );
  return layouts;
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

async function openChooser() {
  fireEvent.click(screen.getByRole('button', { name: 'Columns of Test' }));
  return screen.findByText('Show, hide and order the columns');
}

describe('DataTable (U-014)', () => {
  it('restores the order, widths and hidden columns saved on the server', async () => {
    setup({
      'test-table': {
        order: ['c3', 'c1', 'c2', 'c4', 'c5', 'c6', 'c7', 'c8'],
        widths: { c3: 240 },
        hidden: ['c2', 'c8'],
        shown: [],
      },
      'other-table': { order: [], widths: {}, hidden: ['c1'], shown: [] },
    });
    await waitFor(() => expect(headers()).not.toContain('Column 2'));
    expect(headers()).toEqual([
      'Name',
      'Column 3',
      'Column 1',
      'Column 4',
      'Column 5',
      'Column 6',
      'Column 7',
    ]);
    expect(screen.getByRole('separator', { name: 'Resize Column 3' })).toHaveAttribute(
      'aria-valuenow',
      '240',
    );
  });

  it('hides, shows and reorders columns from the chooser and saves the layout for this table only', async () => {
    const server = setup({ 'other-table': { order: [], widths: {}, hidden: ['c1'], shown: [] } });
    await openChooser();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Column 2' }));
    expect(headers()).not.toContain('Column 2');
    fireEvent.click(screen.getByRole('button', { name: 'Move Column 4 left' }));
    expect(headers().slice(0, 4)).toEqual(['Name', 'Column 1', 'Column 4', 'Column 3']);
    // The name column is locked: always shown, never moved, and each control says so (issue 14).
    expect(screen.getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    await expectDisabledReason(
      screen.getByRole('checkbox', { name: 'Name' }),
      'This column is always shown first',
    );
    const lockedMove = screen.getByRole('button', { name: 'Move Name right' });
    expect(lockedMove).toHaveAttribute('aria-disabled', 'true');
    await expectDisabledReason(lockedMove, 'This column is always shown first');
    // At the ends, moving further says why; the buttons stay in the Tab order.
    const first = screen.getByRole('button', { name: 'Move Column 1 left' });
    first.focus();
    expect(first).toHaveFocus();
    await expectDisabledReason(first, 'Already the first column');
    fireEvent.click(first);
    expect(headers()[1]).toBe('Column 1');
    await expectDisabledReason(
      screen.getByRole('button', { name: 'Move Column 8 right' }),
      'Already the last column',
    );
    expect(screen.getByRole('button', { name: 'Move Column 8 left' })).not.toHaveAttribute('aria-disabled');

    // One debounced write carries both changes; the other table's layout is kept.
    await waitFor(() => expect(server.layout('test-table')).toBeDefined(), { timeout: 3000 });
    expect(server.state.saves).toHaveLength(1);
    expect(server.layout('test-table')).toEqual({
      order: ['c1', 'c2', 'c4', 'c3', 'c5', 'c6', 'c7', 'c8'],
      widths: {},
      hidden: ['c2'],
      shown: [],
    });
    expect(server.layout('other-table')).toEqual({ order: [], widths: {}, hidden: ['c1'], shown: [] });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Column 2' }));
    expect(headers()).toContain('Column 2');
    await waitFor(() => expect(server.layout('test-table')?.shown).toEqual(['c2']), { timeout: 3000 });
    expect(server.layout('test-table')?.hidden).toEqual([]);
  });

  it('resizes a column from the keyboard and resets the layout', async () => {
    const server = setup({ 'test-table': { order: [], widths: {}, hidden: ['c5'], shown: [] } });
    await waitFor(() => expect(headers()).not.toContain('Column 5'));
    const handle = screen.getByRole('separator', { name: 'Resize Column 1' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(screen.getByRole('separator', { name: 'Resize Column 1' })).toHaveAttribute(
      'aria-valuenow',
      '132',
    );
    await waitFor(() => expect(server.layout('test-table')?.widths).toEqual({ c1: 132 }), { timeout: 3000 });

    const chooser = await openChooser();
    const reset = within(chooser.parentElement as HTMLElement).getByRole('button', { name: 'Reset columns' });
    fireEvent.click(reset);
    expect(headers()).toContain('Column 5');
    expect(screen.getByRole('separator', { name: 'Resize Column 1' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await waitFor(() => expect(server.state.stored).toBe('{}'), { timeout: 3000 });
    expectRefused(reset);
    await expectDisabledReason(reset, 'No changes to reset');
  });
});

describe('DataTable on a phone (issue 14)', () => {
  const phoneColumns: DataColumn<Row>[] = [
    { key: 'name', title: 'Name', locked: true, render: (_: unknown, row: Row) => row.values[0] },
    { key: 'c1', title: 'Status', priority: 1, render: (_: unknown, row: Row) => row.values[1] },
    { key: 'c2', title: 'Owner', priority: 2, render: (_: unknown, row: Row) => row.values[2] },
    { key: 'c3', title: 'Payroll ID', priority: 3, render: (_: unknown, row: Row) => row.values[3] },
    { key: 'c4', title: 'Source', priority: 5, render: (_: unknown, row: Row) => row.values[4] },
  ];

  it('turns each row into a card of its key fields, the others one tap away in the chooser', async () => {
    setViewportWidth(390);
    const layouts = columnLayoutsServer('u-1', null);
    renderWithProviders(
      <DataTable<Row> tableId="phone" label="People" rowKey="id" columns={phoneColumns} dataSource={rows} />,
      fakeServer(layouts.handlers),
    );
    const table = await screen.findByRole('table');
    expect(table.closest('.ant-table-wrapper')).toHaveClass('table-phone-cards');
    // Each value carries its column's name, written before it on the card (the locked name heads the card
    // without one); nothing scrolls sideways.
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['', 'Status', 'Owner']);
    expect(cells.map((cell) => cell.textContent)).toEqual(['name-value', 'c1-value', 'c2-value']);
    expect(document.querySelector('.ant-table-content')).not.toHaveStyle({ overflowX: 'auto' });
    expect(screen.getByText(/2 columns\s+left off the cards/)).toBeInTheDocument();

    // Five columns: no chooser on a wide screen, but on a phone it is how the other fields are reached.
    await openChooserOf('People');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Payroll ID (not on the cards)' }));
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['', 'Status', 'Owner', 'Payroll ID']);
  });

  it('keeps the table with every column that fits on a wide screen', async () => {
    setViewportWidth(1280);
    renderWithProviders(
      <DataTable<Row> tableId="phone" label="People" rowKey="id" columns={phoneColumns} dataSource={rows} />,
      fakeServer(columnLayoutsServer('u-1', null).handlers),
    );
    const table = await screen.findByRole('table');
    expect(table.closest('.ant-table-wrapper')).not.toHaveClass('table-phone-cards');
    expect(headers()).toEqual(['Name', 'Status', 'Owner', 'Payroll ID', 'Source']);
    expect(screen.queryByRole('button', { name: 'Columns of People' })).toBeNull();
  });
});

describe('DataTable narrower than its columns (issue 14)', () => {
  it('offers the chooser for the columns hidden to fit, even with 8 columns or fewer', async () => {
    setViewportWidth(760);
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('data-table') ? 450 : 0;
    });
    const columns = [
      { key: 'name', title: 'Name', locked: true, width: 200 },
      { key: 'c1', title: 'Status', priority: 1, width: 150 },
      { key: 'c2', title: 'Owner', priority: 3, width: 150 },
      { key: 'c3', title: 'Payroll ID', priority: 4, width: 150 },
    ] satisfies DataColumn<Row>[];
    renderWithProviders(
      <DataTable<Row> tableId="narrow" label="People" rowKey="id" columns={columns} dataSource={rows} />,
      fakeServer(columnLayoutsServer('u-1', null).handlers),
    );
    await waitFor(() => expect(headers()).toEqual(['Name', 'Status']));
    expect(screen.getByText(/2 columns\s+hidden to fit/)).toBeInTheDocument();
    await openChooserOf('People');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Owner (hidden to fit)' }));
    expect(headers()).toEqual(['Name', 'Status', 'Owner']);
    width.mockRestore();
  });
});

async function openChooserOf(label: string) {
  fireEvent.click(screen.getByRole('button', { name: `Columns of ${label}` }));
  return screen.findByText('Show, hide and order the columns');
}
