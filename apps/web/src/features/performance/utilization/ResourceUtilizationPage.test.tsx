import { defaultUtilizationRange, presetRange } from '@tally/domain/performance/utilization';
import { isoDateOf } from '@tally/domain/shared/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_ACCESS_TITLE } from '../../../app/NoAccess.tsx';
import { captureExportLinks } from '../../../test/exportLinks.ts';
import { appServer, employee } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { readState } from './search.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const boss = { ...employee, _id: 'u-boss', groups: ['senior-management'] };
const compact = (iso: string) => iso.replaceAll('-', '');

function person(
  id: string,
  firstName: string,
  pctUtilized: number | null,
  extra: Record<string, number> = {},
) {
  return {
    __typename: 'PerformanceUser',
    _id: id,
    firstName,
    lastName: 'Tester',
    email: `${firstName.toLowerCase()}@example.com`,
    title: null,
    performance: {
      __typename: 'UserPerformance',
      numOfWeeks: 4.4,
      timeReported: 150,
      leftOverHours: 26,
      pctUtilized,
      hoursAvailable: 176,
      billableTime: 120,
      pctBillable: 68.18,
      nonBillableTime: 22,
      pctNonBillable: 12.5,
      holidayTime: 0,
      pctHoliday: 0,
      ptoTime: 8,
      pctPtoTime: 4.55,
      ...extra,
    },
  };
}

const PEOPLE = [person('u-1', 'Erin', 85.23), person('u-2', 'Pat', 118.42)];

function page(nodes = PEOPLE, total = nodes.length) {
  return {
    __typename: 'PerformanceUserPage',
    startDate: '20261001',
    endDate: '20261031',
    workingDays: 22,
    holidays: 0,
    hoursAvailable: 176,
    total,
    offset: 0,
    limit: 50,
    summary: {
      __typename: 'PerformanceSummary',
      users: 2,
      underutilized: 1,
      overutilized: 1,
      averageUtilization: 101.83,
      bands: { __typename: 'UtilizationBands', green: 0, orange: 1, red: 1 },
    },
    nodes,
  };
}

function server(nodes = PEOPLE) {
  const ResourceUtilization = vi.fn((variables: { filter?: string }) => ({
    body: {
      data: {
        performance: {
          __typename: 'PerformanceQueries',
          users: page(
            variables.filter === 'UNDERUTILIZED'
              ? nodes.filter((n) => (n.performance.pctUtilized ?? 0) < 90)
              : nodes,
          ),
        },
      },
    },
  }));
  const UtilizationUserTimesheets = vi.fn((_variables: Record<string, unknown>) => ({
    body: {
      data: {
        performance: {
          __typename: 'PerformanceQueries',
          allUserTimesheets: [
            {
              __typename: 'PerformanceTimesheet',
              _id: 's-1:p-1',
              timesheetId: 's-1',
              userId: 'u-1',
              startDate: '20261005',
              endDate: '20261011',
              status: 'Approved',
              totalHours: 40,
              projectHours: 32,
              projectName: 'Apollo',
              clientName: 'Acme Corp',
            },
          ],
        },
      },
    },
  }));
  return {
    server: appServer({ me: boss, graphql: { ResourceUtilization, UtilizationUserTimesheets } }),
    ResourceUtilization,
    UtilizationUserTimesheets,
  };
}

const bodyRows = () =>
  screen
    .getAllByRole('row')
    .filter(
      (row) =>
        row.closest('tbody') &&
        !row.classList.contains('ant-table-measure-row') &&
        row.closest('.utilization__sheets') === null &&
        !row.classList.contains('ant-table-expanded-row'),
    );

describe('readState', () => {
  it('defaults to the previous month, all people, page 1; reads a valid range, filter and page', () => {
    expect(readState(new URLSearchParams(), '2026-11-26')).toEqual({
      range: { start: '2026-10-01', end: '2026-10-31' },
      filter: 'ALL',
      page: 1,
    });
    expect(
      readState(new URLSearchParams('start=20260101&end=20260115&filter=over&page=3'), '2026-11-26'),
    ).toEqual({
      range: { start: '2026-01-01', end: '2026-01-15' },
      filter: 'OVERUTILIZED',
      page: 3,
    });
    expect(readState(new URLSearchParams('start=20240101&end=20260115'), '2026-11-26').range).toEqual({
      start: '2026-10-01',
      end: '2026-10-31',
    });
  });
});

