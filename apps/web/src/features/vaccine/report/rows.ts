import { compactToIso, isoToDisplay } from '@tally/domain/dates';
import {
  ALL_CLIENTS,
  matchesSearch,
  reportGroupOf,
  type TestCountdown,
  testCountdown,
  VACCINE_TEXTS,
} from '@tally/domain/vaccine';
import type { VaccineTrackerReportQuery } from '../../../graphql/generated/graphql.ts';

export type ReportRow = VaccineTrackerReportQuery['vaccineTrackerReport'][number];

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

export const displayDate = (iso: string | null) => (iso ? isoToDisplay(iso) : '');
export const displayLogin = (iso: string | null) => (iso ? loginFormat.format(new Date(iso)) : 'Never');

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

export const vaccinatedCsv = (rows: readonly VaccinatedView[]) => [
  ['Employee', 'Email', 'Vaccine', 'Vaccine Date'],
  ...rows.map((row) => [row.name, row.email, row.vaccine, displayDate(row.vaccineDate)]),
];

export const notRespondedCsv = (rows: readonly NotRespondedView[]) => [
  ['Employee', 'Email', 'Type', 'Last Login'],
  ...rows.map((row) => [row.name, row.email, row.type, row.lastLogin ? displayLogin(row.lastLogin) : '']),
];

export const notVaccinatedCsv = (rows: readonly NotVaccinatedView[]) => [
  ['Employee', 'Email', 'Status', 'Project', 'Client', 'Test Results', 'Last Test Date', 'Next Test'],
  ...rows.map((row) => [
    row.name,
    row.email,
    row.status,
    row.project,
    row.client,
    row.testUrl ? 'Submitted' : VACCINE_TEXTS.noTest,
    displayDate(row.lastTestDate),
    row.countdown?.message ?? '',
  ]),
];
