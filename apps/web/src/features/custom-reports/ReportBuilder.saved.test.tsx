import type { SavedReport } from '@tally/domain/custom-reports/saved-reports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyRows, column, loaded, renderBuilder, sortBy } from './builderTesting.tsx';
import { dialogTitled } from './testRows.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const report = (id: string, name: string, updatedAt: string, tableState = {}): SavedReport => ({
  id,
  name,
  createdAt: updatedAt,
  updatedAt,
  tableState: {
    columnVisibility: {},
    columnOrder: [],
    sorting: [],
    grouping: [],
    columnSizing: {},
    columnFilters: [],
    ...tableState,
  },
});

const openReports = () => fireEvent.click(screen.getByRole('button', { name: /^Reports/ }));

describe('ReportBuilder: saved reports (F-053..F-059)', () => {
  it('saves the current view under a trimmed name and shows it as loaded, clean then modified', async () => {
    const { persist } = renderBuilder();
    await loaded();
    sortBy('Hours');
    openReports();
    fireEvent.click(await screen.findByRole('button', { name: 'Save Current View as New' }));
    const dialog = await dialogTitled('Save Current View as New');
    fireEvent.change(within(dialog).getByLabelText('Report name'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Report name is required')).toBeInTheDocument();
    expect(persist).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Report name'), { target: { value: '  Hours first ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Custom Report: Hours first' })).toBeInTheDocument();
    const [saved] = persist.mock.calls[0]?.[0] ?? [];
    expect(saved).toMatchObject({
      name: 'Hours first',
      tableState: { sorting: [{ id: 'hours', desc: false }] },
    });
    expect(screen.getByRole('button', { name: 'Reports' })).toBeInTheDocument();

    sortBy('Hours');
    expect(screen.getByRole('button', { name: 'Reports (unsaved changes)' })).toBeInTheDocument();
    expect(document.querySelector('.ant-badge-dot')).not.toBeNull();
    openReports();
    expect(await screen.findByRole('button', { name: 'Save Changes to Hours first' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as New Report' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(column('Hours')).toEqual(['2.5', '4', '8']));
    expect(screen.getByRole('button', { name: 'Reports' })).toBeInTheDocument();
  });

  it('lists reports newest first and saves changes to the loaded one', async () => {
    const reports = [
      report('a', 'Older', '2026-01-01T00:00:00.000Z'),
      report('b', 'By project', '2026-02-01T00:00:00.000Z', { grouping: ['project'] }),
    ];
    const { persist } = renderBuilder({ reports });
    await loaded();
    openReports();
    const list = await screen.findByRole('list', { name: 'Saved reports' });
    expect(
      within(list)
        .getAllByRole('strong')
        .map((name) => name.textContent),
    ).toEqual(['By project', 'Older']);
    fireEvent.click(screen.getByRole('button', { name: 'Load Report By project' }));
    expect(await screen.findByRole('heading', { name: 'Custom Report: By project' })).toBeInTheDocument();
    await waitFor(() =>
      expect(bodyRows().map((cells) => cells[0])).toEqual(['Project: Apollo(2)', 'Project: Borealis(1)']),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Group by Status' }));
    openReports();
    fireEvent.click(await screen.findByRole('button', { name: 'Save Changes to By project' }));
    await waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    const written = persist.mock.calls[0]?.[0] ?? [];
    expect(written.find((r) => r.id === 'b')?.tableState.grouping).toEqual(['project', 'status']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reports' })).toBeInTheDocument());
  });

  it("asks 'Unsaved Changes' before loading over changes, and 'Report Name Already Exists' before overwriting", async () => {
    const reports = [
      report('a', 'Alpha', '2026-01-02T00:00:00.000Z'),
      report('b', 'Beta', '2026-01-01T00:00:00.000Z'),
    ];
    const { persist } = renderBuilder({ reports });
    await loaded();
    openReports();
    fireEvent.click(await screen.findByRole('button', { name: 'Load Report Alpha' }));
    sortBy('Status');
    openReports();
    fireEvent.click(await screen.findByRole('button', { name: 'Load Report Beta' }));
    const unsaved = await dialogTitled('Unsaved Changes');
    fireEvent.click(within(unsaved).getByRole('button', { name: 'Discard & Load' }));
    expect(await screen.findByRole('heading', { name: 'Custom Report: Beta' })).toBeInTheDocument();

    sortBy('Status');
    openReports();
    fireEvent.click(await screen.findByRole('button', { name: 'Save as New Report' }));
    const naming = await dialogTitled('Save as New Report');
    fireEvent.change(within(naming).getByLabelText('Report name'), { target: { value: 'alpha' } });
    fireEvent.click(within(naming).getByRole('button', { name: 'Save' }));
    const exists = await dialogTitled('Report Name Already Exists');
    expect(exists).toHaveTextContent('overwrite');
    fireEvent.click(within(exists).getByRole('button', { name: 'Overwrite' }));
    expect(await screen.findByRole('heading', { name: 'Custom Report: Alpha' })).toBeInTheDocument();
    const written = persist.mock.calls[0]?.[0] ?? [];
    expect(written.map((r) => r.name)).toEqual(['Alpha', 'Beta']);
    expect(written.find((r) => r.id === 'a')?.tableState.sorting).toEqual([{ id: 'status', desc: false }]);
  });

  it("renames, deletes the loaded report after 'Delete Report' (unloading it) and resets all", async () => {
    const reports = [report('a', 'Alpha', '2026-01-02T00:00:00.000Z', { grouping: ['status'] })];
    const { persist } = renderBuilder({ reports });
    await loaded();
    openReports();
    fireEvent.click(await screen.findByRole('button', { name: 'Load Report Alpha' }));
    openReports();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Alpha' }));
    const naming = await dialogTitled('Rename Alpha');
    fireEvent.change(within(naming).getByLabelText('Report name'), { target: { value: 'Gamma' } });
    fireEvent.click(within(naming).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Custom Report: Gamma' })).toBeInTheDocument();
    expect(persist.mock.calls[0]?.[0].map((r) => r.name)).toEqual(['Gamma']);

    openReports();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Alpha' }));
    const confirm = await dialogTitled('Delete Report');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Custom Reports' })).toBeInTheDocument();
    expect(persist.mock.calls[1]?.[0]).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Reset All' }));
    const reset = await dialogTitled('Reset All');
    fireEvent.click(within(reset).getByRole('button', { name: 'Reset All' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
  });

  it('only logs a failed save: nothing changes on screen (F-060)', async () => {
    const persist = vi.fn(async () => null);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBuilder({ persist: persist as never });
    await loaded();
    openReports();
    fireEvent.click(await screen.findByRole('button', { name: 'Save Current View as New' }));
    const dialog = await dialogTitled('Save Current View as New');
    fireEvent.change(within(dialog).getByLabelText('Report name'), { target: { value: 'X' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(persist).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Custom Reports' })).toBeInTheDocument();
    error.mockRestore();
  });
});
