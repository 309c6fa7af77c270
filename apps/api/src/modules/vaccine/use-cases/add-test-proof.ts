import type { AppDeps } from '../../../deps.ts';
import { badUserInput, conflict } from '../../../graphql/errors.ts';
import { assertOwnProof, assertTrackerOn, latestAllowedDay } from '../guards.ts';
import { findVaccineRecord, upsertTestProof, upsertVaccineRecord } from '../queries.ts';
import type { VaccineRecordRow } from '../records.ts';
import { deleteProofBlob } from './delete-proof-blob.ts';
import { signProofUrl } from './sign-proof-url.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>;

const testConsentSaved = (record: VaccineRecordRow | null) =>
  !!record && record.testAuthorizeShare && record.testAffirmAccurate && record.testDiscloseStatus;

/** testProofs (V-019): records a test proof of the given date (YYYY-MM-DD); answers its readable URL. */
export async function addTestProof(
  deps: Deps,
  userId: string,
  input: { documentUrl: string; date: string },
): Promise<string> {
  await assertTrackerOn(deps.db);
  if (input.date > latestAllowedDay(deps)) throw badUserInput({ date: 'The date cannot be in the future.' });
  const record = await findVaccineRecord(deps.db, userId);
  if (!testConsentSaved(record)) throw conflict('Save the test consent before uploading proofs.');
  await assertOwnProof(deps, userId, 'COVID_Test', 'documentUrl', input.documentUrl);
  const now = deps.clock();
  const { replaced } = await deps.db.transaction(async (tx) => {
    const result = await upsertTestProof(tx, userId, input.date, input.documentUrl, now);
    await upsertVaccineRecord(tx, userId, { updatedAt: now });
    return result;
  });
  await deleteProofBlob(deps, userId, 'COVID_Test', replaced);
  return (await signProofUrl(deps, input.documentUrl))!;
}
