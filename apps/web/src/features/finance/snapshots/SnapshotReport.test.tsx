import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectRefused } from '../../../test/disabledReason.ts';
import { appServer, employee, publicConfiguration } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { rowModelHandlers, variablesOf } from './fakeRowModel.ts';
import { pathOf, rangeOf } from './snapshotRange.ts';

const finance = { ...employee, _id: 'u-finance', groups: ['finance'] };

export function snapshotRow(index: number, overrides: Record<string, unknown> = {}) {
  return {
    _id: `task-${index}`,
    timesheetId: `ts-${index}`,
    status: 'Approved',
    endDate: '20260111',
    userId: 'u-1',
    lastName: 'Employee',
    firstName: 'Erin',
    name: 'Erin Employee',
    payrollId: 'P-7',
    department: 'Delivery',
    title: 'Analyst',
    employeeType: 'W-2',
    supervisor: 'Pat Manager',
    supervisorName: 'Pat Manager',
    email: 'employee@example.com',
    clientName: 'Acme Corp',
    projectId: 'p-1',
    project: 'Apollo',
    projectCode: 'APL',
    classification: null,
    roles: 2,
    bu: 'AP-01',
    milestone: 'Build',
    deliverable: 'Design',
    taskdate: '20260105',
    hours: 4,
    role: 'Consultant',
    rate: 150,
    totalCost: 600,
    approvers: ['pm@example.com'],
    approvedOn: '20260112',
    comment: 'line, "quoted"',
    ...overrides,
  };
}

interface Options {
  rows?: () => ReturnType<typeof snapshotRow>[];
  overrides?: string | null;
  flag?: string;
  fail?: boolean;
}

function snapshotServer(options: Options = {}) {
  let saved = options.overrides ?? null;
  const me = () => ({
    __typename: 'Me',
    _id: finance._id,
    settings: { __typename: 'UserSettings', timesheetDailySnapshotOverrides: saved },
  });
  const server = appServer({
    me: finance,
    configuration: { ...publicConfiguration, 'daily-snapshot-overrides': options.flag ?? 'true' },
    graphql: {
      ...rowModelHandlers(() => options.rows?.() ?? [snapshotRow(1)], {
        overrides: () => saved,
        fail: () => options.fail === true,
      }),
      SnapshotOverrides: () => ({ body: { data: { me: me() } } }),
      SaveSnapshotOverrides: (variables) => {
        saved = (variables.input as { timesheetDailySnapshotOverrides: string })
          .timesheetDailySnapshotOverrides;
        return { body: { data: { updateUserSettings: me() } } };
      },
    },
  });
  return { server, saved: () => saved };
}

const windows = (server: ReturnType<typeof appServer>) => variablesOf(server.calls, 'SnapshotWindow');

describe('snapshot range and URL (F-012)', () => {
  const fallback = { start: '2026-01-05', end: '2026-01-11' };
  it.each([
    [undefined, null, fallback],
    ['garbage', null, fallback],
    ['20260118', null, { start: '2026-01-12', end: '2026-01-18' }],
    ['20260118', '20260101', { start: '2026-01-01', end: '2026-01-18' }],
    ['20260118', '20260201', { start: '2026-01-12', end: '2026-01-18' }],
  ])('end %s, start %s', (end, start, expected) => expect(rangeOf(end, start, fallback)).toEqual(expected));

  it('writes the end in the path and a start that is not six days before in the query', () => {
    expect(pathOf('/x', { start: '2026-01-12', end: '2026-01-18' })).toBe('/x/20260118');
    expect(pathOf('/x', { start: '2026-01-01', end: '2026-01-18' })).toBe('/x/20260118?start=20260101');
  });
});

