import type { VaccineNoType } from '@tally/domain/vaccine/vaccine';
import type { AppDeps } from '../../../deps.ts';
import { assertTrackerOn } from '../guards.ts';
import { upsertVaccineRecord } from '../queries.ts';
import type { VaccineProofsView } from '../records.ts';
import { getVaccineProofs } from './get-vaccine-proofs.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>;

/** updateNoType (V-014, V-015): answers No with an intention; the exemption details are kept when given. */
export async function updateNoType(
  deps: Deps,
  userId: string,
  input: { type: VaccineNoType; exceptionText?: string | null },
): Promise<VaccineProofsView> {
  await assertTrackerOn(deps.db);
  await upsertVaccineRecord(deps.db, userId, {
    status: 'no',
    noType: input.type,
    ...(input.exceptionText !== undefined ? { requestExceptionText: input.exceptionText || null } : {}),
    updatedAt: deps.clock(),
  });
  return getVaccineProofs(deps, userId);
}
