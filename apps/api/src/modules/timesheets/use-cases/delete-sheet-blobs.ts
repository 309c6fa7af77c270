import type { AppDeps } from '../../../deps.ts';
import { blobStorageOf, parseBlobReference, UPLOADS_CONTAINER } from '../../../storage/index.ts';
import { timesheetBlobPrefix } from '../guards.ts';

/**
 * Deletes the stored blobs behind removed attachments or expenses of a sheet, once the removal has committed.
 * Only this sheet's own uploads are touched; a failure is logged and leaves an orphan for the cleanup job
 * rather than undoing what the user asked.
 */
export async function deleteSheetBlobs(
  deps: Pick<AppDeps, 'config' | 'clock' | 'logger'>,
  timesheetId: string,
  urls: readonly (string | null)[],
): Promise<void> {
  const storage = blobStorageOf(deps);
  for (const url of urls) {
    const reference = url ? parseBlobReference(url) : null;
    if (!reference || reference.container !== UPLOADS_CONTAINER) continue;
    if (!reference.key.startsWith(timesheetBlobPrefix(timesheetId))) continue;
    await storage.delete(reference.container, reference.key).catch((error: unknown) => {
      deps.logger.warn({ err: error, key: reference.key }, 'could not delete the blob of a removed file');
    });
  }
}