const DAILY_HEADERS = [
  'endDate',
  'status',
  'lastName',
  'firstName',
  'Payroll ID',
  'department',
  'email',
  'clientName',
  'project',
  'projectCode',
  'milestone',
  'deliverable',
  'taskdate',
  'hours',
  'role',
  'rate',
  'name',
  'totalCost',
  'supervisor',
  'approvers',
  'approvedOn',
  'comment',
  'classification',
];
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

/** The address the Export menu's choice downloads from. */
async function exportHref(format: 'CSV' | 'Excel (XLSX)') {
  let href = '';
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    href = this.getAttribute('href') ?? '';
  });
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: format }));
  click.mockRestore();
  return new URL(href, 'http://localhost');
}

describe('Timesheet Daily Snapshot', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-08T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the first window of the current ISO week and shows the 23 columns with money in dollars (F-015..F-020)', async () => {
    const { server } = snapshotServer();
    renderApp('/finance/reports/daily-snapshot', server);
    expect(await screen.findByRole('heading', { name: 'Timesheet Daily Snapshot' })).toBeInTheDocument();
    await screen.findByText('$150.00');
    expect(windows(server)).toEqual([
      {
        query: { startDate: '20260105', endDate: '20260111', granularity: 'DAY', applyOverrides: true },
        groupPath: [],
        offset: 0,
        limit: 200,
      },
    ]);
    expect(headers()).toEqual(DAILY_HEADERS);
    expect(screen.getByText('$600.00')).toBeInTheDocument();
    expect(screen.getByText('01/11/2026')).toBeInTheDocument();
    expect(screen.getByText('pm@example.com')).toBeInTheDocument();
    expect(screen.getByText('1 rows')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Manage Overrides/ })).toBeInTheDocument();
  });

  it('reads the range from the URL, and shows the empty text', async () => {
    const { server } = snapshotServer({ rows: () => [] });
    renderApp('/finance/reports/daily-snapshot/20260118?start=20260101', server);
    expect(await screen.findByText('No data for given date range')).toBeInTheDocument();
    expect(windows(server).map((v) => v.query)).toMatchObject([
      { startDate: '20260101', endDate: '20260118' },
    ]);
    expectRefused(screen.getByRole('button', { name: 'Export' }));
  });

  it('hides Manage Overrides and asks without the saved rules unless the flag is true (F-019)', async () => {
    const rules = JSON.stringify([
      { conditions: [{ field: 'project', value: 'Apollo' }], override: { department: 'Changed' } },
    ]);
    const { server } = snapshotServer({ flag: 'false', overrides: rules });
    renderApp('/finance/reports/daily-snapshot', server);
    await screen.findByText('$150.00');
    expect(screen.queryByRole('button', { name: /Manage Overrides/ })).not.toBeInTheDocument();
    expect(screen.getByText('Delivery')).toBeInTheDocument();
    expect(screen.queryByText('Changed')).not.toBeInTheDocument();
    expect(windows(server).map((v) => (v.query as { applyOverrides: boolean }).applyOverrides)).toEqual([
      false,
    ]);
  });

  it('shows the rows with the saved rules the server applied, and asks again after saving rules (F-019, C-055)', async () => {
    const rules = JSON.stringify([
      { conditions: [{ field: 'project', value: 'Apollo' }], override: { department: '<user.title> team' } },
    ]);
    const { server, saved } = snapshotServer({ overrides: rules });
    renderApp('/finance/reports/daily-snapshot', server);
    expect(await screen.findByText('Analyst team')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Manage Overrides/ }));
    const modal = await waitFor(() => {
      const found = document.querySelector('.overrides-modal') as HTMLElement | null;
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    fireEvent.click(within(modal).getByRole('button', { name: /Clear All$/ }));
    const question = await screen.findByText('Are you sure you want to clear all overrides?');
    fireEvent.click(
      within(question.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Yes' }),
    );
    fireEvent.click(within(modal).getByRole('button', { name: /Save Changes$/ }));
    await waitFor(() => expect(saved()).toBe('[]'));
    await waitFor(() => expect(windows(server)).toHaveLength(2));
    expect(await screen.findByText('Delivery')).toBeInTheDocument();
  });

  it('asks the windows around the view as it scrolls (issue #12)', async () => {
    const rows = Array.from({ length: 1000 }, (_, n) => snapshotRow(n, { hours: n }));
    const { server } = snapshotServer({ rows: () => rows });
    renderApp('/finance/reports/daily-snapshot', server);
    expect(await screen.findByText('1,000 rows')).toBeInTheDocument();
    const grid = screen.getByRole('region', { name: 'Timesheet Daily Snapshot rows' });
    expect(within(grid).getAllByRole('row')).toHaveLength(1 + 21);
    grid.scrollTop = 24_000;
    fireEvent.scroll(grid);
    await waitFor(() => expect(windows(server).map((v) => v.offset)).toEqual([0, 400, 600]));
    await within(grid).findByTitle('595');
    expect(within(grid).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', String(595 + 2));
  });

  it('says when the snapshot cannot be loaded and retries', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server } = snapshotServer({ fail: true });
    renderApp('/finance/reports/daily-snapshot', server);
    expect(await screen.findByText('The snapshot could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(windows(server)).toHaveLength(2));
    error.mockRestore();
  });

  it('exports CSV or XLSX from the server with the range and the time zone (F-018)', async () => {
    const { server } = snapshotServer();
    renderApp('/finance/reports/daily-snapshot', server);
    await screen.findByText('1 rows');
    const csv = await exportHref('CSV');
    expect(csv.pathname).toBe('/api/reports/timesheet-snapshots.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      start: '20260105',
      end: '20260111',
      tzOffset: String(new Date().getTimezoneOffset()),
    });
    expect(await screen.findByText('Preparing the CSV file…')).toBeInTheDocument();
    expect((await exportHref('Excel (XLSX)')).pathname).toBe('/api/reports/timesheet-snapshots.xlsx');
  });
});

