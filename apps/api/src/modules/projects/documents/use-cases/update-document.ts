import { DOCUMENT_MESSAGES, documentTypeGroup } from '@tally/domain/projects/documents';
import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { badUserInput } from '../../../../graphql/errors.ts';
import { manageableProject } from '../../access.ts';
import { existingDocument, MANAGE, validCategory } from '../guards.ts';
import { DOCUMENT_ERRORS } from '../messages.ts';
import { updateDocumentRow } from '../queries.ts';
import type { DocumentRow, UpdateDocumentInput } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** Edits a document (M-125): internal ones may only change category; external ones file name and category. */
export async function updateDocument(
  deps: Deps,
  viewer: Viewer,
  input: UpdateDocumentInput,
): Promise<DocumentRow> {
  const document = await existingDocument(deps, input.id);
  await manageableProject(deps, viewer, document.relatedId, MANAGE);
  const changes: Partial<Pick<DocumentRow, 'fileName' | 'category' | 'type'>> = {};
  if (input.fileName !== undefined && input.fileName !== null) {
    const fileName = input.fileName.trim();
    if (!fileName) throw badUserInput({ fileName: DOCUMENT_MESSAGES.fileNameRequired });
    if (fileName !== document.fileName) {
      if (document.source === 'internal') throw badUserInput({ fileName: DOCUMENT_ERRORS.onlyCategory });
      changes.fileName = fileName;
      changes.type = documentTypeGroup(fileName, document.mimeType);
    }
  }
  if (input.category !== undefined) changes.category = await validCategory(deps, input.category);
  if (Object.keys(changes).length === 0) return document;
  return updateDocumentRow(deps.db, document.id, changes);
}
