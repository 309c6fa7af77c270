import { z } from 'zod';
import { id } from '../../../graphql/args.ts';
import type { Builder } from '../../../graphql/builder.ts';
import { requireViewer } from '../../../graphql/context.ts';
import { requestLoader } from '../../../graphql/loaders.ts';
import type { SchemaRefs } from '../../../graphql/refs.ts';
import { signedInRule } from '../../../graphql/rules.ts';
import { parseInput } from '../../../graphql/validation.ts';
import {
  addDocument,
  createDocumentUpload,
  type DocumentRow,
  deleteDocument,
  downloadDocument,
  findDocumentsByProjects,
  listDocumentCategories,
  listProjectDocuments,
  updateDocument,
} from './documents.service.ts';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const uploadInput = z.object({
  projectId: id,
  fileName: z.string().trim().min(1, 'File name is required').max(255),
  contentType: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/, 'Invalid content type')
    .max(100),
  size: z.number().int().min(0),
});

const addInput = z.object({
  relatedDocumentId: id,
  relatedModelName: z.string().trim(),
  url: text(2000).nullish(),
  description: text(1000).nullish(),
  fileName: text(255).nullish(),
  type: text(100).nullish(),
  source: z.enum(['internal', 'external'], "source must be 'internal' or 'external'").nullish(),
  mimeType: text(100).nullish(),
  category: text(100).nullish(),
});

