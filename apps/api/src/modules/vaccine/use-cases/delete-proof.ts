import type { AppDeps } from '../../../deps.ts';
import { notFound } from '../../../graphql/errors.ts';
import { assertTrackerOn } from '../guards.ts';
import { deleteTestProof } from '../queries.ts';
import type { VaccineProofsView } from '../records.ts';
import { deleteProofBlob } from './delete-proof-blob.ts';
import { getVaccineProofs } from './get-vaccine-proofs.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>;

/** deleteProof (V-020): removes the viewer's proof of that date (YYYY-MM-DD) and its image. */
export async function deleteProof(deps: Deps, userId: string, date: string): Promise<VaccineProofsView> {
  await assertTrackerOn(deps.db);
  const removed = await deleteTestProof(deps.db, userId, date);
  if (!removed) throw notFound('Test proof');
  await deleteProofBlob(deps, userId, 'COVID_Test', removed.proofUrl);
  return getVaccineProofs(deps, userId);
}
