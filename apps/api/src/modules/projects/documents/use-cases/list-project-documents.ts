import type { Viewer } from '../../../../auth/sessions.ts';
import type { AppDeps } from '../../../../deps.ts';
import { readableProject } from '../../access.ts';
import { assertProjectModel } from '../guards.ts';
import { findProjectDocuments } from '../queries.ts';
import type { DocumentRow } from '../records.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** The project's documents, newest first, for those who may read the project (M-123). */
export async function listProjectDocuments(
  deps: Deps,
  viewer: Viewer,
  relatedDocumentId: string,
  relatedModelName: string,
): Promise<DocumentRow[]> {
  assertProjectModel(relatedModelName);
  await readableProject(deps, viewer, relatedDocumentId);
  return findProjectDocuments(deps.db, relatedDocumentId);
}
