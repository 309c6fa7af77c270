import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, sqlList } from './columns.ts';
import { users } from './users.ts';

export const documentSources = ['internal', 'external'] as const;
export type DocumentSource = (typeof documentSources)[number];

/** The relatedModelName of documents attached to a project. */
export const PROJECT_DOCUMENT_MODEL = 'Project';

/** A file attached to any record (a project today), either stored by us (blob_key) or linked (url). */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    relatedModelName: text('related_model_name').notNull(),
    relatedId: uuid('related_id').notNull(),
    fileName: text('file_name').notNull(),
    url: text('url'),
    blobKey: text('blob_key'),
    type: text('type'),
    mimeType: text('mime_type'),
    source: text('source').$type<DocumentSource>().notNull().default('internal'),
    category: text('category'),
    description: text('description'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_related_idx').on(t.relatedModelName, t.relatedId, t.createdAt),
    check('documents_source_check', sql`${t.source} IN ${sqlList(documentSources)}`),
    check('documents_location_check', sql`${t.url} IS NOT NULL OR ${t.blobKey} IS NOT NULL`),
  ],
);
