import { isoToCompact } from '@tally/domain/shared/dates';
import { DEFAULT_NO_TYPE } from '@tally/domain/vaccine/vaccine';
import type { AppDeps } from '../../../deps.ts';
import { assertTrackerOn } from '../guards.ts';
import { findVaccineRecord, listTestProofs } from '../queries.ts';
import type { VaccineProofsView } from '../records.ts';
import { signProofUrl } from './sign-proof-url.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>;

/** userVaccineProofs (V-001): the viewer's record, proofs newest first, images through short-lived URLs. */
export async function getVaccineProofs(deps: Deps, userId: string): Promise<VaccineProofsView> {
  await assertTrackerOn(deps.db);
  const [record, proofs] = await Promise.all([
    findVaccineRecord(deps.db, userId),
    listTestProofs(deps.db, userId),
  ]);
  return {
    userId,
    status: record?.status ?? null,
    noType: record?.noType ?? DEFAULT_NO_TYPE,
    requestExceptionText: record?.requestExceptionText ?? null,
    updatedAt: record?.updatedAt ?? null,
    vaccineDetails: {
      vaccineVersion: record?.vaccineVersion ?? null,
      lastVaccinationDate: record?.lastVaccinationDate ? isoToCompact(record.lastVaccinationDate) : null,
      vaccineProof: await signProofUrl(deps, record?.vaccineProofUrl ?? null),
      vaccineProofRef: record?.vaccineProofUrl ?? null,
      authorizeShare: record?.vaccineAuthorizeShare ?? false,
      affirmAccurate: record?.vaccineAffirmAccurate ?? false,
      discloseStatus: record?.vaccineDiscloseStatus ?? false,
    },
    testDetails: {
      authorizeShare: record?.testAuthorizeShare ?? false,
      affirmAccurate: record?.testAffirmAccurate ?? false,
      discloseStatus: record?.testDiscloseStatus ?? false,
      updatedAt: record?.testUpdatedAt ?? null,
      testProof: await Promise.all(
        proofs.map(async (proof) => ({
          date: isoToCompact(proof.date),
          proofUrl: await signProofUrl(deps, proof.proofUrl),
          updatedAt: proof.createdAt,
        })),
      ),
    },
  };
}
