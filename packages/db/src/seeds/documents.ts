import type { DbOrTx } from '../client.ts';
import { documents, PROJECT_DOCUMENT_MODEL } from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';

const projectFiles = [
  {
    fileName: 'Statement of Work.pdf',
    type: 'PDF',
    mimeType: 'application/pdf',
    category: 'Statement of Work',
  },
  {
    fileName: 'Kickoff Presentation.pptx',
    type: 'Presentation',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    category: 'Deliverable',
  },
];

/** Two linked (external) documents per project, as a project's Documents tab would show them. */
export async function insertProjectDocuments(
  db: DbOrTx,
  projectIds: readonly string[],
  createdByUserId: string,
): Promise<void> {
  await bulkInsert(
    db,
    documents,
    projectIds.flatMap((projectId) =>
      projectFiles.map((file) => ({
        relatedModelName: PROJECT_DOCUMENT_MODEL,
        relatedId: projectId,
        fileName: file.fileName,
        url: `https://files.example.com/projects/${projectId}/${encodeURIComponent(file.fileName)}`,
        type: file.type,
        mimeType: file.mimeType,
        source: 'external' as const,
        category: file.category,
        description: null,
        createdByUserId,
      })),
    ),
  );
}
