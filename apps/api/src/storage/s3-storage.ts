import type { S3StorageConfig } from '../config.ts';
import {
  type BlobInfo,
  type BlobStorage,
  DOWNLOAD_URL_TTL_MS,
  isSafeBlobPath,
  UPLOAD_URL_TTL_MS,
  type UploadOptions,
  type UploadTarget,
} from './blob-storage.ts';
import { presignS3Url, s3ObjectUrl } from './sigv4.ts';

/** Server-side calls (HEAD, DELETE) are signed for a minute. */
const SERVER_CALL_TTL_MS = 60 * 1000;

/**
 * An S3-compatible bucket (S3_STORAGE_BUCKET): one bucket, each container a key prefix ({container}/{key}).
 * The browser PUTs straight to the bucket through a presigned URL (SigV4, query string) that fixes the object
 * key, the content type and `If-None-Match: *` (a conditional write: an existing object is never
 * overwritten) and the Content-Length the client declared (a longer or shorter body is refused); it reads
 * through a presigned GET. The API still checks size and content when the file is recorded (uploads/files.ts). The bucket needs a CORS rule allowing PUT
 * with the headers content-type and if-none-match from the portal's origin (README, S3_CORS_RULES).
 */
export class S3BlobStorage implements BlobStorage {
  readonly kind = 's3';
  readonly browserOrigin: string;

  constructor(
    private readonly settings: S3StorageConfig,
    private readonly clock: () => Date = () => new Date(),
  ) {
    // Virtual-hosted style puts the bucket in the host name: the origin of any object is the bucket's.
    this.browserOrigin = s3ObjectUrl(settings, 'any').origin;
  }

  private objectKey(container: string, key: string): string {
    if (!isSafeBlobPath(container) || !isSafeBlobPath(key)) {
      throw new Error(`Unsafe blob path ${container}/${key}`);
    }
    return `${container}/${key}`;
  }

  private presign(
    method: 'GET' | 'PUT' | 'HEAD' | 'DELETE',
    container: string,
    key: string,
    ttlMs: number,
    headers: Record<string, string> = {},
  ): string {
    return presignS3Url(this.settings, {
      method,
      key: this.objectKey(container, key),
      now: this.clock(),
      expiresInSeconds: Math.round(ttlMs / 1000),
      headers,
    });
  }

  async createUploadUrl(container: string, name: string, options: UploadOptions): Promise<UploadTarget> {
    const expiresAt = new Date(this.clock().getTime() + UPLOAD_URL_TTL_MS);
    const headers = { 'content-type': options.contentType, 'if-none-match': '*' };
    // The declared length is signed too: S3 refuses a body of another length (SignatureDoesNotMatch), so the
    // bucket never holds more than the API allowed. The client does not send it as a header of its own: the
    // browser writes Content-Length from the body (and refuses to let a script set it).
    const signed =
      options.declaredSize === undefined
        ? headers
        : { ...headers, 'content-length': String(options.declaredSize) };
    const url = this.presign('PUT', container, name, UPLOAD_URL_TTL_MS, signed);
    return { url, key: name, expiresAt, headers };
  }

  async createDownloadUrl(container: string, key: string): Promise<string> {
    return this.presign('GET', container, key, DOWNLOAD_URL_TTL_MS);
  }

  async stat(container: string, key: string): Promise<BlobInfo | null> {
    const response = await fetch(this.presign('HEAD', container, key, SERVER_CALL_TTL_MS), {
      method: 'HEAD',
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 HEAD ${container}/${key} failed with status ${response.status}`);
    return {
      size: Number(response.headers.get('content-length') ?? 0),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async readStart(container: string, key: string, bytes: number): Promise<Uint8Array | null> {
    const response = await fetch(this.presign('GET', container, key, SERVER_CALL_TTL_MS), {
      headers: { range: `bytes=0-${bytes - 1}` },
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok && response.status !== 416) {
      await response.body?.cancel();
      throw new Error(`S3 GET ${container}/${key} failed with status ${response.status}`);
    }
    if (response.status === 416) return new Uint8Array();
    // A service that ignores Range answers the whole object: keep only the start.
    return new Uint8Array(await response.arrayBuffer()).slice(0, bytes);
  }

  async delete(container: string, key: string): Promise<void> {
    const response = await fetch(this.presign('DELETE', container, key, SERVER_CALL_TTL_MS), {
      method: 'DELETE',
    });
    await response.body?.cancel();
    if (!response.ok && response.status !== 404) {
      throw new Error(`S3 DELETE ${container}/${key} failed with status ${response.status}`);
    }
  }
}

/**
 * The bucket's CORS rule for browser uploads and downloads from the portal (the JSON of
 * `aws s3api put-bucket-cors --cors-configuration`; the README shows it).
 */
export function s3CorsRules(portalOrigin: string) {
  return {
    CORSRules: [
      {
        AllowedOrigins: [portalOrigin],
        AllowedMethods: ['PUT', 'GET'],
        AllowedHeaders: ['content-type', 'if-none-match'],
        ExposeHeaders: ['ETag'],
        MaxAgeSeconds: 3000,
      },
    ],
  };
}
