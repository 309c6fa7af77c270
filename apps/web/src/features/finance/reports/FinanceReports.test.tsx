import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { expectRefused, expectUsable } from '../../../test/disabledReason.ts';
import { captureExportLinks } from '../../../test/exportLinks.ts';
import { type GraphQLHandler, graphqlError } from '../../../test/fakeServer.ts';
import { appServer, employee, publicConfiguration } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { payrollRangeOf } from './PayrollAllocationPage.tsx';
import { reportWeekOf } from './useReportWeek.ts';

const finance = { ...employee, _id: 'u-fin', groups: ['finance'] };

const finance$ = (field: string, value: unknown) => ({
  body: { data: { finance: { __typename: 'FinanceQueries', [field]: value } } },
});

const bodyRows = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') && !row.classList.contains('ant-table-measure-row'))
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('reportWeekOf and payrollRangeOf', () => {
  it('moves the URL date to the week-end day, else takes the last whole week', () => {
    expect(reportWeekOf('20261118', '2026-01-01', 0)).toBe('2026-11-22');
    expect(reportWeekOf('20261118', '2026-01-01', 6)).toBe('2026-11-21');
    expect(reportWeekOf(undefined, '2026-11-26', 0)).toBe('2026-11-22');
    expect(reportWeekOf('nonsense', '2026-11-26', 0)).toBe('2026-11-22');
  });

  it('reads ?start=&end=, else the previous month', () => {
    expect(payrollRangeOf('20261101', '20261130', '2026-11-26')).toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
    });
    expect(payrollRangeOf('20261130', '20261101', '2026-11-26')).toEqual({
      start: '2026-10-01',
      end: '2026-10-31',
    });
    expect(payrollRangeOf(null, null, '2026-01-15')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });
});

describe('/finance/reports', () => {
  it('shows one card per configured value, each linking to its report, and leaves out unknown values', async () => {
    const configuration = {
      ...publicConfiguration,
      'finance-reports': '["projects","missingTimesheetsByWeek","bogus"]',
    };
    renderApp('/finance/reports', appServer({ me: finance, configuration }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /Projects|Missing Timesheets/ });
    const cards = links.filter((link) => link.classList.contains('tally-link-cards__link'));
    expect(cards.map((link) => [link.textContent?.slice(0, 18), link.getAttribute('href')])).toEqual([
      ['ProjectsBudget, bu', '/finance/reports/projects'],
      ['Missing Timesheets', '/finance/reports/missing-timesheets'],
    ]);
    expect(screen.queryByRole('heading', { name: 'Custom Reports' })).toBeNull();
  });

  it('offers all eight reports by default', async () => {
    renderApp('/finance/reports', appServer({ me: finance }));
    await screen.findByRole('heading', { name: 'Timesheet Snapshot' });
    const hrefs = [...document.querySelectorAll('a.tally-link-cards__link')].map((a) =>
      a.getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/finance/reports/weekly-snapshot',
      '/finance/reports/daily-snapshot',
      '/finance/reports/payroll-allocation',
      '/finance/reports/timeoff',
      '/finance/reports/quickbooks-export',
      '/finance/reports/missing-timesheets',
      '/finance/reports/projects',
      '/finance/reports/custom',
    ]);
  });

  it('says so when no report is configured', async () => {
    const configuration = { ...publicConfiguration, 'finance-reports': '[]' };
    renderApp('/finance/reports', appServer({ me: finance, configuration }));
    expect(await screen.findByText(/No reports are configured/)).toBeInTheDocument();
  });
});

const missingRow = (name: string, email: string) => ({
  __typename: 'MissingTimesheet',
  projectId: 'p1',
  projectName: 'Apollo, phase 2',
  userId: `u-${name}`,
  resourceName: name,
  resourceEmail: email,
  endDate: '20261122',
});

