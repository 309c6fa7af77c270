import type { ProofKind } from '@tally/domain/vaccine/vaccine';
import { isProofFileNameOf } from '@tally/domain/vaccine/vaccine';
import type { AppDeps } from '../../../deps.ts';
import { blobStorageOf, parseBlobReference, UPLOADS_CONTAINER } from '../../../storage/index.ts';

/**
 * Deletes the blob of a replaced or removed proof after the change committed; only this user's own uploads
 * are touched, and a failure is logged (an orphan) rather than undoing what the user asked.
 */
export async function deleteProofBlob(
  deps: Pick<AppDeps, 'config' | 'clock' | 'logger'>,
  userId: string,
  kind: ProofKind,
  url: string | null,
): Promise<void> {
  const reference = url ? parseBlobReference(url) : null;
  if (!reference || reference.container !== UPLOADS_CONTAINER) return;
  if (!isProofFileNameOf(reference.key, userId, kind)) return;
  await blobStorageOf(deps)
    .delete(reference.container, reference.key)
    .catch((error: unknown) => {
      deps.logger.warn({ err: error, key: reference.key }, 'could not delete the blob of a removed proof');
    });
}