/** Project documents (spec part 2 §2 'Documents tab', §7; M-120..M-140). */
export function registerDocuments(builder: Builder, refs: SchemaRefs): void {
  const ProjectManagement = refs.ProjectManagementQueries;

  const Document = builder.objectRef<DocumentRow>('Document').implement({
    description: 'A file of a project: uploaded (internal) or a link (external).',
    fields: (t) => ({
      _id: t.exposeID('id', { description: "The document's id." }),
      fileName: t.exposeString('fileName', { description: 'Its file name.' }),
      url: t.string({
        nullable: true,
        description: 'The link of an external document; null for uploaded ones (use downloadDocument).',
        resolve: (row) => (row.source === 'external' ? row.url : null),
      }),
      type: t.exposeString('type', {
        nullable: true,
        description: 'PDF, Document, Spreadsheet, Presentation, Archive, Image, Text, Audio, Video or other.',
      }),
      mimeType: t.exposeString('mimeType', { description: 'Its media type, if known.', nullable: true }),
      source: t.exposeString('source', { description: 'internal (uploaded) or external (a link).' }),
      category: t.exposeString('category', {
        description: 'Its category (a term of the Document Categories taxonomy), if any.',
        nullable: true,
      }),
      description: t.exposeString('description', { description: 'Its description, if any.', nullable: true }),
      createdAt: t.string({
        description: 'When it was added (ISO 8601).',
        resolve: (row) => row.createdAt.toISOString(),
      }),
      relatedDocumentId: t.exposeID('relatedId', { description: 'The project it belongs to.' }),
      relatedModelName: t.exposeString('relatedModelName', { description: "'Project'." }),
    }),
  });

  const Upload = refs.SignedUpload;

  const Deleted = builder.objectRef<{ deletedDocId: string }>('DeletedDocument').implement({
    description: 'What deleteDocument removed.',
    fields: (t) => ({
      deletedDocId: t.exposeID('deletedDocId', { description: "The removed document's id." }),
    }),
  });

  // A Project record exists only for viewers who may read the project, so its documents need no other check.
  builder.objectFields(refs.Project, (t) => ({
    documents: t.field({
      type: [Document],
      description: "The project's documents, newest first.",
      resolve: (record, _args, context) =>
        requestLoader(
          context,
          'projectDocuments',
          (ids) => findDocumentsByProjects(context.deps, ids),
          [],
        ).load(record.project.id),
    }),
  }));

  builder.objectFields(ProjectManagement, (t) => ({
    documents: t.field({
      ...signedInRule,
      type: [Document],
      description:
        "A project's documents, newest first (relatedModelName 'Project'; readers of the project).",
      args: {
        relatedDocumentId: t.arg.id({ description: 'The project.', required: true }),
        relatedModelName: t.arg.string({ description: "'Project'.", required: true }),
      },
      resolve: (_marker, args, context) => {
        const input = parseInput(
          z.object({ relatedDocumentId: id, relatedModelName: z.string().trim() }),
          args,
        );
        return listProjectDocuments(
          context.deps,
          requireViewer(context),
          input.relatedDocumentId,
          input.relatedModelName,
        );
      },
    }),
    documentCategories: t.stringList({
      ...signedInRule,
      description: "The terms of the taxonomy 'Document Categories', in order.",
      resolve: (_marker, _args, context) => listDocumentCategories(context.deps),
    }),
  }));

  builder.mutationField('createDocumentUploadUrl', (t) =>
    t.field({
      ...signedInRule,
      type: Upload,
      description:
        'A signed upload URL for one document of a project (its managers; accepted types; at most 50MB).',
      args: {
        projectId: t.arg.id({ description: 'The project.', required: true }),
        fileName: t.arg.string({
          description: 'Name of the file; its extension must be an accepted type.',
          required: true,
        }),
        contentType: t.arg.string({ description: 'Its media type.', required: true }),
        size: t.arg.int({
          description:
            'Its size in bytes, at most 50 MB; the upload must send exactly this many bytes where the store can bind it.',
          required: true,
        }),
      },
      resolve: (_root, args, context) =>
        createDocumentUpload(context.deps, requireViewer(context), parseInput(uploadInput, args)),
    }),
  );

  builder.mutationField('addDocument', (t) =>
    t.field({
      ...signedInRule,
      type: Document,
      description:
        'Records a document (managers). internal: url is the reference createDocumentUploadUrl returned, checked by size and content; external: url and fileName. type is derived from the file.',
      args: {
        relatedDocumentId: t.arg.id({ description: 'The project.', required: true }),
        relatedModelName: t.arg.string({ description: "'Project'.", required: true }),
        url: t.arg.string({
          description:
            'internal: the storage:// reference createDocumentUploadUrl returned; external: the http(s) address.',
        }),
        description: t.arg.string({ description: 'A description.' }),
        fileName: t.arg.string({ description: 'The file name (required).' }),
        type: t.arg.string({ description: 'Ignored: derived from the file.' }),
        source: t.arg.string({ description: "'internal' (uploaded) or 'external' (a link)." }),
        mimeType: t.arg.string({ description: 'Media type of an external link, if known.' }),
        category: t.arg.string({ description: 'A term of the Document Categories taxonomy.' }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(addInput, args);
        return addDocument(context.deps, requireViewer(context), {
          relatedDocumentId: input.relatedDocumentId,
          relatedModelName: input.relatedModelName,
          url: input.url ?? null,
          description: input.description ?? null,
          fileName: input.fileName ?? null,
          source: input.source ?? 'internal',
          mimeType: input.mimeType ?? null,
          category: input.category ?? null,
        });
      },
    }),
  );

  builder.mutationField('updateDocument', (t) =>
    t.field({
      ...signedInRule,
      type: Document,
      description:
        'Edits a document (managers): an uploaded one only its category; a link its file name and category. A null category clears it; an omitted one keeps it.',
      args: {
        id: t.arg.id({ description: 'The document.', required: true }),
        fileName: t.arg.string({ description: 'New file name (links only).' }),
        category: t.arg.string({ description: 'New category.' }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(
          z.object({ id, fileName: text(255).nullish(), category: text(100).nullish() }),
          args,
        );
        return updateDocument(context.deps, requireViewer(context), {
          id: input.id,
          fileName: input.fileName,
          category: input.category,
        });
      },
    }),
  );

  builder.mutationField('deleteDocument', (t) =>
    t.field({
      ...signedInRule,
      type: Deleted,
      description: 'Removes a document of a project (managers) and, for an uploaded one, its file.',
      args: {
        relatedDocumentId: t.arg.id({ description: 'The project.', required: true }),
        relatedModelName: t.arg.string({ description: "'Project'.", required: true }),
        id: t.arg.id({ description: 'The document.', required: true }),
      },
      resolve: (_root, args, context) => {
        const input = parseInput(
          z.object({ relatedDocumentId: id, relatedModelName: z.string().trim(), id }),
          args,
        );
        return deleteDocument(context.deps, requireViewer(context), input);
      },
    }),
  );

  builder.mutationField('downloadDocument', (t) =>
    t.string({
      ...signedInRule,
      description:
        'Where to open a document (readers of its project): a signed URL valid for an hour for an uploaded one, the link otherwise.',
      args: { documentId: t.arg.id({ description: 'The document.', required: true }) },
      resolve: (_root, args, context) => {
        const input = parseInput(z.object({ documentId: id }), args);
        return downloadDocument(context.deps, requireViewer(context), input.documentId);
      },
    }),
  );
}
