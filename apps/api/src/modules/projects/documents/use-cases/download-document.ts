import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { notFound } from '../../../../graphql/errors.ts';
import { blobStorageOf } from '../../../../storage/index.ts';
import { readableProject } from '../../access.ts';
import { DOCUMENTS_CONTAINER, existingDocument } from '../guards.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** Where to open a document (M-140): a short-lived signed URL for an uploaded one, the link otherwise. */
export async function downloadDocument(deps: Deps, viewer: Viewer, documentId: string): Promise<string> {
  const document = await existingDocument(deps, documentId);
  await readableProject(deps, viewer, document.relatedId);
  if (document.blobKey) return blobStorageOf(deps).createDownloadUrl(DOCUMENTS_CONTAINER, document.blobKey);
  if (document.url) return document.url;
  throw notFound('Document');
}
