import type { AppDeps } from '../../../deps.ts';
import { badUserInput } from '../../../graphql/errors.ts';
import { assertOwnProof, assertTrackerOn, latestAllowedDay } from '../guards.ts';
import { findVaccineRecord, upsertVaccineRecord } from '../queries.ts';
import type { VaccineProofsView } from '../records.ts';
import { deleteProofBlob } from './delete-proof-blob.ts';
import { getVaccineProofs } from './get-vaccine-proofs.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>;

export interface VaccineDetailsInput {
  vaccineVersion: string;
  /** YYYY-MM-DD. */
  lastVaccinationDate: string;
  vaccineProof: string;
  authorizeShare: true;
  affirmAccurate: true;
  discloseStatus: true;
}

/** updateVaccineDetails (V-009): answers Yes with every field of the form; the proof must be the user's own. */
export async function updateVaccineDetails(
  deps: Deps,
  userId: string,
  input: VaccineDetailsInput,
): Promise<VaccineProofsView> {
  await assertTrackerOn(deps.db);
  if (input.lastVaccinationDate > latestAllowedDay(deps)) {
    throw badUserInput({ lastVaccinationDate: 'The date cannot be in the future.' });
  }
  const before = await findVaccineRecord(deps.db, userId);
  const previousProof = before?.vaccineProofUrl ?? null;
  // The stored reference (vaccineProofRef) comes back unchanged when the user keeps the image.
  const proofUrl = input.vaccineProof;
  if (proofUrl !== previousProof) await assertOwnProof(deps, userId, 'VaccineCard', 'vaccineProof', proofUrl);
  await upsertVaccineRecord(deps.db, userId, {
    status: 'yes',
    vaccineVersion: input.vaccineVersion,
    lastVaccinationDate: input.lastVaccinationDate,
    vaccineProofUrl: proofUrl,
    vaccineAuthorizeShare: true,
    vaccineAffirmAccurate: true,
    vaccineDiscloseStatus: true,
    updatedAt: deps.clock(),
  });
  if (proofUrl !== previousProof) await deleteProofBlob(deps, userId, 'VaccineCard', previousProof);
  return getVaccineProofs(deps, userId);
}
