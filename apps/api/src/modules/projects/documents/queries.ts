import { type DbOrTx, schema } from '@tally/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DocumentRow } from './records.ts';

const doc = schema.documents;
const PROJECT_DOCUMENT_MODEL = schema.PROJECT_DOCUMENT_MODEL;

export async function findDocument(db: DbOrTx, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(doc).where(eq(doc.id, id)).limit(1);
  return row;
}

/** The terms of a taxonomy in their order. */
export async function findTermNames(db: DbOrTx, taxonomy: string): Promise<string[]> {
  const rows = await db
    .select({ name: schema.taxonomyTerms.name })
    .from(schema.taxonomyTerms)
    .innerJoin(schema.taxonomies, eq(schema.taxonomies.id, schema.taxonomyTerms.taxonomyId))
    .where(eq(schema.taxonomies.name, taxonomy))
    .orderBy(asc(schema.taxonomyTerms.order), asc(schema.taxonomyTerms.name));
  return rows.map((row) => row.name);
}

/** Documents of many projects in one statement (Project.documents), newest first per project. */
export async function findDocumentsByProjects(
  db: DbOrTx,
  projectIds: readonly string[],
): Promise<Map<string, DocumentRow[]>> {
  const rows = await db
    .select()
    .from(doc)
    .where(and(eq(doc.relatedModelName, PROJECT_DOCUMENT_MODEL), inArray(doc.relatedId, [...projectIds])))
    .orderBy(desc(doc.createdAt), asc(doc.fileName));
  const byProject = new Map<string, DocumentRow[]>();
  for (const row of rows) byProject.set(row.relatedId, [...(byProject.get(row.relatedId) ?? []), row]);
  return byProject;
}

/** One project's documents, newest first. */
export function findProjectDocuments(db: DbOrTx, projectId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(doc)
    .where(and(eq(doc.relatedModelName, PROJECT_DOCUMENT_MODEL), eq(doc.relatedId, projectId)))
    .orderBy(desc(doc.createdAt), asc(doc.fileName));
}

/** Whether a document already records this blob. */
export async function isBlobRecorded(db: DbOrTx, blobKey: string): Promise<boolean> {
  const [existing] = await db.select({ id: doc.id }).from(doc).where(eq(doc.blobKey, blobKey)).limit(1);
  return existing !== undefined;
}

export async function insertDocument(db: DbOrTx, document: typeof doc.$inferInsert): Promise<DocumentRow> {
  const [row] = await db.insert(doc).values(document).returning();
  return row!;
}

export async function updateDocumentRow(
  db: DbOrTx,
  id: string,
  changes: Partial<typeof doc.$inferInsert>,
): Promise<DocumentRow> {
  const [row] = await db.update(doc).set(changes).where(eq(doc.id, id)).returning();
  return row!;
}

export async function deleteDocumentRow(db: DbOrTx, id: string) {
  const [deleted] = await db
    .delete(doc)
    .where(eq(doc.id, id))
    .returning({ id: doc.id, blobKey: doc.blobKey });
  return deleted;
}
