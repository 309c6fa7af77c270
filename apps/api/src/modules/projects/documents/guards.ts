import { schema } from '@tally/db';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput, notFound } from '../../../graphql/errors.ts';
import { DOCUMENT_ERRORS } from './messages.ts';
import { findDocument, findTermNames } from './queries.ts';
import type { DocumentRow } from './records.ts';

/** The checks and constants the document use cases share. */

const PROJECT_DOCUMENT_MODEL = schema.PROJECT_DOCUMENT_MODEL;
const DOCUMENT_CATEGORIES = 'Document Categories';

/** Spec §7 REST: uploaded project documents go to the blob container named documents. */
export const DOCUMENTS_CONTAINER = 'documents';

/** Blobs of a project live under documents/{projectId}/, so a project can only record its own uploads. */
export const projectDocumentPrefix = (projectId: string) => `${projectId}/`;

/**
 * Project documents are not accounting data, so managing them stays open while editing is locked by the
 * accounting integration (netsuite-enabled).
 */
export const MANAGE = { allowWhenLocked: true } as const;

export function assertProjectModel(relatedModelName: string): void {
  if (relatedModelName !== PROJECT_DOCUMENT_MODEL) {
    throw badUserInput({ relatedModelName: DOCUMENT_ERRORS.unknownModel });
  }
}

/** The project document with this id; NOT_FOUND otherwise. */
export async function existingDocument(deps: Pick<AppDeps, 'db'>, id: string): Promise<DocumentRow> {
  const row = await findDocument(deps.db, id);
  if (!row || row.relatedModelName !== PROJECT_DOCUMENT_MODEL) throw notFound('Document');
  return row;
}

/** The terms of the 'Document Categories' taxonomy in their order (M-121). */
export function listDocumentCategories(deps: Pick<AppDeps, 'db'>): Promise<string[]> {
  return findTermNames(deps.db, DOCUMENT_CATEGORIES);
}

/** A category to store: null clears it; otherwise a term of 'Document Categories'. */
export async function validCategory(
  deps: Pick<AppDeps, 'db'>,
  category: string | null | undefined,
): Promise<string | null> {
  const value = category?.trim();
  if (!value) return null;
  const terms = await listDocumentCategories(deps);
  if (!terms.includes(value)) throw badUserInput({ category: DOCUMENT_ERRORS.unknownCategory });
  return value;
}
