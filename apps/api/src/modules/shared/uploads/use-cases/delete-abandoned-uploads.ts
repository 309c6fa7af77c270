import { Cron } from 'croner';
import type { AppDeps } from '../../../../deps.ts';
import { blobStorageOf } from '../../../../storage/index.ts';
import { listExpiredUploads, takeExpiredUpload } from '../queries.ts';
import type { PendingUpload } from '../records.ts';

/** At most this many abandoned blobs are deleted per run; the next run takes the rest. */
const BATCH = 500;

/**
 * Takes one expired pending upload for deletion and, unless something records its blob, deletes the blob, all
 * in one transaction: the row stays locked (and, if the blob cannot be deleted, stays pending) until the blob
 * is gone. A request holding the upload (holdPendingUpload) either ran first, so the row is no longer expired
 * and is not taken, or waits for this transaction and then finds the blob gone. Answers what was done.
 */
async function sweepOne(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  upload: PendingUpload,
  now: Date,
): Promise<'deleted' | 'recorded' | 'held'> {
  return deps.db.transaction(async (tx) => {
    const row = await takeExpiredUpload(tx, upload, now);
    if (!row) return 'held';
    if (row.recorded) return 'recorded';
    await blobStorageOf(deps).delete(upload.container, upload.key);
    return 'deleted';
  });
}

/**
 * Deletes the blobs of expired pending uploads nobody recorded, and forgets every expired pending upload.
 * Idempotent (deleting a missing blob is no error), so several API instances may run it at once. A blob that
 * cannot be deleted stays pending and is tried again on the next run. An upload a request is recording at
 * that moment is left alone (sweepOne).
 */
export async function deleteAbandonedUploads(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>,
  now: Date,
): Promise<{ deleted: number; recorded: number }> {
  let deleted = 0;
  let kept = 0;
  for (const upload of await listExpiredUploads(deps.db, now, BATCH)) {
    try {
      const outcome = await sweepOne(deps, upload, now);
      if (outcome === 'deleted') deleted++;
      else if (outcome === 'recorded') kept++;
    } catch (error) {
      deps.logger.warn({ err: error, key: upload.key }, 'could not delete an abandoned upload');
    }
  }
  return { deleted, recorded: kept };
}

/** Hourly: deletes abandoned uploads (at minute 41, apart from the auth clean-up). */
export function scheduleAbandonedUploadsCleanup(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>,
): Cron {
  return new Cron(
    '41 * * * *',
    {
      protect: true,
      catch: (error) => deps.logger.error({ err: error }, 'abandoned uploads clean-up failed'),
    },
    async () => {
      const result = await deleteAbandonedUploads(deps, deps.clock());
      if (result.deleted) deps.logger.info(result, 'abandoned uploads deleted');
    },
  );
}
