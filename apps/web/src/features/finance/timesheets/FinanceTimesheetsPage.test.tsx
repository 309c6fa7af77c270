import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_ACCESS_TITLE } from '../../../app/NoAccess.tsx';
import { captureExportLinks } from '../../../test/exportLinks.ts';
import { appServer, employee, publicConfiguration } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { truncateProjects } from './FinanceTimesheetsPage.tsx';
import {
  applyChange,
  exportParamsOf,
  parseListState,
  previousWeek,
  weekLabel,
} from './financeTimesheetsParams.ts';

const finance = { ...employee, _id: 'u-finance', groups: ['finance'] };

function sheet(index: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'FinanceTimesheet',
    _id: `ts-${index}`,
    userId: `u-${index}`,
    firstName: `First${index}`,
    lastName: `Last${index}`,
    email: `person${index}@example.com`,
    startDate: '20240909',
    endDate: '20240915',
    status: 'Submitted-Pending',
    totalHours: 40.25,
    projects: ['Apollo'],
    attachmentCount: 0,
    approvalsRequired: [
      {
        __typename: 'FinanceTimesheetApprovalStep',
        _id: `step-${index}`,
        status: 'Approval Pending',
        approvers: [{ __typename: 'FinanceTimesheetApprover', email: 'pm@example.com', name: 'Pat Manager' }],
      },
    ],
    ...overrides,
  };
}

function listServer(options: {
  rows?: (variables: Record<string, unknown>) => unknown[];
  total?: number;
  me?: typeof employee;
}) {
  return appServer({
    me: options.me ?? finance,
    configuration: { ...publicConfiguration, 'week-end-day': 'sun' },
    graphql: {
      FinanceTimesheets: (variables) => {
        const rows = options.rows?.(variables) ?? [];
        return {
          body: {
            data: {
              finance: {
                __typename: 'FinanceQueries',
                timesheets: {
                  __typename: 'FinanceTimesheetPage',
                  total: options.total ?? rows.length,
                  timesheets: rows,
                },
              },
            },
          },
        };
      },
      FinanceTimesheetFiles: () => ({
        body: {
          data: {
            timesheet: {
              __typename: 'Timesheet',
              _id: 'ts-1',
              timesheetAttachments: [
                {
                  __typename: 'TimesheetAttachment',
                  _id: 'a-1',
                  url: 'https://files.example.com/signed/1700000000000_receipt.pdf?sig=1',
                  description: 'Hotel receipt',
                },
              ],
              timesheetExpense: [
                {
                  __typename: 'TimesheetExpense',
                  _id: 'x-1',
                  description: 'Taxi',
                  attachments: [
                    {
                      __typename: 'TimesheetExpenseAttachment',
                      _id: 'xa-1',
                      url: 'https://files.example.com/signed/1700000000001_taxi.png?sig=2',
                    },
                  ],
                },
              ],
            },
          },
        },
      }),
    },
  });
}

const variablesOf = (server: ReturnType<typeof appServer>, operation: string) =>
  server.calls
    .map((call) => call.body as { operationName?: string; variables?: Record<string, unknown> })
    .filter((body) => body?.operationName === operation)
    .map((body) => body.variables ?? {});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2024, 8, 18, 10)); // Wednesday 09/18/2024: this week ends Sunday 09/22.
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('finance timesheets list model', () => {
  it('defaults to the previous week: its end a week before this week’s, its start 6 days earlier', () => {
    expect(previousWeek('2024-09-18', 0)).toEqual({ start: '2024-09-09', end: '2024-09-15' });
    expect(previousWeek('2024-09-22', 0)).toEqual({ start: '2024-09-09', end: '2024-09-15' });
    expect(previousWeek('2024-09-18', 6)).toEqual({ start: '2024-09-08', end: '2024-09-14' });
  });

  it('truncates the projects to 24 characters and spans the week from end minus 6', () => {
    expect(truncateProjects(['Apollo', 'Internal'])).toBe('Apollo, Internal');
    const long = truncateProjects(['Apollo Implementation', 'Internal']);
    expect(long).toHaveLength(24);
    expect(long.endsWith('...')).toBe(true);
    expect(weekLabel('20240915')).toBe('09/09/2024 - 09/15/2024');
  });

  it('reads and writes the URL state, keeping the default status out of it', () => {
    const fallback = { start: '2024-09-09', end: '2024-09-15' };
    expect(parseListState(new URLSearchParams(''), fallback)).toMatchObject({
      range: fallback,
      statuses: ['Submitted-Pending'],
      page: 1,
      pageSize: 50,
    });
    expect(
      parseListState(new URLSearchParams('status=all&start=20240920&end=20240901'), fallback),
    ).toMatchObject({ range: fallback, statuses: [] });
    const next = applyChange(new URLSearchParams('page=3'), {
      statuses: ['Approved', 'Declined'],
      search: ' acme ',
    });
    expect(next.toString()).toBe('q=acme&status=Approved%2CDeclined');
    expect(applyChange(next, { statuses: ['Submitted-Pending'] }).has('status')).toBe(false);
  });
});

