import { type DbOrTx, schema } from '@tally/db';
import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../../deps.ts';
import {
  blobReference,
  blobStorageOf,
  UPLOADS_CONTAINER,
  type UploadOptions,
  type UploadTarget,
} from '../../../storage/index.ts';

/**
 * How long after its upload URL expires an unrecorded blob is kept: the browser records a file right after
 * uploading it, so a day is far more than any real client needs, and a file recorded later than that is
 * refused by then anyway (its blob is gone).
 */
export const ABANDONED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** At most this many abandoned blobs are deleted per run; the next run takes the rest. */
const BATCH = 500;

/**
 * A signed upload URL for a new blob, noted in pending_uploads first: if the client never records the file
 * (or its record is refused), the abandoned-uploads job deletes the blob once the URL and a grace day expired.
 */
export async function signPendingUpload(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  container: string,
  key: string,
  options: UploadOptions & { declaredSize: number },
): Promise<UploadTarget> {
  const target = await blobStorageOf(deps).createUploadUrl(container, key, options);
  await deps.db
    .insert(schema.pendingUploads)
    .values({
      container,
      key: target.key,
      expiresAt: new Date(target.expiresAt.getTime() + ABANDONED_UPLOAD_GRACE_MS),
    })
    .onConflictDoNothing();
  return target;
}

/**
 * Whether something records the blob: a project document (documents.blob_key), a timesheet attachment or
 * expense receipt, or a vaccine proof (their `storage://uploads/...` url or blob_key). Every place that
 * records an uploaded blob must be named here, or the job would delete a recorded file.
 */
const recorded = (container: ReturnType<typeof sql>, key: ReturnType<typeof sql>) => sql`(
  CASE ${container}
    WHEN 'documents' THEN EXISTS (SELECT 1 FROM documents d WHERE d.blob_key = ${key})
    WHEN ${UPLOADS_CONTAINER} THEN
         EXISTS (SELECT 1 FROM timesheet_attachments a
                  WHERE a.blob_key = ${key} OR a.url = ${blobReference(UPLOADS_CONTAINER, '')} || ${key})
      OR EXISTS (SELECT 1 FROM timesheet_expense_attachments a
                  WHERE a.blob_key = ${key} OR a.url = ${blobReference(UPLOADS_CONTAINER, '')} || ${key})
      OR EXISTS (SELECT 1 FROM vaccine_records v
                  WHERE v.vaccine_proof_url = ${blobReference(UPLOADS_CONTAINER, '')} || ${key})
      OR EXISTS (SELECT 1 FROM vaccine_test_proofs v
                  WHERE v.proof_url = ${blobReference(UPLOADS_CONTAINER, '')} || ${key})
    ELSE true
  END)`;

/** The expired pending uploads, oldest first. */
async function expiredUploads(db: DbOrTx, now: Date) {
  const result = await db.execute<{ container: string; key: string }>(sql`
    SELECT p.container, p.key
      FROM pending_uploads p
     WHERE p.expires_at <= ${now.toISOString()}
     ORDER BY p.expires_at
     LIMIT ${BATCH}`);
  return result.rows;
}

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
  // One statement: an upsert waits for a job deleting the row in its transaction, then inserts it anew.
  const result = await deps.db.execute<{ inserted: boolean }>(sql`
    INSERT INTO pending_uploads (container, key, expires_at) VALUES (${container}, ${key}, ${until}::timestamptz)
    ON CONFLICT (container, key) DO UPDATE SET expires_at = greatest(pending_uploads.expires_at, excluded.expires_at)
    RETURNING (xmax = 0) AS inserted`);
  return { wasPending: result.rows[0]?.inserted === false };
}

/**
 * Takes one expired pending upload for deletion and, unless something records its blob, deletes the blob, all
 * in one transaction: the row stays locked (and, if the blob cannot be deleted, stays pending) until the blob
 * is gone. A request holding the upload (holdPendingUpload) either ran first, so the row is no longer expired
 * and is not taken, or waits for this transaction and then finds the blob gone. Answers what was done.
 */
async function sweepOne(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  upload: { container: string; key: string },
  now: Date,
): Promise<'deleted' | 'recorded' | 'held'> {
  return deps.db.transaction(async (tx) => {
    const taken = await tx.execute<{ recorded: boolean }>(sql`
      DELETE FROM pending_uploads p
       WHERE p.container = ${upload.container} AND p.key = ${upload.key}
         AND p.expires_at <= ${now.toISOString()}::timestamptz
      RETURNING ${recorded(sql`p.container`, sql`p.key`)} AS recorded`);
    const row = taken.rows[0];
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
  for (const upload of await expiredUploads(deps.db, now)) {
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
