/**
 * Where uploaded files live: the embedded directory (DATA_DIR/blobs), Azure Blob or an S3-compatible bucket;
 * chosen by configuration.
 */
export interface UploadTarget {
  /** Where the browser PUTs the file (a path of this API for the embedded store, absolute for Azure and S3). */
  url: string;
  /** The blob's name inside its container. */
  key: string;
  expiresAt: Date;
  /** Headers the PUT must carry (content type; x-ms-blob-type for Azure; if-none-match for S3). */
  headers: Record<string, string>;
}

/** A signed upload as the API hands it to the browser (timesheet files, project documents). */
export interface SignedUpload {
  uploadUrl: string;
  blobKey: string;
  /** The `storage://` reference to send back when recording the uploaded file. */
  url: string;
  headers: { name: string; value: string }[];
  expiresAt: Date;
}

export interface BlobInfo {
  size: number;
  contentType: string;
}

export interface UploadOptions {
  contentType: string;
  maxBytes: number;
  /**
   * The byte length the client declared for the file. A store that can bind it to the URL (S3: a signed
   * Content-Length) refuses a body of any other length, so a client cannot store more than it declared.
   */
  declaredSize?: number;
}

export interface BlobStorage {
  readonly kind: 'local' | 'azure' | 's3';
  /**
   * The origin the browser sends uploads to and reads files from when it is not the portal's own (Azure, S3):
   * the Content-Security-Policy allows it for connections and images. Null for the embedded store.
   */
  readonly browserOrigin: string | null;
  /** A short-lived URL the browser uploads one new blob to; it cannot overwrite an existing blob. */
  createUploadUrl(container: string, name: string, options: UploadOptions): Promise<UploadTarget>;
  /** A short-lived URL to read the blob. */
  createDownloadUrl(container: string, key: string): Promise<string>;
  /** Size and type of a stored blob; null when there is none. */
  stat(container: string, key: string): Promise<BlobInfo | null>;
  /** The blob's first `bytes` bytes (fewer when it is shorter), e.g. to check a file's signature; null when there is none. */
  readStart(container: string, key: string, bytes: number): Promise<Uint8Array | null>;
  delete(container: string, key: string): Promise<void>;
}

export { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@tally/domain/shared/uploads';
/** Spec §7.3: timesheet files go to the container named uploads. */
export const UPLOADS_CONTAINER = 'uploads';

export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
export const DOWNLOAD_URL_TTL_MS = 60 * 60 * 1000;

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** A container name or a key of '/'-separated segments without dot-only or hidden parts (no path escapes). */
export function isSafeBlobPath(value: string): boolean {
  return value.length <= 600 && value.split('/').every((segment) => SEGMENT.test(segment));
}

/** The file name as a blob name: letters, digits, dot, dash and underscore; at most 100 characters. */
export function safeFileName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-100);
  return cleaned || 'file';
}

/** `{Date.now()}_{safe original name}` (spec §7.3: the name prefixed by a timestamp). */
export function timestampedName(original: string, now: Date): string {
  return `${now.getTime()}_${safeFileName(original)}`;
}

/**
 * The value the API stores for an uploaded file: `storage://{container}/{key}`. It never expires; readers
 * receive a short-lived signed URL made from it (uploads/files.ts).
 */
const REFERENCE_PREFIX = 'storage://';

export function blobReference(container: string, key: string): string {
  return `${REFERENCE_PREFIX}${container}/${key}`;
}

export function parseBlobReference(value: string): { container: string; key: string } | null {
  if (!value.startsWith(REFERENCE_PREFIX)) return null;
  const rest = value.slice(REFERENCE_PREFIX.length);
  const slash = rest.indexOf('/');
  if (slash <= 0) return null;
  const container = rest.slice(0, slash);
  const key = rest.slice(slash + 1);
  return isSafeBlobPath(container) && isSafeBlobPath(key) ? { container, key } : null;
}
