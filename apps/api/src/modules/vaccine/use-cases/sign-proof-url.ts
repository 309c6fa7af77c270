import type { AppDeps } from '../../../deps.ts';
import { blobStorageOf, parseBlobReference } from '../../../storage/index.ts';

/** What readers receive for a stored proof URL: a short-lived signed URL for our own uploads. */
export async function signProofUrl(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  url: string | null,
): Promise<string | null> {
  if (!url) return null;
  const reference = parseBlobReference(url);
  // Links recorded elsewhere and the demo's inline images pass unchanged; anything else is not shown.
  if (!reference) return /^(https?:\/\/|data:image\/(png|jpeg);base64,)/i.test(url) ? url : null;
  return blobStorageOf(deps).createDownloadUrl(reference.container, reference.key);
}
