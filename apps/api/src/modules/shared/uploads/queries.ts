import { type DbOrTx, schema } from '@tally/db';
import { sql } from 'drizzle-orm';
import { blobReference, UPLOADS_CONTAINER } from '../../../storage/index.ts';
import type { PendingUpload } from './records.ts';

/** Notes a new upload (its URL was just signed); a key noted already stays as it is. */
export async function insertPendingUpload(
  db: DbOrTx,
  upload: PendingUpload & { expiresAt: Date },
): Promise<void> {
  await db.insert(schema.pendingUploads).values(upload).onConflictDoNothing();
}

/**
 * Keeps the upload pending until at least `until` (notes it again when it was gone), in one statement: an upsert
 * waits for a job deleting the row in its transaction, then inserts it anew. Answers whether it was still pending.
 */
export async function holdUploadUntil(db: DbOrTx, upload: PendingUpload, until: string): Promise<boolean> {
  const result = await db.execute<{ inserted: boolean }>(sql`
    INSERT INTO pending_uploads (container, key, expires_at) VALUES (${upload.container}, ${upload.key}, ${until}::timestamptz)
    ON CONFLICT (container, key) DO UPDATE SET expires_at = greatest(pending_uploads.expires_at, excluded.expires_at)
    RETURNING (xmax = 0) AS inserted`);
  return result.rows[0]?.inserted === false;
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

/** Up to `limit` expired pending uploads, oldest first. */
export async function listExpiredUploads(db: DbOrTx, now: Date, limit: number): Promise<PendingUpload[]> {
  const result = await db.execute<{ container: string; key: string }>(sql`
    SELECT p.container, p.key
      FROM pending_uploads p
     WHERE p.expires_at <= ${now.toISOString()}
     ORDER BY p.expires_at
     LIMIT ${limit}`);
  return result.rows;
}

/**
 * Forgets one pending upload if it is still expired (the row stays locked until the transaction ends), answering
 * whether something records its blob, or null when it was not taken (held again, or gone).
 */
export async function takeExpiredUpload(
  tx: DbOrTx,
  upload: PendingUpload,
  now: Date,
): Promise<{ recorded: boolean } | null> {
  const taken = await tx.execute<{ recorded: boolean }>(sql`
    DELETE FROM pending_uploads p
     WHERE p.container = ${upload.container} AND p.key = ${upload.key}
       AND p.expires_at <= ${now.toISOString()}::timestamptz
    RETURNING ${recorded(sql`p.container`, sql`p.key`)} AS recorded`);
  return taken.rows[0] ?? null;
}
