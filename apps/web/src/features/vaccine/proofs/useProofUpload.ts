import { useMutation } from '@apollo/client/react';
import { UPLOAD_TOO_LARGE, uploadSizeError } from '@tally/domain/shared/uploads';
import {
  IMAGE_SIGNATURE_BYTES,
  IMAGE_TYPE_ERROR,
  imageTypeOfBytes,
  imageTypeOfName,
  type ProofKind,
} from '@tally/domain/vaccine/vaccine';
import { useCallback, useState } from 'react';
import { CreateVaccineUploadUrlDocument } from '../../../graphql/generated/graphql.ts';
import { putFile } from '../../timesheets/attachments/putFile.ts';

async function headOf(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, IMAGE_SIGNATURE_BYTES);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Uint8Array(await new Response(part).arrayBuffer());
}

/**
 * V-011: the spec's message for a file that is not a JPEG or PNG (by name and by its first bytes) or is too
 * large, or null when it may be uploaded. The server checks the same again.
 */
export async function proofFileError(file: File): Promise<string | null> {
  const byName = imageTypeOfName(file.name);
  if (!byName) return IMAGE_TYPE_ERROR;
  if (file.type && file.type !== 'image/jpeg' && file.type !== 'image/png') return IMAGE_TYPE_ERROR;
  if (!imageTypeOfBytes(await headOf(file))) return IMAGE_TYPE_ERROR;
  return uploadSizeError(file.size);
}

export { UPLOAD_TOO_LARGE };

/**
 * Uploads one proof image (V-012): a signed URL from the API, then straight to blob storage with progress.
 * Resolves to the url to send in updateVaccineDetails / testProofs.
 */
export function useProofUpload(kind: ProofKind) {
  const [createUploadUrl] = useMutation(CreateVaccineUploadUrlDocument);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (file: File): Promise<string> => {
      const problem = await proofFileError(file);
      if (problem) throw new Error(problem);
      setProgress(0);
      try {
        const { data } = await createUploadUrl({
          variables: { kind, fileName: file.name, contentType: file.type || null, size: file.size },
        });
        const target = data?.createVaccineUploadUrl;
        if (!target) throw new Error('The upload could not start.');
        await putFile(target.uploadUrl, file, target.headers, setProgress);
        return target.url;
      } finally {
        setProgress(null);
      }
    },
    [createUploadUrl, kind],
  );

  return { upload, progress, uploading: progress !== null };
}
