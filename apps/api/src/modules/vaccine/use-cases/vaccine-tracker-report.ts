import { isoToCompact } from '@tally/domain/shared/dates';
import { noTypeStatus, type VaccineNoType } from '@tally/domain/vaccine/vaccine';
import type { AppDeps } from '../../../deps.ts';
import { assertTrackerOn } from '../guards.ts';
import { vaccineReportRows } from '../queries.ts';
import type { VaccineReportRecord } from '../records.ts';
import { signProofUrl } from './sign-proof-url.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>;

/** vaccineTrackerReport (V-025): every active user and their answer; statuses from the configured deadline. */
export async function vaccineTrackerReport(deps: Deps): Promise<VaccineReportRecord[]> {
  const { deadline } = await assertTrackerOn(deps.db);
  const rows = await vaccineReportRows(deps.db);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      lastActiveOn: row.lastActiveOn,
      employeeType: row.employeeType,
      vaccineStatus: row.status,
      emails: row.emails,
      vaccineData: {
        statusText:
          row.status === 'no'
            ? noTypeStatus((row.noType as VaccineNoType | null) ?? null, deadline)
            : row.status === 'yes'
              ? 'Fully Vaccinated'
              : null,
        noType: row.noType,
        requestExceptionText: row.requestExceptionText,
        vaccineVersion: row.vaccineVersion,
        lastVaccinationDate: row.lastVaccinationDate ? isoToCompact(row.lastVaccinationDate) : null,
        vaccineProof: await signProofUrl(deps, row.vaccineProofUrl),
        updatedAt: row.updatedAt,
        lastTestDate: row.lastTestDate ? isoToCompact(row.lastTestDate) : null,
        testProof: await signProofUrl(deps, row.lastTestProofUrl),
        project: row.project,
        client: row.client,
        clientShortName: row.clientShortName,
      },
    })),
  );
}