describe('Timesheet Snapshot (weekly)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-08T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the previous week per week, with its own columns and totals (F-022, issue #12)', async () => {
    const { server } = snapshotServer({
      rows: () => [
        snapshotRow(1, { hours: 40, totalCost: 6000 }),
        snapshotRow(2, { hours: 2.5, totalCost: 375 }),
      ],
    });
    renderApp('/finance/reports/weekly-snapshot', server);
    expect(await screen.findByRole('heading', { name: 'Timesheet Snapshot' })).toBeInTheDocument();
    expect(await screen.findByText(/Total hours: 42\.5 · Total cost: \$6,375\.00/)).toBeInTheDocument();
    expect(windows(server).map((v) => v.query)).toEqual([
      {
        startDate: '20251229',
        endDate: '20260104',
        granularity: 'WEEK',
        applyOverrides: true,
        includeTimeOff: true,
      },
    ]);
    expect(headers()).toEqual(DAILY_HEADERS.filter((h) => h !== 'taskdate' && h !== 'comment'));
    expect(screen.getByRole('button', { name: /Manage Overrides/ })).toBeInTheDocument();
  });

  it("passes 'Include time off' to the rows and the export (F-023)", async () => {
    const { server } = snapshotServer();
    renderApp('/finance/reports/weekly-snapshot/20260210?start=20260120', server);
    await screen.findByText(/^1 rows/);
    const box = screen.getByRole('checkbox', { name: 'Include time off' });
    expect(box).toBeChecked();
    fireEvent.click(box);
    await waitFor(() =>
      expect(windows(server).map((v) => (v.query as { includeTimeOff: boolean }).includeTimeOff)).toEqual([
        true,
        false,
      ]),
    );
    await screen.findByText(/^1 rows/);
    const url = await exportHref('CSV');
    expect(url.pathname).toBe('/api/reports/timesheet-snapshots.csv');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      start: '20260120',
      end: '20260210',
      granularity: 'week',
      includeTimeOff: 'false',
    });
  });
});
