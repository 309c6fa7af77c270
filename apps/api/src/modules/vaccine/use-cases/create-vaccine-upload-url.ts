import { UPLOAD_TOO_LARGE } from '@tally/domain/shared/uploads';
import { IMAGE_TYPE_ERROR, imageTypeOfName, proofFileName } from '@tally/domain/vaccine/vaccine';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput } from '../../../graphql/errors.ts';
import {
  blobReference,
  MAX_UPLOAD_BYTES,
  type SignedUpload,
  UPLOADS_CONTAINER,
} from '../../../storage/index.ts';
import { signPendingUpload } from '../../shared/uploads/index.ts';
import type { VaccineUploadInput } from '../records.ts';

type Deps = Pick<AppDeps, 'config' | 'clock'>;

/**
 * A signed URL for the browser to upload one proof image straight to the `uploads` container (V-011, V-012):
 * named `{userId}_{timestamp}_VaccineCard.{ext}` or `{userId}_{timestamp}_COVID_Test.{ext}`, JPEG or PNG by
 * name (and by content when recorded), under 20 MB.
 */
export async function createVaccineUploadUrl(
  deps: Deps & Pick<AppDeps, 'db'>,
  userId: string,
  input: VaccineUploadInput,
): Promise<SignedUpload> {
  const type = imageTypeOfName(input.fileName);
  if (!type) throw badUserInput({ fileName: IMAGE_TYPE_ERROR });
  if (input.contentType && input.contentType !== type) throw badUserInput({ contentType: IMAGE_TYPE_ERROR });
  if (input.size > MAX_UPLOAD_BYTES) throw badUserInput({ size: UPLOAD_TOO_LARGE });
  const key = proofFileName(userId, input.kind, deps.clock(), type);
  const target = await signPendingUpload(deps, UPLOADS_CONTAINER, key, {
    contentType: type,
    maxBytes: MAX_UPLOAD_BYTES,
    declaredSize: input.size,
  });
  return {
    uploadUrl: target.url,
    blobKey: target.key,
    url: blobReference(UPLOADS_CONTAINER, target.key),
    headers: Object.entries(target.headers).map(([name, value]) => ({ name, value })),
    expiresAt: target.expiresAt,
  };
}
