import { addDays, isoDateOf, isoToCompact } from '@tally/domain/shared/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_ACCESS_TITLE } from '../../../app/NoAccess.tsx';
import { captureExportLinks } from '../../../test/exportLinks.ts';
import { appServer, employee, publicConfiguration } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const hr = { ...employee, _id: 'u-hr', groups: ['human-resources', 'vaccine-report'] };
const today = isoDateOf(new Date());

function row(
  id: string,
  firstName: string,
  status: string | null,
  data: Partial<Record<string, string | null>> = {},
) {
  return {
    __typename: 'VaccineReportRow',
    _id: id,
    firstName,
    lastName: 'Smith',
    lastActiveOn: status === null ? '2026-11-01T12:00:00.000Z' : null,
    employeeType: 'W-2',
    vaccineStatus: status,
    emails: [
      { __typename: 'VaccineReportEmail', address: `${firstName.toLowerCase()}@example.com`, verified: true },
    ],
    vaccineData: {
      __typename: 'VaccineReportData',
      statusText: null,
      noType: null,
      vaccineVersion: null,
      lastVaccinationDate: null,
      vaccineProof: null,
      lastTestDate: null,
      testProof: null,
      project: null,
      client: null,
      clientShortName: null,
      ...data,
    },
  };
}

const rows = [
  row('1', 'Ava', 'yes', {
    vaccineVersion: 'Pfizer',
    lastVaccinationDate: '20260301',
    vaccineProof: '/api/blobs/uploads/1_VaccineCard.png?sig=a',
  }),
  row('2', 'Ben', 'yes', { vaccineVersion: 'Moderna', lastVaccinationDate: '20250101' }),
  row('3', 'Cal', null),
  row('4', 'Dee', 'no', {
    statusText: 'Vaccination Intended',
    project: 'Apollo',
    client: 'Acme Corporation',
    clientShortName: 'ACME',
    lastTestDate: isoToCompact(addDays(today, -10)),
    testProof: '/api/blobs/uploads/4_COVID_Test.png?sig=b',
  }),
  row('5', 'Eve', 'no', {
    statusText: 'Exemption Requested',
    project: 'Zeus',
    client: 'Globex',
    clientShortName: 'GLX',
  }),
];

function setup(me = hr, configuration: Record<string, string> = {}) {
  const server = appServer({
    me,
    configuration: {
      ...publicConfiguration,
      'vaccine-report-client-filters': '["ACME","GLX"]',
      ...configuration,
    },
    graphql: { VaccineTrackerReport: () => ({ body: { data: { vaccineTrackerReport: rows } } }) },
  });
  return renderApp('/vaccine-tracker/report', server);
}

const table = (name: string) => screen.getByRole('region', { name });

describe('vaccine tracker report', { timeout: 40_000 }, () => {
  it('shows three tables titled with their counts (V-025..V-029)', async () => {
    setup();
    // The first render loads the route's module (and antd's Table) on demand.
    expect(
      await screen.findByRole('heading', { name: 'Vaccine Tracker Report' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Fully Vaccinated (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not Responded (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not Vaccinated (2)' })).toBeInTheDocument();

    const vaccinated = table('Fully Vaccinated');
    expect(within(vaccinated).getByRole('link', { name: 'Pfizer' })).toHaveAttribute(
      'href',
      '/api/blobs/uploads/1_VaccineCard.png?sig=a',
    );
    expect(within(vaccinated).getByText('03/01/2026')).toBeInTheDocument();
    const notResponded = table('Not Responded');
    expect(within(notResponded).getByText('Cal Smith')).toBeInTheDocument();
    expect(within(notResponded).getByText('W-2')).toBeInTheDocument();

    const notVaccinated = table('Not Vaccinated');
    expect(within(notVaccinated).getByText('Vaccination Intended')).toBeInTheDocument();
    expect(within(notVaccinated).getByText('Apollo')).toBeInTheDocument();
    expect(
      within(notVaccinated).getByRole('link', { name: 'Test results of Dee Smith' }),
    ).toBeInTheDocument();
    expect(within(notVaccinated).getByText('No Test Submitted')).toBeInTheDocument();
    expect(
      within(notVaccinated).getByRole('button', { name: /: Next Test should have been taken 3 days ago$/ }),
    ).toBeInTheDocument();
  });

  it('filters Not Vaccinated by the configured clients and by text (V-031)', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Not Vaccinated (2)' });
    const clients = screen.getByRole('radiogroup', { name: 'Client' });
    expect(
      within(clients)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All', 'ACME', 'GLX']);
    fireEvent.click(within(clients).getByText('GLX'));
    expect(await screen.findByRole('heading', { name: 'Not Vaccinated (1)' })).toBeInTheDocument();
    expect(within(table('Not Vaccinated')).getByText('Eve Smith')).toBeInTheDocument();
    fireEvent.click(within(clients).getByText('All'));
    fireEvent.change(screen.getByLabelText('Search Not Vaccinated'), { target: { value: 'apollo' } });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Not Vaccinated (1)' })).toBeInTheDocument(),
    );
    expect(within(table('Not Vaccinated')).getByText('Dee Smith')).toBeInTheDocument();
  });

  it('exports each table from the server, CSV or XLSX, with its filters (V-026)', async () => {
    const links = captureExportLinks();
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Export Fully Vaccinated as CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export Not Vaccinated as XLSX' }));
    expect(links.map(({ path, params }) => ({ path, params }))).toEqual([
      { path: '/api/reports/vaccine.csv', params: { table: 'vaccinated' } },
      { path: '/api/reports/vaccine.xlsx', params: { table: 'notVaccinated', client: 'All', search: '' } },
    ]);
    vi.restoreAllMocks();
  });

  it('tells users outside vaccine-report the page is not theirs (V-024)', async () => {
    setup({ ...employee, groups: ['human-resources'] });
    expect(await screen.findByRole('heading', { name: NO_ACCESS_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vaccine Tracker Report' })).toBeNull();
  });
});
