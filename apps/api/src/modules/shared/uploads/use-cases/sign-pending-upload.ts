import { ABANDONED_UPLOAD_GRACE_MS } from '@tally/domain/shared/uploads';
import type { AppDeps } from '../../../../deps.ts';
import { blobStorageOf, type UploadOptions, type UploadTarget } from '../../../../storage/index.ts';
import { insertPendingUpload } from '../queries.ts';

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
  await insertPendingUpload(deps.db, {
    container,
    key: target.key,
    expiresAt: new Date(target.expiresAt.getTime() + ABANDONED_UPLOAD_GRACE_MS),
  });
  return target;
}
