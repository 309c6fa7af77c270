import { UPLOAD_EXPIRED, UPLOAD_TOO_LARGE } from '@tally/domain/shared/uploads';
import {
  IMAGE_SIGNATURE_BYTES,
  IMAGE_TYPE_ERROR,
  type ImageType,
  imageTypeOfBytes,
  isProofFileNameOf,
  type ProofKind,
} from '@tally/domain/vaccine/vaccine';
import type { AppDeps } from '../../deps.ts';
import { badUserInput } from '../../graphql/errors.ts';
import {
  blobStorageOf,
  MAX_UPLOAD_BYTES,
  parseBlobReference,
  UPLOADS_CONTAINER,
} from '../../storage/index.ts';
import { holdPendingUpload } from '../shared/uploads/index.ts';

type Deps = Pick<AppDeps, 'config' | 'clock'>;

export interface VaccineUploadInput {
  kind: ProofKind;
  fileName: string;
  contentType: string | null;
  size: number;
}

/**
 * Before a proof URL is recorded: it must be one of this user's own uploads of that kind (a `storage://`
 * reference this API signed), present, under 20 MB and a JPEG or PNG by its first bytes. A stored blob that
 * fails the size or content check is deleted.
 */
export async function assertOwnProof(
  deps: Deps & Pick<AppDeps, 'db'>,
  userId: string,
  kind: ProofKind,
  field: string,
  url: string,
): Promise<ImageType> {
  const reference = parseBlobReference(url);
  if (
    !reference ||
    reference.container !== UPLOADS_CONTAINER ||
    !isProofFileNameOf(reference.key, userId, kind)
  ) {
    throw badUserInput({ [field]: 'This file was not uploaded by you.' });
  }
  // Held so the abandoned-uploads job cannot delete the blob while it is checked and recorded.
  const { wasPending } = await holdPendingUpload(deps, reference.container, reference.key);
  const storage = blobStorageOf(deps);
  const info = await storage.stat(reference.container, reference.key);
  if (!info) {
    throw badUserInput({ [field]: wasPending ? 'The file has not been uploaded.' : UPLOAD_EXPIRED });
  }
  if (info.size > MAX_UPLOAD_BYTES) {
    await storage.delete(reference.container, reference.key);
    throw badUserInput({ [field]: UPLOAD_TOO_LARGE });
  }
  const head = await storage.readStart(reference.container, reference.key, IMAGE_SIGNATURE_BYTES);
  const type = head ? imageTypeOfBytes(head) : null;
  if (!type) {
    await storage.delete(reference.container, reference.key);
    throw badUserInput({ [field]: IMAGE_TYPE_ERROR });
  }
  return type;
}

/** What readers receive for a stored proof URL: a short-lived signed URL for our own uploads. */
export async function readableProofUrl(deps: Deps, url: string | null): Promise<string | null> {
  if (!url) return null;
  const reference = parseBlobReference(url);
  // Links recorded elsewhere and the demo's inline images pass unchanged; anything else is not shown.
  if (!reference) return /^(https?:\/\/|data:image\/(png|jpeg);base64,)/i.test(url) ? url : null;
  return blobStorageOf(deps).createDownloadUrl(reference.container, reference.key);
}

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
