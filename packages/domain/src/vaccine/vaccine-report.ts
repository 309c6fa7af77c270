/** The vaccine tracker report's three tables (V-024..V-031), shared by the screen and the server's exports. */
import { compactToIso, isoToDisplay } from '../shared/dates.ts';
import {
  ALL_CLIENTS,
  matchesSearch,
  reportGroupOf,
  type TestCountdown,
  testCountdown,
  VACCINE_TEXTS,
} from './vaccine.ts';

/** A row of vaccineTrackerReport as the report reads it. */
export interface ReportRow {
  _id: string;
  firstName: string;
  lastName: string;
  emails: readonly { address: string }[];
  employeeType?: string | null;
  lastActiveOn?: string | null;
  vaccineStatus?: string | null;
  vaccineData: {
    statusText?: string | null;
    vaccineVersion?: string | null;
    /** YYYYMMDD. */
    lastVaccinationDate?: string | null;
    vaccineProof?: string | null;
    /** YYYYMMDD. */
    lastTestDate?: string | null;
    testProof?: string | null;
    project?: string | null;
    client?: string | null;
    clientShortName?: string | null;
  };
}

export interface PersonView {
  key: string;
  name: string;
  email: string;
}

export interface VaccinatedView extends PersonView {
  vaccine: string;
  proofUrl: string | null;
  /** YYYY-MM-DD, for sorting. */
  vaccineDate: string | null;
}

export interface NotRespondedView extends PersonView {
  type: string;
  lastLogin: string | null;
}

export interface NotVaccinatedView extends PersonView {
  status: string;
  project: string;
  client: string;
  clientShortName: string;
  testUrl: string | null;
  /** YYYY-MM-DD */
  lastTestDate: string | null;
  countdown: TestCountdown | null;
}

const loginFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const utcLoginFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export const displayDate = (iso: string | null) => (iso ? isoToDisplay(iso) : '');
/** The last login in the viewer's zone: `timezoneOffset` minutes behind UTC when given (a file the server writes). */
export const displayLogin = (iso: string | null, timezoneOffset?: number) =>
  !iso
    ? 'Never'
    : timezoneOffset === undefined
      ? loginFormat.format(new Date(iso))
      : utcLoginFormat.format(new Date(Date.parse(iso) - timezoneOffset * 60_000));

function person(row: ReportRow): PersonView {
  return { key: row._id, name: `${row.firstName} ${row.lastName}`, email: row.emails[0]?.address ?? '' };
}

/** Splits the report rows into its three tables (V-026..V-029). */
export function splitReport(rows: readonly ReportRow[], today: string) {
  const vaccinated: VaccinatedView[] = [];
  const notResponded: NotRespondedView[] = [];
  const notVaccinated: NotVaccinatedView[] = [];
  for (const row of rows) {
    const data = row.vaccineData;
    switch (reportGroupOf(row.vaccineStatus)) {
      case 'vaccinated':
        vaccinated.push({
          ...person(row),
          vaccine: data.vaccineVersion ?? '',
          proofUrl: data.vaccineProof ?? null,
          vaccineDate: data.lastVaccinationDate ? compactToIso(data.lastVaccinationDate) : null,
        });
        break;
      case 'notVaccinated': {
        const lastTestDate = data.lastTestDate ? compactToIso(data.lastTestDate) : null;
        notVaccinated.push({
          ...person(row),
          status: data.statusText ?? '',
          project: data.project ?? '',
          client: data.client ?? '',
          clientShortName: data.clientShortName ?? '',
          testUrl: data.testProof ?? null,
          lastTestDate,
          countdown: lastTestDate ? testCountdown(lastTestDate, today) : null,
        });
        break;
      }
      default:
        notResponded.push({
          ...person(row),
          type: row.employeeType ?? '',
          lastLogin: row.lastActiveOn ?? null,
        });
    }
  }
  return { vaccinated, notResponded, notVaccinated };
}

/** V-031: the quick client filter (short name or name, case-insensitive) and the text search. */
export function filterNotVaccinated(rows: readonly NotVaccinatedView[], client: string, search: string) {
  const wanted = client.toLowerCase();
  return rows.filter(
    (row) =>
      (client === ALL_CLIENTS ||
        row.clientShortName.toLowerCase() === wanted ||
        row.client.toLowerCase() === wanted) &&
      matchesSearch(
        [
          row.name,
          row.email,
          row.status,
          row.project,
          row.client,
          row.clientShortName,
          displayDate(row.lastTestDate),
        ],
        search,
      ),
  );
}

/** The three tables' exports (V-026): file name, headers and the cells of a row, as the tables show them. */
export const VACCINE_REPORT_EXPORTS = {
  vaccinated: {
    exportName: 'FullyVaccinated',
    headers: ['Employee', 'Email', 'Vaccine', 'Vaccine Date'],
    cells: (row: VaccinatedView) => [row.name, row.email, row.vaccine, row.vaccineDate],
  },
  notResponded: {
    exportName: 'NotResponded',
    headers: ['Employee', 'Email', 'Type', 'Last Login'],
    cells: (row: NotRespondedView, timezoneOffset?: number) => [
      row.name,
      row.email,
      row.type,
      row.lastLogin ? displayLogin(row.lastLogin, timezoneOffset) : '',
    ],
  },
  notVaccinated: {
    exportName: 'NotVaccinated',
    headers: [
      'Employee',
      'Email',
      'Status',
      'Project',
      'Client',
      'Test Results',
      'Last Test Date',
      'Next Test',
    ],
    cells: (row: NotVaccinatedView) => [
      row.name,
      row.email,
      row.status,
      row.project,
      row.client,
      row.testUrl ? 'Submitted' : VACCINE_TEXTS.noTest,
      row.lastTestDate,
      row.countdown?.message ?? '',
    ],
  },
} as const;

export type VaccineReportTable = keyof typeof VACCINE_REPORT_EXPORTS;
