import type { AppDeps } from '../../../deps.ts';
import { blobStorageOf, parseBlobReference } from '../../../storage/index.ts';

/**
 * What readers receive for a file URL stored on a sheet (an attachment, an expense's receipt): a short-lived
 * signed URL for uploaded blobs; other links unchanged.
 */
export async function signFileUrl(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  url: string | null,
): Promise<string | null> {
  if (!url) return url;
  const reference = parseBlobReference(url);
  if (!reference) return url;
  return blobStorageOf(deps).createDownloadUrl(reference.container, reference.key);
}
