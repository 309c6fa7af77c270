import { isoWeekOf } from '@tally/domain/hr/hourly-cost';
import { isoDateOf } from '@tally/domain/shared/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefused } from '../../../test/disabledReason.ts';
import { captureExportLinks } from '../../../test/exportLinks.ts';
import { appServer, employee } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { rangeOf } from './RollupsPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const hr = { ...employee, _id: 'u-hr', groups: ['human-resources'] };

const total = (name: string, project: string, deliverable: string, hours: number, n: number) => ({
  __typename: 'UserTaskTotal',
  userId: `u-${name}`,
  name,
  email: null,
  projectId: `p-${project}`,
  project,
  deliverableId: `d-${n}`,
  deliverable,
  milestone: 'Build',
  hours,
});

const ROWS = [
  total('Erin Employee', 'Apollo', 'Design', 12.5, 1),
  total('Erin Employee', 'Zephyr', 'Code', 4, 2),
  total('Pat Manager', 'Apollo', 'Review', 3, 3),
];

function rollupServer(rows = ROWS) {
  const UserTaskTotals = vi.fn(() => ({
    body: { data: { hr: { __typename: 'HrQueries', userTaskTotals: rows } } },
  }));
  return { server: appServer({ me: hr, graphql: { UserTaskTotals } }), UserTaskTotals };
}

const bodyRows = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') && !row.classList.contains('ant-table-measure-row'))
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items.find((item) => item.classList.contains('ant-select-item-option'))!);
}

describe('rangeOf', () => {
  it('reads the end from the path and the start from ?start=, else the current ISO week', () => {
    expect(rangeOf('20261129', null, '2026-01-01')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(rangeOf('20261129', '20261101', '2026-01-01')).toEqual({ start: '2026-11-01', end: '2026-11-29' });
    expect(rangeOf(undefined, null, '2026-11-25')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(rangeOf('bad', null, '2026-11-25')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });
});

describe('/human-resources/reports/user-task-totals', () => {
  it('asks for the current ISO week and lists name, project, deliverable, milestone and hours', async () => {
    const { server, UserTaskTotals } = rollupServer();
    renderApp('/human-resources/reports/user-task-totals', server);
    expect(await screen.findByRole('heading', { name: 'Employee Rollups by Task' })).toBeInTheDocument();
    await screen.findByText('Design');
    const week = isoWeekOf(isoDateOf(new Date()));
    expect(UserTaskTotals.mock.calls[0]).toEqual([
      { startDate: week.start.replaceAll('-', ''), endDate: week.end.replaceAll('-', '') },
    ]);
    expect(bodyRows()).toEqual([
      ['Erin Employee', 'Apollo', 'Design', 'Build', '12.50'],
      ['Erin Employee', 'Zephyr', 'Code', 'Build', '4.00'],
      ['Pat Manager', 'Apollo', 'Review', 'Build', '3.00'],
    ]);
  });

  it('names each value for the phone cards, so no column is cut off at 390 px', async () => {
    const { server } = rollupServer();
    renderApp('/human-resources/reports/user-task-totals/20261129', server);
    await screen.findByText('Design');
    const grid = screen.getByRole('region', { name: 'Employee rollups' });
    expect(grid.querySelector('.ant-table-wrapper')).toHaveClass('table-phone-cards');
    const first = within(grid).getByText('Design').closest('tr') as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Name', 'Project', 'Deliverable', 'Milestone', 'Hours']);
  });

  it('filters by project and employee with options from the rows', async () => {
    const { server } = rollupServer();
    renderApp('/human-resources/reports/user-task-totals/20261129', server);
    await screen.findByText('Design');
    await choose('Project', 'Apollo');
    await waitFor(() => expect(bodyRows().map((row) => row[2])).toEqual(['Design', 'Review']));
    await choose('Employee', 'Pat Manager');
    await waitFor(() => expect(bodyRows().map((row) => row[2])).toEqual(['Review']));
    await choose('Project', 'Zephyr');
    expect(await screen.findByText('No data for given date range')).toBeInTheDocument();
  });

  it('exports the shown rows from the server, with the filters chosen', async () => {
    const { server } = rollupServer();
    const links = captureExportLinks();
    renderApp('/human-resources/reports/user-task-totals/20261129', server);
    await screen.findByText('Design');
    await choose('Employee', 'Erin Employee');
    fireEvent.click(screen.getByRole('button', { name: /Export$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    const params = { startDate: '20261123', endDate: '20261129', employee: 'Erin Employee' };
    expect(links.map(({ path, params }) => ({ path, params }))).toEqual([
      { path: '/api/reports/hr-rollups.csv', params },
      { path: '/api/reports/hr-rollups.xlsx', params },
    ]);
    vi.restoreAllMocks();
  });

  it("says 'No data for given date range' when empty, for the range in the URL", async () => {
    const { server, UserTaskTotals } = rollupServer([]);
    renderApp('/human-resources/reports/user-task-totals/20260111?start=20260101', server);
    expect(await screen.findByText('No data for given date range')).toBeInTheDocument();
    expect(UserTaskTotals.mock.calls[0]).toEqual([{ startDate: '20260101', endDate: '20260111' }]);
    expectRefused(screen.getByRole('button', { name: /Export$/ }));
  });

  it('says why an empty range may be empty and widens it to three months in one click (issue 14)', async () => {
    const { server, UserTaskTotals } = rollupServer([]);
    renderApp('/human-resources/reports/user-task-totals/20261129', server);
    expect(await screen.findByText(/Only approved hours count/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show 09/01/2026 - 11/29/2026' }));
    await waitFor(() =>
      expect(UserTaskTotals).toHaveBeenLastCalledWith({ startDate: '20260901', endDate: '20261129' }),
    );
    expect(await screen.findByRole('button', { name: 'Show 12/01/2025 - 11/29/2026' })).toBeInTheDocument();
  });

  it('offers no wider range when only the filters empty the table', async () => {
    const { server } = rollupServer();
    renderApp('/human-resources/reports/user-task-totals/20261129', server);
    await screen.findByText('Design');
    await choose('Employee', 'Pat Manager');
    await choose('Project', 'Zephyr');
    expect(await screen.findByText('No data for given date range')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show / })).toBeNull();
  });
});

describe('/human-resources/reports', () => {
  it('shows the three cards, each linking to its screen', async () => {
    renderApp('/human-resources/reports', appServer({ me: hr }));
    expect(await screen.findByRole('heading', { name: 'All Active Users' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delinquency Report' })).toBeInTheDocument();
    expect(screen.getByText('Summarised approved hours')).toBeInTheDocument();
    for (const [name, href] of [
      [/Employee Task Rollups/, '/human-resources/reports/user-task-totals'],
      [/All Active Users/, '/human-resources/reports/all-users'],
      [/Delinquency Report/, '/human-resources/reports/delinquency'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
