import { DEFAULT_NO_TYPE } from '@tally/domain/vaccine/vaccine';
import type { AppDeps } from '../../../deps.ts';
import { assertTrackerOn } from '../guards.ts';
import { findVaccineRecord, upsertVaccineRecord } from '../queries.ts';
import type { VaccineProofsView } from '../records.ts';
import { getVaccineProofs } from './get-vaccine-proofs.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>;

/** updatetestDetails (V-016): the three test consents (all required), which unlock Upload Proofs. */
export async function updateTestDetails(deps: Deps, userId: string): Promise<VaccineProofsView> {
  await assertTrackerOn(deps.db);
  const before = await findVaccineRecord(deps.db, userId);
  const now = deps.clock();
  await upsertVaccineRecord(deps.db, userId, {
    status: 'no',
    noType: before?.noType ?? DEFAULT_NO_TYPE,
    testAuthorizeShare: true,
    testAffirmAccurate: true,
    testDiscloseStatus: true,
    testUpdatedAt: now,
    updatedAt: now,
  });
  return getVaccineProofs(deps, userId);
}
