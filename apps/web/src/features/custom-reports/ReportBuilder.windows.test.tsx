import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefused } from '../../test/disabledReason.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { renderWithProviders } from '../../test/renderApp.tsx';
import { type FakeRow, rowModelHandlers, variablesOf } from '../finance/snapshots/fakeRowModel.ts';
import { RANGE } from './builderTesting.tsx';
import { ReportBuilder } from './ReportBuilder.tsx';
import { snapshotRow, THREE_ROWS } from './testRows.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));
const hoursColumn = () => bodyRows().map((row) => within(row).queryAllByRole('cell')[7]?.textContent ?? '');
const offsets = (server: ReturnType<typeof fakeServer>) =>
  variablesOf(server.calls, 'SnapshotWindow').map((v) => v.offset);

/** A gate per window of rows: the test opens it when the answer may arrive (the totals answer at once). */
function gates() {
  const waiting: { variables: Record<string, unknown>; open(): void }[] = [];
  return {
    waiting,
    delay: (variables: Record<string, unknown>) =>
      'offset' in variables
        ? new Promise<void>((resolve) => waiting.push({ variables, open: resolve }))
        : undefined,
  };
}

function renderBuilder(
  rows: readonly FakeRow[],
  delay?: (v: Record<string, unknown>) => Promise<void> | undefined,
) {
  const server = fakeServer(rowModelHandlers(() => rows, { delay }));
  renderWithProviders(<ReportBuilder range={RANGE} reports={[]} persist={async () => null} />, server);
  return server;
}

const scrollTo = (top: number) => {
  const region = screen.getByRole('region', { name: 'Custom report rows' });
  region.scrollTop = top;
  fireEvent.scroll(region);
};

describe('ReportBuilder: windows of rows from the server (F-043, F-044, issue #12)', () => {
  it('asks 200 rows at a time around the view as it scrolls, with placeholders while a window loads', async () => {
    const rows = Array.from({ length: 10_000 }, (_, n) => snapshotRow(n, { hours: n }));
    const gate = gates();
    const server = renderBuilder(rows, gate.delay);
    await waitFor(() => expect(gate.waiting).toHaveLength(1));
    gate.waiting[0]?.open();
    expect(await screen.findByText('10,000 rows · showing 1-18')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(23);
    expect(offsets(server)).toEqual([0]);

    scrollTo(4000);
    await waitFor(() => expect(screen.getByText('10,000 rows · showing 101-118')).toBeInTheDocument());
    expect(hoursColumn()[0]).toBe('95');
    expect(bodyRows()).toHaveLength(28);
    // The next window is asked before the view reaches it.
    await waitFor(() => expect(offsets(server)).toEqual([0, 200]));
    gate.waiting[1]?.open();

    scrollTo(200_000);
    await waitFor(() => expect(screen.getByText('10,000 rows · showing 5001-5018')).toBeInTheDocument());
    expect(bodyRows().every((row) => row.getAttribute('aria-busy') === 'true')).toBe(true);
    await waitFor(() => expect(offsets(server)).toEqual([0, 200, 4800, 5000]));
    for (const waiting of gate.waiting.slice(2)) waiting.open();
    await waitFor(() => expect(hoursColumn()[0]).toBe('4995'));
    expect(hoursColumn().at(-1)).toBe('5022');
    expect(variablesOf(server.calls, 'SnapshotWindow').every((v) => v.limit === 200)).toBe(true);
  });

  it('drops the answer of a sort the user has already left', async () => {
    const rows = [snapshotRow(1, { hours: 8 }), snapshotRow(2, { hours: 2 }), snapshotRow(3, { hours: 5 })];
    const gate = gates();
    renderBuilder(rows, gate.delay);
    await waitFor(() => expect(gate.waiting).toHaveLength(1));
    gate.waiting[0]?.open();
    await screen.findByText('3 rows · showing 1-3');
    const sortHours = () => fireEvent.click(screen.getByTitle(/^Sort by Hours /));
    sortHours();
    await waitFor(() => expect(gate.waiting).toHaveLength(2));
    sortHours();
    await waitFor(() => expect(gate.waiting).toHaveLength(3));
    gate.waiting[2]?.open();
    await waitFor(() => expect(hoursColumn()).toEqual(['8', '5', '2']));
    gate.waiting[1]?.open();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hoursColumn()).toEqual(['8', '5', '2']);
    expect(screen.getAllByRole('columnheader')[7]).toHaveAttribute('aria-sort', 'descending');
  });

  it("fetches an expanded leaf group's rows by windows of its group path", async () => {
    const rows = Array.from({ length: 600 }, (_, n) =>
      snapshotRow(n, { hours: n, status: n % 3 === 0 ? 'Submitted-Pending' : 'Approved' }),
    );
    const server = renderBuilder(rows);
    await screen.findByText('600 rows · showing 1-18');
    fireEvent.click(screen.getByRole('button', { name: 'Group by Status' }));
    const approved = await screen.findByRole('button', { name: /Status: Approved/ });
    expect(screen.getByText('600 rows · showing 1-2')).toBeInTheDocument();
    fireEvent.click(approved);
    await waitFor(() => expect(hoursColumn().slice(0, 3)).toEqual(['120000.00', '1', '2']));
    expect(screen.getByText('600 rows · showing 1-18')).toBeInTheDocument();
    expect(variablesOf(server.calls, 'SnapshotWindow').at(-1)).toMatchObject({
      query: { grouping: ['status'] },
      groupPath: ['Approved'],
      offset: 0,
    });
    scrollTo(12_000);
    await waitFor(() => expect(hoursColumn()[0]).toBe(String(Math.floor((295 - 1) / 2) * 3 + 1)));
    expect(
      variablesOf(server.calls, 'SnapshotWindow')
        .filter((v) => (v.groupPath as string[]).length === 1)
        .map((v) => v.offset),
    ).toEqual([0, 200]);
  });
});