describe('finance timesheets page', { timeout: 30_000 }, () => {
  it('redirects /finance to /finance/timesheets and asks for last week’s Submitted-Pending sheets', async () => {
    const server = listServer({});
    const { router } = renderApp('/finance', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Timesheets' })).toBeInTheDocument();
    expect(await screen.findByText('No timesheets for that range')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/finance/timesheets');
    expect(router.state.location.search).toBe('?start=20240909&end=20240915');
    expect(variablesOf(server, 'FinanceTimesheets')[0]).toMatchObject({
      startDate: '20240909',
      endDate: '20240915',
      status: ['Submitted-Pending'],
      queryString: null,
      offset: 0,
      limit: 50,
    });
    expect(
      screen.getByPlaceholderText('Search by name, email, project, client, deliverable'),
    ).toBeInTheDocument();
  });

  it('exports the sheets of the list, every page, from the server (CSV or XLSX)', async () => {
    const links = captureExportLinks();
    renderApp(
      '/finance/timesheets?start=20240909&end=20240915',
      listServer({ rows: () => [sheet(1, { projects: ['Apollo'] })] }),
    );
    await screen.findByText('First1 Last1');
    fireEvent.click(screen.getByRole('button', { name: /Export$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    const params = { startDate: '20240909', endDate: '20240915', status: 'Submitted-Pending' };
    expect(links.map(({ path, params }) => ({ path, params }))).toEqual([
      { path: '/api/reports/finance-timesheets.csv', params },
      { path: '/api/reports/finance-timesheets.xlsx', params },
    ]);
    expect(
      exportParamsOf({
        startDate: '20240909',
        endDate: '20240915',
        queryString: 'erin',
        status: ['Approved', 'Declined'],
        name: null,
        offset: 50,
        limit: 50,
      }),
    ).toEqual({
      startDate: '20240909',
      endDate: '20240915',
      queryString: 'erin',
      status: 'Approved,Declined',
    });
    vi.restoreAllMocks();
  });

  it('shows the columns: name with e-mail, week, approvers, projects, hours, status and View Timesheet', async () => {
    renderApp(
      '/finance/timesheets?start=20240909&end=20240915',
      listServer({ rows: () => [sheet(1, { projects: ['Apollo Implementation', 'Internal'] })] }),
    );
    const link = await screen.findByRole('link', { name: 'View Timesheet' });
    expect(link).toHaveAttribute('href', '/reports/timesheets/ts-1');
    const table = screen.getByRole('table');
    for (const name of ['Resource Name', 'Week', 'Approvers', 'Projects', 'Hours', 'Status']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(within(table).getByText('First1 Last1')).toBeInTheDocument();
    expect(within(table).getByText('person1@example.com')).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '09/09/2024 - 09/15/2024' })).toBeInTheDocument();
    expect(within(table).getByText(/Pat Manager/)).toBeInTheDocument();
    expect(within(table).getByText('Apollo Implementation...')).toBeInTheDocument();
    expect(within(table).getByText('40.25')).toBeInTheDocument();
    expect(within(table).getByText('Submitted-Pending')).toBeInTheDocument();
    // No files: no paperclip.
    expect(screen.queryByRole('button', { name: /Attachments of/ })).toBeNull();
  });

  it('restores range, search, statuses and name from the URL', async () => {
    const server = listServer({ rows: () => [sheet(1)] });
    renderApp(
      '/finance/timesheets?start=20240801&end=20240831&q=acme&status=Approved%2CDeclined&name=erin&page=2',
      server,
    );
    await screen.findByRole('link', { name: 'View Timesheet' });
    expect(variablesOf(server, 'FinanceTimesheets')[0]).toMatchObject({
      startDate: '20240801',
      endDate: '20240831',
      queryString: 'acme',
      status: ['Approved', 'Declined'],
      name: 'erin',
      offset: 50,
    });
    expect(screen.getByLabelText('Search timesheets')).toHaveValue('acme');
  });

  it('asks once on first load, with the default range it then writes into the URL (issue 14)', async () => {
    const server = listServer({ rows: () => [sheet(1)] });
    const { router } = renderApp('/finance/timesheets', server);
    await screen.findByRole('link', { name: 'View Timesheet' }, { timeout: 25_000 });
    await waitFor(() => expect(router.state.location.search).toBe('?start=20240909&end=20240915'));
    // The range written into the URL, the settings and the user arriving ask nothing more.
    await screen.findByText('First1 Last1');
    expect(variablesOf(server, 'FinanceTimesheets')).toEqual([
      expect.objectContaining({ startDate: '20240909', endDate: '20240915', queryString: null }),
    ]);
  });

  it('asks again only 700 ms after the last key of a search, back on page 1', async () => {
    const server = listServer({ rows: () => [sheet(1)], total: 120 });
    const { router } = renderApp('/finance/timesheets?start=20240909&end=20240915&page=2', server);
    await screen.findByRole('link', { name: 'View Timesheet' });
    fireEvent.change(screen.getByLabelText('Search timesheets'), { target: { value: 'apo' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(variablesOf(server, 'FinanceTimesheets').some((v) => v.queryString === 'apo')).toBe(false);
    await waitFor(() =>
      expect(variablesOf(server, 'FinanceTimesheets').at(-1)).toMatchObject({
        queryString: 'apo',
        offset: 0,
      }),
    );
    expect(router.state.location.search).toContain('q=apo');
    expect(router.state.location.search).not.toContain('page=');
  });

  it('filters by status from the Status column and keeps it in the URL', async () => {
    const server = listServer({ rows: () => [sheet(1)] });
    const { router } = renderApp('/finance/timesheets?start=20240909&end=20240915', server);
    await screen.findByRole('link', { name: 'View Timesheet' });
    const header = screen.getByRole('columnheader', { name: /Status/ });
    fireEvent.click(within(header).getByRole('button'));
    fireEvent.click(await screen.findByText('Approved'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(variablesOf(server, 'FinanceTimesheets').at(-1)).toMatchObject({
        status: ['Submitted-Pending', 'Approved'],
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe(
      'Submitted-Pending,Approved',
    );
  });

  it('filters by resource name from the Resource Name column', async () => {
    const server = listServer({ rows: () => [sheet(1)] });
    const { router } = renderApp('/finance/timesheets?start=20240909&end=20240915', server);
    await screen.findByRole('link', { name: 'View Timesheet' });
    fireEvent.click(screen.getAllByLabelText('Filter by name')[0]!);
    const input = await screen.findByPlaceholderText('Filter by name');
    fireEvent.change(input, { target: { value: 'otto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(variablesOf(server, 'FinanceTimesheets').at(-1)).toMatchObject({ name: 'otto' }),
    );
    expect(router.state.location.search).toContain('name=otto');
  });

  it('pages on the server: the second page asks from offset 50', async () => {
    const server = listServer({
      rows: (variables) => [sheet(Number(variables.offset) + 1)],
      total: 75,
    });
    const { router } = renderApp('/finance/timesheets?start=20240909&end=20240915', server);
    await screen.findByText('First1 Last1');
    expect(screen.getByText('75 timesheets')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('First51 Last51');
    expect(variablesOf(server, 'FinanceTimesheets').at(-1)).toMatchObject({ offset: 50, limit: 50 });
    expect(router.state.location.search).toContain('page=2');
  });

  it('opens the attachments of a sheet with files in a modal of links', async () => {
    const server = listServer({ rows: () => [sheet(1, { attachmentCount: 2 })] });
    renderApp('/finance/timesheets?start=20240909&end=20240915', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Attachments of First1 Last1 (2)' }));
    const dialog = await screen.findByRole('dialog');
    const receipt = await within(dialog).findByRole('link', { name: /Hotel receipt/ });
    expect(receipt).toHaveAttribute(
      'href',
      'https://files.example.com/signed/1700000000000_receipt.pdf?sig=1',
    );
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: /Taxi: taxi.png/ })).toBeInTheDocument();
    expect(variablesOf(server, 'FinanceTimesheetFiles')[0]).toEqual({ endDate: '20240915', user: 'u-1' });
  });

  it('shows an error with Retry when the list fails', async () => {
    let fail = true;
    const server = appServer({
      me: finance,
      configuration: { ...publicConfiguration, 'week-end-day': 'sun' },
      graphql: {
        FinanceTimesheets: () =>
          fail
            ? { body: { data: null, errors: [{ message: 'boom' }] } }
            : {
                body: {
                  data: {
                    finance: {
                      __typename: 'FinanceQueries',
                      timesheets: { __typename: 'FinanceTimesheetPage', total: 1, timesheets: [sheet(1)] },
                    },
                  },
                },
              },
      },
    });
    renderApp('/finance/timesheets?start=20240909&end=20240915', server);
    expect(await screen.findByText('The timesheets could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'View Timesheet' })).toBeInTheDocument();
  });

  it('keeps users outside finance away', async () => {
    const server = listServer({ me: employee });
    renderApp('/finance/timesheets', server);
    expect(await screen.findByRole('heading', { name: NO_ACCESS_TITLE })).toBeInTheDocument();
    expect(variablesOf(server, 'FinanceTimesheets')).toHaveLength(0);
  });
});