describe('/performance', () => {
  it('shows one tile, Resource Utilization, linking to its report (X-001)', async () => {
    renderApp('/performance', appServer({ me: boss }));
    const link = await screen.findByRole('link', { name: /Resource Utilization/ });
    expect(link).toHaveAttribute('href', '/performance/resource-utilization');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('is refused to someone outside senior management and admin (X-002)', async () => {
    renderApp('/performance', appServer({ me: { ...employee, groups: ['project-management'] } }));
    expect(await screen.findByRole('heading', { name: NO_ACCESS_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Resource Utilization/ })).toBeNull();
  });
});

describe('/performance/resource-utilization', () => {
  it('asks for the previous month and shows coloured percentages with words (X-004, X-012..X-014)', async () => {
    const { server: s, ResourceUtilization } = server();
    renderApp('/performance/resource-utilization', s);
    expect(await screen.findByRole('heading', { name: 'Resource Utilization' })).toBeInTheDocument();
    await screen.findByText('Erin Tester');
    const range = defaultUtilizationRange(isoDateOf(new Date()));
    expect(ResourceUtilization.mock.calls[0]![0]).toEqual({
      startDate: compact(range.start),
      endDate: compact(range.end),
      filter: 'ALL',
      offset: 0,
      limit: 50,
    });
    const [erin, pat] = bodyRows();
    expect(within(erin!).getByText('85.23 %').closest('.ant-tag')).toHaveClass('utilization__pct--orange');
    expect(within(erin!).getByText('85.23 %').closest('.ant-tag')).toHaveTextContent('Watch');
    expect(within(pat!).getByText('118.42 %').closest('.ant-tag')).toHaveTextContent('Off target');
    expect(within(erin!).getByText('12.50 %').closest('.ant-tag')).toHaveTextContent('On target');
    expect(screen.getByRole('radio', { name: 'Last Month' })).toBeChecked();
  });

  it('switches to a preset and to the Underutilized filter (X-005, X-007)', async () => {
    const { server: s, ResourceUtilization } = server();
    renderApp('/performance/resource-utilization', s);
    await screen.findByText('Erin Tester');
    fireEvent.click(screen.getByRole('radio', { name: 'YTD' }));
    const ytd = presetRange('YTD', isoDateOf(new Date()));
    await waitFor(() =>
      expect(ResourceUtilization).toHaveBeenLastCalledWith(
        expect.objectContaining({ startDate: compact(ytd.start), endDate: compact(ytd.end) }),
      ),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Underutilized (< 90 %)' }));
    await waitFor(() =>
      expect(ResourceUtilization).toHaveBeenLastCalledWith(
        expect.objectContaining({ filter: 'UNDERUTILIZED' }),
      ),
    );
    await waitFor(() => expect(screen.queryByText('Pat Tester')).toBeNull());
  });

  it('expands a row into the person’s timesheets (X-015)', async () => {
    const { server: s, UtilizationUserTimesheets } = server();
    renderApp('/performance/resource-utilization?start=20261001&end=20261031', s);
    await screen.findByText('Erin Tester');
    fireEvent.click(within(bodyRows()[0]!).getByRole('button', { name: /expand/i }));
    expect(await screen.findByText('Apollo')).toBeInTheDocument();
    expect(screen.getByText('Acme Corp')).toBeInTheDocument();
    expect(UtilizationUserTimesheets.mock.calls[0]![0]).toEqual({
      userIds: ['u-1', 'u-2'],
      startDate: '20261001',
      endDate: '20261031',
    });
  });

  it('exports the filtered rows from the server, CSV or XLSX (X-016)', async () => {
    const { server: s } = server();
    const links = captureExportLinks();
    renderApp('/performance/resource-utilization?start=20261001&end=20261031&filter=under', s);
    await screen.findByText('Erin Tester');
    fireEvent.click(screen.getByRole('button', { name: /Export$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    const params = { startDate: '20261001', endDate: '20261031', filter: 'UNDERUTILIZED' };
    expect(links.map(({ path, params }) => ({ path, params }))).toEqual([
      { path: '/api/reports/utilization.csv', params },
      { path: '/api/reports/utilization.xlsx', params },
    ]);
  });

  it('says when nobody has approved hours in the range and widens it in one click (issue 14)', async () => {
    const idle = [person('u-1', 'Erin', 0, { timeReported: 0 })];
    const ResourceUtilization = vi.fn(() => {
      const users = page(idle);
      return {
        body: {
          data: {
            performance: {
              __typename: 'PerformanceQueries',
              users: { ...users, summary: { ...users.summary, users: 1, averageUtilization: 0 } },
            },
          },
        },
      };
    });
    renderApp(
      '/performance/resource-utilization?start=20261001&end=20261031',
      appServer({ me: boss, graphql: { ResourceUtilization } }),
    );
    expect(await screen.findByText('No approved hours in that range')).toBeInTheDocument();
    expect(screen.getByText('Erin Tester')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show 08/01/2026 - 10/31/2026' }));
    await waitFor(() =>
      expect(ResourceUtilization).toHaveBeenLastCalledWith(
        expect.objectContaining({ startDate: '20260801', endDate: '20261031', offset: 0 }),
      ),
    );
  });

  it('refuses a custom range over 31 days without asking the server (X-006)', async () => {
    const { server: s, ResourceUtilization } = server();
    renderApp('/performance/resource-utilization', s);
    await screen.findByText('Erin Tester');
    const calls = ResourceUtilization.mock.calls.length;
    const [from, to] = screen.getAllByRole('textbox').filter((input) => input.closest('.ant-picker-range'));
    fireEvent.mouseDown(from!);
    fireEvent.focus(from!);
    fireEvent.change(from!, { target: { value: '01/01/2026' } });
    fireEvent.keyDown(from!, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.focus(to!);
    fireEvent.change(to!, { target: { value: '03/01/2026' } });
    fireEvent.keyDown(to!, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('The selected date range is too large.')).toBeInTheDocument();
    expect(ResourceUtilization.mock.calls.length).toBe(calls);
  });
});