describe('ReportBuilder: export (F-051 on the server)', () => {
  it('downloads CSV or XLSX from the endpoint with the visible columns in order, the sort and the filters', async () => {
    const hrefs: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      hrefs.push(this.getAttribute('href') ?? '');
    });
    renderBuilder(THREE_ROWS);
    await screen.findByText('3 rows · showing 1-3');
    fireEvent.click(screen.getByRole('button', { name: 'Filter Project' }));
    const value = await screen.findByLabelText('Filter value');
    fireEvent.change(value, { target: { value: 'bor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.click(screen.getByRole('button', { name: /^Columns \(/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Comment' }));
    fireEvent.keyDown(screen.getByTitle(/^Sort by Hours /), { key: 'ArrowLeft', altKey: true });
    fireEvent.click(screen.getByTitle(/^Sort by Last Name /));
    await waitFor(() => expect(screen.getByText('1 row · showing 1-1')).toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(hrefs).toHaveLength(1);
    const url = new URL(hrefs[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/reports/custom-report.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      start: '20260105',
      end: '20260111',
      columns: 'endDate,status,lastName,firstName,clientName,project,hours,taskdate,totalCost,comment',
      sorting: JSON.stringify([{ field: 'lastName', desc: false }]),
      filters: JSON.stringify([{ field: 'project', operator: 'contains', value: 'bor' }]),
      tzOffset: String(new Date().getTimezoneOffset()),
    });
    expect(await screen.findByText('Preparing the CSV file…')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    expect(new URL(hrefs[1] ?? '', 'http://localhost').pathname).toBe('/api/reports/custom-report.xlsx');
  });

  it('cannot export while nothing matches', async () => {
    renderBuilder([]);
    expect(await screen.findByText('No timesheets for that range')).toBeInTheDocument();
    expectRefused(screen.getByRole('button', { name: 'Export' }));
  });
});
