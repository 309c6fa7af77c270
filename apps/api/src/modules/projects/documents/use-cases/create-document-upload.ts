import { randomUUID } from 'node:crypto';
import { DOCUMENT_MESSAGES, isAcceptedName, MAX_DOCUMENT_BYTES } from '@tally/domain/projects/documents';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput } from '../../../../graphql/errors.ts';
import { blobReference, timestampedName } from '../../../../storage/index.ts';
import { signPendingUpload } from '../../../shared/uploads/index.ts';
import { manageableProject } from '../../access.ts';
import { DOCUMENTS_CONTAINER, MANAGE, projectDocumentPrefix } from '../guards.ts';
import type { DocumentUpload, DocumentUploadInput } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/**
 * A signed URL for the browser to upload one document of a project straight to blob storage (M-132):
 * project managers only; an accepted type by name; at most 50MB. The blob is named
 * documents/{projectId}/{random}/{timestamp}_{name} and can only be created, never overwritten.
 */
export async function createDocumentUpload(
  deps: Deps,
  viewer: Viewer,
  input: DocumentUploadInput,
): Promise<DocumentUpload> {
  await manageableProject(deps, viewer, input.projectId, MANAGE);
  if (!isAcceptedName(input.fileName)) throw badUserInput({ fileName: DOCUMENT_MESSAGES.notAccepted });
  if (input.size > MAX_DOCUMENT_BYTES) throw badUserInput({ size: DOCUMENT_MESSAGES.tooLarge });
  // A random folder per upload keeps names unique (two uploads in one millisecond) and unguessable.
  const key = `${projectDocumentPrefix(input.projectId)}${randomUUID()}/${timestampedName(input.fileName, deps.clock())}`;
  const target = await signPendingUpload(deps, DOCUMENTS_CONTAINER, key, {
    contentType: input.contentType,
    maxBytes: MAX_DOCUMENT_BYTES,
    declaredSize: input.size,
  });
  return {
    uploadUrl: target.url,
    blobKey: target.key,
    url: blobReference(DOCUMENTS_CONTAINER, target.key),
    headers: Object.entries(target.headers).map(([name, value]) => ({ name, value })),
    expiresAt: target.expiresAt,
  };
}
