import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import {
  DOCUMENT_MESSAGES,
  isAcceptedName,
  isEmptyStateAcceptedName,
  mimeTypeOf,
  partitionBySize,
} from '@tally/domain/projects/documents';
import { App } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useCallback, useState } from 'react';
import {
  AddDocumentDocument,
  CreateDocumentUploadUrlDocument,
} from '../../../../graphql/generated/graphql.ts';
import { putFile } from '../../../timesheets/attachments/putFile.ts';

/** 'refused': the browser left the file out (too large or of a refused type) and says why in its row. */
export type UploadStatus = 'uploading' | 'completed' | 'error' | 'refused';

export interface UploadItem {
  key: string;
  fileName: string;
  status: UploadStatus;
  progress: number;
  /** Why it failed, shown beside 'Upload failed'. */
  reason?: string;
}

/** The server's own message of a GraphQL error, or null. */
export function serverMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  const fields = first?.extensions?.fields as Record<string, string> | undefined;
  return (fields && Object.values(fields)[0]) || first?.message || null;
}

class TokenError extends Error {}

export interface RefusedFile {
  file: File;
  reason: string;
}

/**
 * M-128, M-129, M-130: keeps files within 50MB of an accepted type, saying what was left out (a message,
 * and each refused file with its reason, which the upload list shows as a row of its own).
 */
export function admitFiles(
  files: readonly File[],
  emptyState: boolean,
  message: MessageInstance,
): { admitted: File[]; refused: RefusedFile[] } {
  const { kept, dropped, allDropped } = partitionBySize(files);
  const tooLarge = dropped.map((file) => ({ file, reason: DOCUMENT_MESSAGES.tooLarge }));
  if (allDropped) {
    void message.error(DOCUMENT_MESSAGES.allTooLarge);
    return { admitted: [], refused: tooLarge };
  }
  if (dropped.length > 0) {
    void message.warning(
      `${dropped.map((file) => file.name).join(', ')}: ${DOCUMENT_MESSAGES.tooLarge}; skipped.`,
    );
  }
  const accepts = emptyState ? isEmptyStateAcceptedName : isAcceptedName;
  const wrongType = kept.filter((file) => !accepts(file.name));
  if (wrongType.length > 0) {
    void message.warning(
      `${wrongType.map((file) => file.name).join(', ')}: ${DOCUMENT_MESSAGES.notAccepted}.`,
    );
  }
  return {
    admitted: kept.filter((file) => accepts(file.name)),
    refused: [...tooLarge, ...wrongType.map((file) => ({ file, reason: DOCUMENT_MESSAGES.notAccepted }))],
  };
}

let counter = 0;

/**
 * Uploads documents of a project (M-127..M-134): for each file a signed URL from the API, the file straight
 * to blob storage with progress (the timesheet attachments' putFile), then addDocument. Each file shows
 * uploading, completed or error; failures say 'Failed to fetch SAS token' (or the server's error) and
 * 'Failed to upload document(s)'.
 */
export function useDocumentUploads(projectId: string, onUploaded: () => void) {
  const [createUploadUrl] = useMutation(CreateDocumentUploadUrlDocument);
  const [addDocument] = useMutation(AddDocumentDocument);
  const [items, setItems] = useState<UploadItem[]>([]);
  const { message } = App.useApp();

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const uploadOne = useCallback(
    async (file: File, key: string, category: string | null): Promise<boolean> => {
      try {
        const contentType = file.type || mimeTypeOf(file.name);
        const target = await createUploadUrl({
          variables: { projectId, fileName: file.name, contentType, size: file.size },
        })
          .then(({ data }) => {
            if (!data?.createDocumentUploadUrl) throw new Error();
            return data.createDocumentUploadUrl;
          })
          .catch((error: unknown) => {
            throw new TokenError(serverMessage(error) ?? DOCUMENT_MESSAGES.sasToken);
          });
        await putFile(target.uploadUrl, file, target.headers, (progress) => patch(key, { progress }));
        await addDocument({
          variables: {
            relatedDocumentId: projectId,
            url: target.url,
            fileName: file.name,
            source: 'internal',
            mimeType: contentType,
            category,
          },
        });
        patch(key, { status: 'completed', progress: 100 });
        return true;
      } catch (error) {
        const reason =
          error instanceof TokenError
            ? error.message
            : (serverMessage(error) ?? (error instanceof Error ? error.message : undefined));
        if (error instanceof TokenError) void message.error(error.message);
        patch(key, { status: 'error', reason: reason || undefined });
        return false;
      }
    },
    [addDocument, createUploadUrl, message, patch, projectId],
  );

  const start = useCallback(
    async (files: readonly File[], category: string | null) => {
      const queued = files.map((file) => ({ file, key: `upload-${++counter}` }));
      if (queued.length === 0) return;
      setItems((current) => [
        ...current,
        ...queued.map(({ file, key }) => ({
          key,
          fileName: file.name,
          status: 'uploading' as const,
          progress: 0,
        })),
      ]);
      const results = await Promise.all(queued.map(({ file, key }) => uploadOne(file, key, category)));
      if (results.some((ok) => !ok)) void message.error(DOCUMENT_MESSAGES.uploadFailed);
      if (results.some((ok) => ok)) onUploaded();
    },
    [message, onUploaded, uploadOne],
  );

  /** Lists the files the browser refused, each in a row of its own with its reason. */
  const refuse = useCallback((refused: readonly RefusedFile[]) => {
    if (refused.length === 0) return;
    setItems((current) => [
      ...current,
      ...refused.map(({ file, reason }) => ({
        key: `upload-${++counter}`,
        fileName: file.name,
        status: 'refused' as const,
        progress: 0,
        reason,
      })),
    ]);
  }, []);

  const clear = useCallback(() => setItems([]), []);
  const uploading = items.some((item) => item.status === 'uploading');
  return { items, uploading, start, refuse, clear };
}
