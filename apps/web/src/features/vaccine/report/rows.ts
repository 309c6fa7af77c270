import type { VaccineTrackerReportQuery } from '../../../graphql/generated/graphql.ts';

export type ReportRow = VaccineTrackerReportQuery['vaccineTrackerReport'][number];

// The tables' rules live in the domain: the server's exports build the same rows.
export {
  displayDate,
  displayLogin,
  filterNotVaccinated,
  type NotRespondedView,
  type NotVaccinatedView,
  type PersonView,
  splitReport,
  type VaccinatedView,
} from '@tally/domain/vaccine/vaccine-report';
