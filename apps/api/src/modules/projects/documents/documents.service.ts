import { randomUUID } from 'node:crypto';
import { schema } from '@tally/db';
import {
  DOCUMENT_MESSAGES,
  documentContentError,
  documentTypeGroup,
  fileExtension,
  isAcceptedName,
  MAX_DOCUMENT_BYTES,
  mimeTypeOf,
  SNIFF_BYTES,
} from '@tally/domain/projects/documents';
import { UPLOAD_EXPIRED } from '@tally/domain/shared/uploads';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Viewer } from '../../../auth/sessions.ts';
import type { AppDeps } from '../../../deps.ts';
import { badUserInput, conflict, notFound } from '../../../graphql/errors.ts';
import { blobReference, blobStorageOf, parseBlobReference, timestampedName } from '../../../storage/index.ts';
import { holdPendingUpload, signPendingUpload } from '../../shared/uploads/index.ts';
import { manageableProject, readableProject } from '../project.access.ts';
import { readBlobHead } from './blob-head.ts';

const PROJECT_DOCUMENT_MODEL = schema.PROJECT_DOCUMENT_MODEL;

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;
export type DocumentRow = typeof schema.documents.$inferSelect;

/** Spec §7 REST: uploaded project documents go to the blob container named documents. */
export const DOCUMENTS_CONTAINER = 'documents';

/** Blobs of a project live under documents/{projectId}/, so a project can only record its own uploads. */
export const projectDocumentPrefix = (projectId: string) => `${projectId}/`;

export const DOCUMENT_ERRORS = {
  notUploadedHere: 'This file was not uploaded to this project.',
  notUploaded: 'The file has not been uploaded.',
  alreadyRecorded: 'This file is already recorded as a document.',
  onlyCategory: 'Only the category of an uploaded document can be changed.',
  nameTypeMismatch: 'The file name must keep the type of the uploaded file.',
  invalidUrl: 'Enter a web address starting with http:// or https://.',
  unknownCategory: 'Choose a category of the Document Categories list.',
  unknownModel: "Documents are kept for projects only (relatedModelName 'Project').",
} as const;

const DOCUMENT_CATEGORIES = 'Document Categories';

/**
 * Project documents are not accounting data, so managing them stays open while editing is locked by the
 * accounting integration (netsuite-enabled).
 */
const MANAGE = { allowWhenLocked: true } as const;

function assertProjectModel(relatedModelName: string): void {
  if (relatedModelName !== PROJECT_DOCUMENT_MODEL) {
    throw badUserInput({ relatedModelName: DOCUMENT_ERRORS.unknownModel });
  }
}

async function findDocument(deps: Deps, id: string): Promise<DocumentRow> {
  const [row] = await deps.db.select().from(schema.documents).where(eq(schema.documents.id, id)).limit(1);
  if (!row || row.relatedModelName !== PROJECT_DOCUMENT_MODEL) throw notFound('Document');
  return row;
}

/** The terms of the 'Document Categories' taxonomy in their order (M-121). */
export async function listDocumentCategories(deps: Pick<AppDeps, 'db'>): Promise<string[]> {
  const rows = await deps.db
    .select({ name: schema.taxonomyTerms.name })
    .from(schema.taxonomyTerms)
    .innerJoin(schema.taxonomies, eq(schema.taxonomies.id, schema.taxonomyTerms.taxonomyId))
    .where(eq(schema.taxonomies.name, DOCUMENT_CATEGORIES))
    .orderBy(asc(schema.taxonomyTerms.order), asc(schema.taxonomyTerms.name));
  return rows.map((row) => row.name);
}

/** A category to store: null clears it; otherwise a term of 'Document Categories'. */
async function validCategory(deps: Deps, category: string | null | undefined): Promise<string | null> {
  const value = category?.trim();
  if (!value) return null;
  const terms = await listDocumentCategories(deps);
  if (!terms.includes(value)) throw badUserInput({ category: DOCUMENT_ERRORS.unknownCategory });
  return value;
}

/** The project's documents, newest first, for those who may read the project (M-123). */
export async function listProjectDocuments(
  deps: Deps,
  viewer: Viewer,
  relatedDocumentId: string,
  relatedModelName: string,
): Promise<DocumentRow[]> {
  assertProjectModel(relatedModelName);
  await readableProject(deps, viewer, relatedDocumentId);
  return deps.db
    .select()
    .from(schema.documents)
    .where(
      and(
        eq(schema.documents.relatedModelName, PROJECT_DOCUMENT_MODEL),
        eq(schema.documents.relatedId, relatedDocumentId),
      ),
    )
    .orderBy(desc(schema.documents.createdAt), asc(schema.documents.fileName));
}

/** Documents of many projects in one statement (Project.documents), newest first per project. */
export async function findDocumentsByProjects(
  deps: Pick<AppDeps, 'db'>,
  projectIds: readonly string[],
): Promise<Map<string, DocumentRow[]>> {
  const rows = await deps.db
    .select()
    .from(schema.documents)
    .where(
      and(
        eq(schema.documents.relatedModelName, PROJECT_DOCUMENT_MODEL),
        inArray(schema.documents.relatedId, [...projectIds]),
      ),
    )
    .orderBy(desc(schema.documents.createdAt), asc(schema.documents.fileName));
  const byProject = new Map<string, DocumentRow[]>();
  for (const row of rows) byProject.set(row.relatedId, [...(byProject.get(row.relatedId) ?? []), row]);
  return byProject;
}

