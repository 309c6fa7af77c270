import { ATTACHMENT_TYPE_ERROR, isAttachmentName } from '@tally/domain/shared/uploads';
import { useCallback, useState } from 'react';
import { useMutationOnDemand } from '../../../graphql/useMutationOnDemand.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from './limits.ts';
import { putFile } from './putFile.ts';

/**
 * Uploads one file of a sheet: a signed URL from the API, then straight to blob storage with progress.
 * Resolves to the url to record with timesheetAttachment / timesheetExpenses. Files of 20 MB or more are
 * refused before anything is sent (T-065), and so are types a timesheet does not take (programs, archives).
 */
export function useFileUpload(timeSheetId: string) {
  const createUploadUrl = useMutationOnDemand(() =>
    import('./fileDocuments.ts').then((m) => m.CreateTimesheetUploadUrlDocument),
  );
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (file: File): Promise<string> => {
      if (!isAttachmentName(file.name)) throw new Error(ATTACHMENT_TYPE_ERROR);
      if (file.size > MAX_UPLOAD_BYTES) throw new Error(UPLOAD_TOO_LARGE);
      setProgress(0);
      try {
        const { data } = await createUploadUrl({
          timeSheetId,
          fileName: file.name,
          contentType: file.type || 'application/octet-stream',
          size: file.size,
        });
        const target = data?.createTimesheetUploadUrl;
        if (!target) throw new Error('The upload could not start.');
        await putFile(target.uploadUrl, file, target.headers, setProgress);
        return target.url;
      } finally {
        setProgress(null);
      }
    },
    [createUploadUrl, timeSheetId],
  );

  return { upload, progress, uploading: progress !== null };
}
