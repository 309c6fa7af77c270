import { schema } from '@tally/db';
import {
  DOCUMENT_MESSAGES,
  documentContentError,
  documentTypeGroup,
  fileExtension,
  MAX_DOCUMENT_BYTES,
  mimeTypeOf,
  SNIFF_BYTES,
} from '@tally/domain/projects/documents';
import { UPLOAD_EXPIRED } from '@tally/domain/shared/uploads';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput, conflict } from '../../../../graphql/errors.ts';
import { blobStorageOf, parseBlobReference } from '../../../../storage/index.ts';
import { holdPendingUpload } from '../../../shared/uploads/index.ts';
import { manageableProject } from '../../access.ts';
import {
  assertProjectModel,
  DOCUMENTS_CONTAINER,
  MANAGE,
  projectDocumentPrefix,
  validCategory,
} from '../guards.ts';
import { DOCUMENT_ERRORS } from '../messages.ts';
import { insertDocument, isBlobRecorded } from '../queries.ts';
import type { AddDocumentInput, DocumentRow } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/**
 * Checks an uploaded blob before it is recorded: issued for this project, present, at most 50MB and its
 * first bytes of the accepted type its name says. A blob failing the size or content check is deleted.
 */
async function verifyUploadedBlob(deps: Deps, projectId: string, url: string, fileName: string) {
  const reference = parseBlobReference(url);
  if (
    !reference ||
    reference.container !== DOCUMENTS_CONTAINER ||
    !reference.key.startsWith(projectDocumentPrefix(projectId))
  ) {
    throw badUserInput({ url: DOCUMENT_ERRORS.notUploadedHere });
  }
  const { key } = reference;
  if (fileExtension(fileName) !== fileExtension(key)) {
    throw badUserInput({ fileName: DOCUMENT_ERRORS.nameTypeMismatch });
  }
  if (await isBlobRecorded(deps.db, key)) throw conflict(DOCUMENT_ERRORS.alreadyRecorded);

  // Held so the abandoned-uploads job cannot delete the blob while it is checked and recorded.
  const { wasPending } = await holdPendingUpload(deps, DOCUMENTS_CONTAINER, key);
  const storage = blobStorageOf(deps);
  const info = await storage.stat(DOCUMENTS_CONTAINER, key);
  if (!info) throw badUserInput({ url: wasPending ? DOCUMENT_ERRORS.notUploaded : UPLOAD_EXPIRED });
  if (info.size > MAX_DOCUMENT_BYTES) {
    await storage.delete(DOCUMENTS_CONTAINER, key);
    throw badUserInput({ url: DOCUMENT_MESSAGES.tooLarge });
  }
  const head = (await storage.readStart(DOCUMENTS_CONTAINER, key, SNIFF_BYTES)) ?? new Uint8Array();
  const problem = documentContentError(key, head);
  if (problem) {
    await storage.delete(DOCUMENTS_CONTAINER, key);
    throw badUserInput({ url: problem });
  }
  return { key, mimeType: mimeTypeOf(key) };
}

function httpUrl(value: string): string {
  try {
    const parsed = new URL(value);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.toString();
  } catch {
    // falls through
  }
  throw badUserInput({ url: DOCUMENT_ERRORS.invalidUrl });
}

/**
 * Records a document of a project (M-124, M-126, M-132) for its managers. Internal: `url` is the
 * `storage://documents/...` reference createDocumentUpload issued for this project, checked by size and
 * content. External: a web address and a file name, both required.
 */
export async function addDocument(deps: Deps, viewer: Viewer, input: AddDocumentInput): Promise<DocumentRow> {
  assertProjectModel(input.relatedModelName);
  const projectId = input.relatedDocumentId;
  await manageableProject(deps, viewer, projectId, MANAGE);
  const fileName = input.fileName?.trim() ?? '';
  const url = input.url?.trim() ?? '';
  const category = await validCategory(deps, input.category);
  const description = input.description?.trim() || null;
  const base = {
    relatedModelName: schema.PROJECT_DOCUMENT_MODEL,
    relatedId: projectId,
    fileName,
    category,
    description,
    createdByUserId: viewer.userId,
  };

  if (input.source === 'external') {
    if (!url || !fileName) throw badUserInput({ [url ? 'fileName' : 'url']: DOCUMENT_MESSAGES.urlAndName });
    const mimeType = input.mimeType?.trim() || null;
    return insertDocument(deps.db, {
      ...base,
      url: httpUrl(url),
      blobKey: null,
      source: 'external',
      mimeType,
      type: documentTypeGroup(fileName, mimeType),
    });
  }

  if (!fileName) throw badUserInput({ fileName: DOCUMENT_MESSAGES.fileNameRequired });
  if (!url) throw badUserInput({ url: DOCUMENT_ERRORS.notUploaded });
  const blob = await verifyUploadedBlob(deps, projectId, url, fileName);
  return insertDocument(deps.db, {
    ...base,
    url: null,
    blobKey: blob.key,
    source: 'internal',
    mimeType: blob.mimeType,
    type: documentTypeGroup(fileName, blob.mimeType),
  });
}
