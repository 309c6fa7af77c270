import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnLayoutsServer } from '../../test/columnLayouts.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { renderWithProviders } from '../../test/renderApp.tsx';
import { type DataColumn, DataTable } from './DataTable.tsx';

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
    // The name column is locked: always shown, never moved.
    expect(screen.getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Name right' })).toBeDisabled();

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
  });
});