describe('/finance/reports/missing-timesheets', () => {
  let MissingTimesheets: Mock<GraphQLHandler>;
  beforeEach(() => {
    MissingTimesheets = vi.fn<GraphQLHandler>((variables) =>
      finance$('missingTimesheets', {
        __typename: 'MissingTimesheetsReport',
        endDate: variables.endDate,
        rows: [
          missingRow('Erin Employee', 'employee@example.com'),
          missingRow('Pat Manager', 'pm@example.com'),
        ],
      }),
    );
  });

  it('asks for the week of the URL moved to the week-end day and lists the missing people', async () => {
    const { router } = renderApp(
      '/finance/reports/missing-timesheets/20261118',
      appServer({ me: finance, graphql: { MissingTimesheets } }),
    );
    expect(await screen.findByRole('heading', { name: 'Missing Timesheets' })).toBeInTheDocument();
    await screen.findByText('Erin Employee');
    expect(MissingTimesheets.mock.calls[0]![0]).toEqual({ endDate: '20261122' });
    // The URL names the week it shows (issue 14), replacing the date typed.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/finance/reports/missing-timesheets/20261122'),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(bodyRows()).toEqual([
      ['Apollo, phase 2', 'Erin Employee', 'employee@example.com', '11/22/2026'],
      ['Apollo, phase 2', 'Pat Manager', 'pm@example.com', '11/22/2026'],
    ]);
    expect(screen.getByLabelText('Week ending')).toHaveValue('11/22/2026');
  });

  it('moves to the previous week and puts it in the URL', async () => {
    const { router } = renderApp(
      '/finance/reports/missing-timesheets/20261122',
      appServer({ me: finance, graphql: { MissingTimesheets } }),
    );
    await screen.findByText('Erin Employee');
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/finance/reports/missing-timesheets/20261115'),
    );
    await waitFor(() => expect(MissingTimesheets).toHaveBeenLastCalledWith({ endDate: '20261115' }));
  });

  it('exports the rows as CSV named with the week ending and the export time', async () => {
    const links = captureExportLinks();
    renderApp(
      '/finance/reports/missing-timesheets/20261122',
      appServer({ me: finance, graphql: { MissingTimesheets } }),
    );
    await screen.findByText('Erin Employee');
    fireEvent.click(screen.getByRole('button', { name: /Export$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(links).toEqual([
      { path: '/api/reports/missing-timesheets.csv', params: { endDate: '20261122' }, download: '' },
      { path: '/api/reports/missing-timesheets.xlsx', params: { endDate: '20261122' }, download: '' },
    ]);
  });

  it('shows the error with Retry, keeps Export off while loading, and loads again on Retry', async () => {
    let fail = true;
    let release: () => void = () => {};
    const handler = vi.fn(async (variables: Record<string, unknown>) => {
      if (fail) return graphqlError('INTERNAL_SERVER_ERROR', 'Database unavailable');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return MissingTimesheets(variables);
    });
    renderApp(
      '/finance/reports/missing-timesheets/20261122',
      appServer({ me: finance, graphql: { MissingTimesheets: handler } }),
    );
    expect(await screen.findByText('The report could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(2));
    expectRefused(screen.getByRole('button', { name: /Export$/ }));
    release();
    await screen.findByText('Erin Employee');
    expectUsable(screen.getByRole('button', { name: /Export$/ }));
  });

  it('says when nobody is missing', async () => {
    const empty = vi.fn(() =>
      finance$('missingTimesheets', { __typename: 'MissingTimesheetsReport', endDate: '20261122', rows: [] }),
    );
    renderApp(
      '/finance/reports/missing-timesheets/20261122',
      appServer({ me: finance, graphql: { MissingTimesheets: empty } }),
    );
    expect(await screen.findByText('No missing timesheets for that week')).toBeInTheDocument();
    expectRefused(screen.getByRole('button', { name: /Export$/ }));
  });
});

const allocation = (project: string, hours: number, percent: number) => ({
  __typename: 'PayrollAllocation',
  userId: 'u1',
  firstName: 'Erin',
  lastName: 'Employee',
  email: 'employee@example.com',
  payrollId: 'P100',
  projectId: `p-${project}`,
  projectName: project,
  hours,
  totalHours: 16,
  percent,
});

describe('/finance/reports/payroll-allocation', () => {
  it('asks for the range of the URL and shows each project as a share of the hours', async () => {
    const PayrollAllocation = vi.fn(() =>
      finance$('payrollAllocation', [allocation('Apollo', 12, 75), allocation('Internal', 4, 25)]),
    );
    const links = captureExportLinks();
    renderApp(
      '/finance/reports/payroll-allocation?start=20261101&end=20261130',
      appServer({ me: finance, graphql: { PayrollAllocation } }),
    );
    expect(await screen.findByRole('heading', { name: 'Payroll Allocation' })).toBeInTheDocument();
    await screen.findByText('Internal');
    expect(PayrollAllocation.mock.calls[0]).toEqual([{ startDate: '20261101', endDate: '20261130' }]);
    expect(bodyRows()).toEqual([
      ['P100', 'Erin Employee', 'employee@example.com', 'Apollo', '12.00', '16.00', '75.00%'],
      ['P100', 'Erin Employee', 'employee@example.com', 'Internal', '4.00', '16.00', '25.00%'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Export$/ }));
    expect(links).toEqual([
      {
        path: '/api/reports/payroll-allocation.csv',
        params: { startDate: '20261101', endDate: '20261130' },
        download: '',
      },
    ]);
  });

  it('says when the range has no approved hours, and widens it in one click (issue 14)', async () => {
    const PayrollAllocation = vi.fn(() => finance$('payrollAllocation', []));
    renderApp(
      '/finance/reports/payroll-allocation?start=20261101&end=20261130',
      appServer({ me: finance, graphql: { PayrollAllocation } }),
    );
    expect(await screen.findByText('No approved hours for that range')).toBeInTheDocument();
    expect(screen.getByText(/Only approved hours count/)).toBeInTheDocument();
    expectRefused(screen.getByRole('button', { name: /Export$/ }));
    // The three whole months up to the range's end.
    fireEvent.click(screen.getByRole('button', { name: 'Show 09/01/2026 - 11/30/2026' }));
    await waitFor(() =>
      expect(PayrollAllocation).toHaveBeenLastCalledWith({ startDate: '20260901', endDate: '20261130' }),
    );
  });
});

const project = (name: string, extra: Record<string, unknown>) => ({
  __typename: 'ProjectsReportRow',
  _id: `p-${name}`,
  name,
  projectCode: null,
  clientName: null,
  status: 'In Progress',
  archived: false,
  budget: 0,
  budgetUsed: 0,
  budgetRemaining: 0,
  overBudget: 'No',
  estimatedHours: null,
  ...extra,
});

describe('/finance/reports/projects', () => {
  const ProjectsReport = vi.fn(() =>
    finance$('projectsReport', {
      __typename: 'ProjectsReport',
      blendedRate: 100,
      projects: [
        project('Apollo', {
          projectCode: 'APL',
          clientName: 'Acme Corp',
          budget: 12500,
          budgetUsed: 1.2,
          overBudget: 'Yes',
          estimatedHours: 125,
        }),
        project('Zephyr', { budget: 1000, budgetUsed: 0.25, budgetRemaining: 750, estimatedHours: 10 }),
      ],
    }),
  );

  it('lists every project with its budget figures and filters by search', async () => {
    const links = captureExportLinks();
    renderApp('/finance/reports/projects', appServer({ me: finance, graphql: { ProjectsReport } }));
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    await screen.findByText('Zephyr');
    expect(screen.getByText(/blended rate of \$100\.00 per hour/)).toBeInTheDocument();
    expect(bodyRows()).toEqual([
      ['Apollo ', 'APL', 'Acme Corp', 'In Progress', '$12,500.00', '120%', '$0.00', 'Yes', '125.00'],
      ['Zephyr ', '', '', 'In Progress', '$1,000.00', '25%', '$750.00', 'No', '10.00'],
    ]);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'acme' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /Export$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(links).toEqual([
      { path: '/api/reports/projects.csv', params: { search: 'acme' }, download: '' },
      { path: '/api/reports/projects.xlsx', params: { search: 'acme' }, download: '' },
    ]);
  });
});

describe('/finance/reports/quickbooks-export', () => {
  it('says when the week has no approved sheets and goes to the week before in one click', async () => {
    const QuickbooksExport = vi.fn<GraphQLHandler>((variables) =>
      finance$('quickbooksExport', { __typename: 'AccountingExport', endDate: variables.endDate, rows: [] }),
    );
    const { router } = renderApp(
      '/finance/reports/quickbooks-export/20261122',
      appServer({ me: finance, graphql: { QuickbooksExport } }),
    );
    expect(await screen.findByText('No approved timesheets for that week')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show the week before' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/finance/reports/quickbooks-export/20261115'),
    );
    await waitFor(() => expect(QuickbooksExport).toHaveBeenLastCalledWith({ endDate: '20261115' }));
  });

  it('lists the rows of the week and exports them', async () => {
    const QuickbooksExport = vi.fn(() =>
      finance$('quickbooksExport', {
        __typename: 'AccountingExport',
        endDate: '20261122',
        rows: [
          {
            __typename: 'AccountingExportRow',
            key: 'u1|d1',
            employeeName: 'Employee, Erin',
            customerJob: 'Acme Corp:Apollo',
            payrollItem: 'Hourly',
            billableStatus: 'T',
            serviceItem: 'Architectural',
            date: '11/22/2026',
            duration: '7:30',
            hours: 7.5,
            notes: 'Build - Design: drawings',
          },
        ],
      }),
    );
    const links = captureExportLinks();
    renderApp(
      '/finance/reports/quickbooks-export/20261122',
      appServer({ me: finance, graphql: { QuickbooksExport } }),
    );
    expect(await screen.findByRole('heading', { name: 'Accounting Export' })).toBeInTheDocument();
    await screen.findByText('Acme Corp:Apollo');
    expect(bodyRows()).toEqual([
      [
        'Employee, Erin',
        'Acme Corp:Apollo',
        'Hourly',
        'T',
        'Architectural',
        '11/22/2026',
        '7:30',
        'Build - Design: drawings',
      ],
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Export$/ }));
    expect(links).toEqual([
      { path: '/api/reports/accounting-export.csv', params: { endDate: '20261122' }, download: '' },
    ]);
  });
});