export interface DocumentUpload {
  uploadUrl: string;
  blobKey: string;
  /** The value to send as `url` to addDocument once the file is uploaded. */
  url: string;
  headers: { name: string; value: string }[];
  expiresAt: Date;
}

export interface DocumentUploadInput {
  projectId: string;
  fileName: string;
  contentType: string;
  size: number;
}

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

export interface AddDocumentInput {
  relatedDocumentId: string;
  relatedModelName: string;
  url: string | null;
  description: string | null;
  fileName: string | null;
  source: 'internal' | 'external';
  mimeType: string | null;
  category: string | null;
}

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
  const [existing] = await deps.db
    .select({ id: schema.documents.id })
    .from(schema.documents)
    .where(eq(schema.documents.blobKey, key))
    .limit(1);
  if (existing) throw conflict(DOCUMENT_ERRORS.alreadyRecorded);

  // Held so the abandoned-uploads job cannot delete the blob while it is checked and recorded.
  const { wasPending } = await holdPendingUpload(deps, DOCUMENTS_CONTAINER, key);
  const storage = blobStorageOf(deps);
  const info = await storage.stat(DOCUMENTS_CONTAINER, key);
  if (!info) throw badUserInput({ url: wasPending ? DOCUMENT_ERRORS.notUploaded : UPLOAD_EXPIRED });
  if (info.size > MAX_DOCUMENT_BYTES) {
    await storage.delete(DOCUMENTS_CONTAINER, key);
    throw badUserInput({ url: DOCUMENT_MESSAGES.tooLarge });
  }
  const head = (await readBlobHead(storage, DOCUMENTS_CONTAINER, key, SNIFF_BYTES)) ?? new Uint8Array();
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
    relatedModelName: PROJECT_DOCUMENT_MODEL,
    relatedId: projectId,
    fileName,
    category,
    description,
    createdByUserId: viewer.userId,
  };

  if (input.source === 'external') {
    if (!url || !fileName) throw badUserInput({ [url ? 'fileName' : 'url']: DOCUMENT_MESSAGES.urlAndName });
    const mimeType = input.mimeType?.trim() || null;
    const [row] = await deps.db
      .insert(schema.documents)
      .values({
        ...base,
        url: httpUrl(url),
        blobKey: null,
        source: 'external',
        mimeType,
        type: documentTypeGroup(fileName, mimeType),
      })
      .returning();
    return row!;
  }

  if (!fileName) throw badUserInput({ fileName: DOCUMENT_MESSAGES.fileNameRequired });
  if (!url) throw badUserInput({ url: DOCUMENT_ERRORS.notUploaded });
  const blob = await verifyUploadedBlob(deps, projectId, url, fileName);
  const [row] = await deps.db
    .insert(schema.documents)
    .values({
      ...base,
      url: null,
      blobKey: blob.key,
      source: 'internal',
      mimeType: blob.mimeType,
      type: documentTypeGroup(fileName, blob.mimeType),
    })
    .returning();
  return row!;
}

export interface UpdateDocumentInput {
  id: string;
  fileName: string | null | undefined;
  category: string | null | undefined;
}

/** Edits a document (M-125): internal ones may only change category; external ones file name and category. */
export async function updateDocument(
  deps: Deps,
  viewer: Viewer,
  input: UpdateDocumentInput,
): Promise<DocumentRow> {
  const document = await findDocument(deps, input.id);
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
  const [row] = await deps.db
    .update(schema.documents)
    .set(changes)
    .where(eq(schema.documents.id, document.id))
    .returning();
  return row!;
}

/** Removes a document of a project (M-138) and, for an uploaded one, its blob. */
export async function deleteDocument(
  deps: Deps,
  viewer: Viewer,
  input: { relatedDocumentId: string; relatedModelName: string; id: string },
): Promise<{ deletedDocId: string }> {
  assertProjectModel(input.relatedModelName);
  const document = await findDocument(deps, input.id);
  if (document.relatedId !== input.relatedDocumentId) throw notFound('Document');
  await manageableProject(deps, viewer, document.relatedId, MANAGE);
  const [deleted] = await deps.db
    .delete(schema.documents)
    .where(eq(schema.documents.id, document.id))
    .returning({ id: schema.documents.id, blobKey: schema.documents.blobKey });
  if (!deleted) throw notFound('Document');
  if (deleted.blobKey) await blobStorageOf(deps).delete(DOCUMENTS_CONTAINER, deleted.blobKey);
  return { deletedDocId: deleted.id };
}

/** Where to open a document (M-140): a short-lived signed URL for an uploaded one, the link otherwise. */
export async function downloadDocument(deps: Deps, viewer: Viewer, documentId: string): Promise<string> {
  const document = await findDocument(deps, documentId);
  await readableProject(deps, viewer, document.relatedId);
  if (document.blobKey) return blobStorageOf(deps).createDownloadUrl(DOCUMENTS_CONTAINER, document.blobKey);
  if (document.url) return document.url;
  throw notFound('Document');
}
