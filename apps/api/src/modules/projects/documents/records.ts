import type { schema } from '@tally/db';

export type DocumentRow = typeof schema.documents.$inferSelect;

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

export interface UpdateDocumentInput {
  id: string;
  fileName: string | null | undefined;
  category: string | null | undefined;
}
