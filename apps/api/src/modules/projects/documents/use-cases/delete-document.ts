import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { notFound } from '../../../../graphql/errors.ts';
import { blobStorageOf } from '../../../../storage/index.ts';
import { manageableProject } from '../../access.ts';
import { assertProjectModel, DOCUMENTS_CONTAINER, existingDocument, MANAGE } from '../guards.ts';
import { deleteDocumentRow } from '../queries.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** Removes a document of a project (M-138) and, for an uploaded one, its blob. */
export async function deleteDocument(
  deps: Deps,
  viewer: Viewer,
  input: { relatedDocumentId: string; relatedModelName: string; id: string },
): Promise<{ deletedDocId: string }> {
  assertProjectModel(input.relatedModelName);
  const document = await existingDocument(deps, input.id);
  if (document.relatedId !== input.relatedDocumentId) throw notFound('Document');
  await manageableProject(deps, viewer, document.relatedId, MANAGE);
  const deleted = await deleteDocumentRow(deps.db, document.id);
  if (!deleted) throw notFound('Document');
  if (deleted.blobKey) await blobStorageOf(deps).delete(DOCUMENTS_CONTAINER, deleted.blobKey);
  return { deletedDocId: deleted.id };
}
