import { ABANDONED_UPLOAD_GRACE_MS } from '@tally/domain/shared/uploads';
import type { AppDeps } from '../../../../deps.ts';
import { holdUploadUntil } from '../queries.ts';

/**
 * Holds an uploaded blob while a request checks and records it: its pending upload is kept (or noted again)
 * for another grace day, so the abandoned-uploads job, which only takes expired ones, cannot delete the blob
 * between the checks and the record. Call it before the checks. Answers whether the upload was still pending:
 * false means the job had already given it up (or it was recorded before), so a missing blob is an expired
 * upload rather than one never sent. If the record is refused afterwards, the job deletes the blob a day later.
 */
export async function holdPendingUpload(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  container: string,
  key: string,
): Promise<{ wasPending: boolean }> {
  const until = new Date(deps.clock().getTime() + ABANDONED_UPLOAD_GRACE_MS).toISOString();
  return { wasPending: await holdUploadUntil(deps.db, { container, key }, until) };
}
