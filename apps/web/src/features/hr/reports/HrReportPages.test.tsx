import { addDays, isoDateOf } from '@tally/domain/shared/dates';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefused } from '../../../test/disabledReason.ts';
import { captureExportLinks } from '../../../test/exportLinks.ts';
import { appServer, employee } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { resetViewportAfterEach, setViewportWidth } from '../../../test/viewport.ts';
import { tableRows } from '../../time-off/timeOffFixtures.ts';
import { delinquencyRangeOf } from './DelinquencyPage.tsx';

resetViewportAfterEach();
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const hr = { ...employee, _id: 'u-hr', groups: ['human-resources'] };

describe('/human-resources/reports/all-users (H-012)', () => {
  const staff = [
    {
      __typename: 'ActiveStaffMember',
      _id: 'u-erin',
      name: 'Erin Employee',
      email: 'employee@example.com',
      title: 'Consultant',
      projects: ['Apollo', 'Zephyr'],
      approvers: ['pm@example.com', 'admin@example.com'],
    },
    {
      __typename: 'ActiveStaffMember',
      _id: 'u-pat',
      name: 'Pat Manager',
      email: 'pm@example.com',
      title: null,
      projects: [],
      approvers: [],
    },
  ];

  it('lists name, e-mail, projects and approvers, filters by a search and exports the rows', async () => {
    const ActiveStaff = vi.fn(() => ({
      body: { data: { hr: { __typename: 'HrQueries', activeStaff: staff } } },
    }));
    renderApp('/human-resources/reports/all-users', appServer({ me: hr, graphql: { ActiveStaff } }));
    expect(await screen.findByRole('heading', { name: 'All Active Users' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Active users' });
    await waitFor(() => expect(tableRows(table)).toHaveLength(2));
    expect(tableRows(table)).toEqual([
      ['Erin Employee', 'employee@example.com', 'ApolloZephyr', 'pm@example.comadmin@example.com'],
      ['Pat Manager', 'pm@example.com', 'None', 'None'],
    ]);
    fireEvent.change(screen.getByLabelText('Search users, projects or approvers'), {
      target: { value: 'zephyr' },
    });
    await waitFor(() => expect(tableRows(table)).toHaveLength(1));

    const links = captureExportLinks();
    fireEvent.click(screen.getByRole('button', { name: /Export$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(links.map(({ path, params }) => ({ path, params }))).toEqual([
      { path: '/api/reports/hr-all-users.csv', params: { search: 'zephyr' } },
      { path: '/api/reports/hr-all-users.xlsx', params: { search: 'zephyr' } },
    ]);
  });
});

const lateWeeks = () => ({
  body: {
    data: {
      hr: {
        __typename: 'HrQueries',
        usersWithTimesheet: [
          {
            __typename: 'UserWithLateTimesheets',
            _id: 'u-erin',
            name: 'Erin Employee',
            email: 'employee@example.com',
            timesheets: [
              {
                __typename: 'DelinquentWeek',
                weekEnd: '20261108',
                kind: 'Late',
                status: 'Approved',
                submittedDate: '2026-11-10T09:00:00.000Z',
                hoursLate: 24,
              },
              {
                __typename: 'DelinquentWeek',
                weekEnd: '20261115',
                kind: 'Missing',
                status: null,
                submittedDate: null,
                hoursLate: 250.5,
              },
            ],
          },
        ],
      },
    },
  },
});

describe('/human-resources/reports/delinquency (H-013, H-014)', () => {
  it('reads the range from the URL, else the last 30 days', () => {
    expect(delinquencyRangeOf('20261001', '20261031', '2026-11-26')).toEqual({
      start: '2026-10-01',
      end: '2026-10-31',
    });
    expect(delinquencyRangeOf('20261031', '20261001', '2026-11-26')).toEqual({
      start: '2026-10-27',
      end: '2026-11-26',
    });
    expect(delinquencyRangeOf(null, null, '2026-11-26')).toEqual({ start: '2026-10-27', end: '2026-11-26' });
  });

  it('asks for the last 30 days and lists each late or missing week with its submission and hours late', async () => {
    const UsersWithTimesheet = vi.fn(lateWeeks);
    renderApp('/human-resources/reports/delinquency', appServer({ me: hr, graphql: { UsersWithTimesheet } }));
    expect(await screen.findByRole('heading', { name: 'Delinquency Report' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Late and missing timesheets' });
    await waitFor(() => expect(tableRows(table)).toHaveLength(2));
    const today = isoDateOf(new Date());
    expect(UsersWithTimesheet).toHaveBeenCalledWith({
      startDate: addDays(today, -30).replaceAll('-', ''),
      endDate: today.replaceAll('-', ''),
    });
    const rows = tableRows(table);
    expect(rows[0]).toEqual(
      expect.arrayContaining(['Erin Employee', '11/08/2026', 'Late', 'Approved', '24.00']),
    );
    expect(rows[1]).toEqual(
      expect.arrayContaining(['11/15/2026', 'Missing', 'No timesheet', 'Not submitted', '250.50']),
    );
    expect(screen.getByText('2 weeks of 1 user')).toBeInTheDocument();
  });

  it('shows each week as a card of its key fields on a phone', async () => {
    setViewportWidth(390);
    renderApp(
      '/human-resources/reports/delinquency',
      appServer({ me: hr, graphql: { UsersWithTimesheet: lateWeeks } }),
    );
    const table = await screen.findByRole('table', { name: 'Late and missing timesheets' });
    await waitFor(() => expect(tableRows(table)).toHaveLength(2));
    expect(table.closest('.ant-table-wrapper')).toHaveClass('table-phone-cards');
    const first = table.querySelector('tr[data-row-key]') as HTMLElement;
    expect([...first.querySelectorAll('td')].map((cell) => cell.getAttribute('data-label'))).toEqual([
      '',
      'Week Ending',
      'Delinquency',
      'Status',
      'Hours Late',
    ]);
    expect(
      screen.getByRole('button', { name: 'Columns of Late and missing timesheets' }),
    ).toBeInTheDocument();
  });

  it('says so when nobody was late', async () => {
    const UsersWithTimesheet = () => ({
      body: { data: { hr: { __typename: 'HrQueries', usersWithTimesheet: [] } } },
    });
    renderApp(
      '/human-resources/reports/delinquency?start=20261001&end=20261031',
      appServer({ me: hr, graphql: { UsersWithTimesheet } }),
    );
    expect(await screen.findByText('No late or missing timesheets for that range')).toBeInTheDocument();
    expectRefused(screen.getByRole('button', { name: /Export$/ }));
  });
});
