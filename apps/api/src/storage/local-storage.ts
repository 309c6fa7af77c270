import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { link, mkdir, open, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type BlobInfo,
  type BlobStorage,
  DOWNLOAD_URL_TTL_MS,
  isSafeBlobPath,
  UPLOAD_URL_TTL_MS,
  type UploadOptions,
  type UploadTarget,
} from './blob-storage.ts';
import { BlobUrlSigner } from './signed-urls.ts';

export class BlobTooLargeError extends Error {}
export class BlobExistsError extends Error {}

const META_DIR = '.meta';

/**
 * The embedded store: files under {root}/{container}/{key}, their content type beside them in
 * {root}/{container}/.meta/{key}.json. Browsers upload and download through signed URLs of this API.
 */
export class LocalBlobStorage implements BlobStorage {
  readonly kind = 'local';
  readonly browserOrigin = null;
  private readonly signer: BlobUrlSigner;

  constructor(
    private readonly root: string,
    secret: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.signer = new BlobUrlSigner(secret);
  }

  get urlSigner(): BlobUrlSigner {
    return this.signer;
  }

  private path(container: string, key: string): string {
    if (!isSafeBlobPath(container) || !isSafeBlobPath(key))
      throw new Error(`Unsafe blob path ${container}/${key}`);
    return join(this.root, container, key);
  }

  private metaPath(container: string, key: string): string {
    return join(this.root, container, META_DIR, `${key}.json`);
  }

  async createUploadUrl(container: string, name: string, options: UploadOptions): Promise<UploadTarget> {
    this.path(container, name);
    const expiresAt = new Date(this.clock().getTime() + UPLOAD_URL_TTL_MS);
    const url = this.signer.url({
      method: 'PUT',
      container,
      key: name,
      expires: expiresAt.getTime(),
      contentType: options.contentType,
      maxBytes: options.maxBytes,
    });
    return { url, key: name, expiresAt, headers: { 'content-type': options.contentType } };
  }

  async createDownloadUrl(container: string, key: string): Promise<string> {
    this.path(container, key);
    const expires = this.clock().getTime() + DOWNLOAD_URL_TTL_MS;
    return this.signer.url({ method: 'GET', container, key, expires });
  }

  async stat(container: string, key: string): Promise<BlobInfo | null> {
    try {
      const [file, meta] = await Promise.all([
        stat(this.path(container, key)),
        readFile(this.metaPath(container, key), 'utf8'),
      ]);
      const { contentType } = JSON.parse(meta) as { contentType: string };
      return { size: file.size, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async readStart(container: string, key: string, bytes: number): Promise<Uint8Array | null> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(this.path(container, key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return new Uint8Array(buffer.subarray(0, bytesRead));
    } finally {
      await handle.close();
    }
  }

  async delete(container: string, key: string): Promise<void> {
    await rm(this.path(container, key), { force: true });
    await rm(this.metaPath(container, key), { force: true });
  }

  /**
   * Streams a new blob to a temporary file and links it into place only when complete: a blob is never
   * half-written or overwritten. Throws BlobTooLargeError past maxBytes, BlobExistsError for an existing key.
   */
  async write(container: string, key: string, body: Readable, options: UploadOptions): Promise<BlobInfo> {
    const target = this.path(container, key);
    await mkdir(dirname(target), { recursive: true });
    const temporary = join(this.root, container, `.upload-${randomUUID()}`);
    let size = 0;
    const file = createWriteStream(temporary, { flags: 'wx' });
    try {
      await pipeline(
        body,
        async function* limit(source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            size += chunk.length;
            if (size > options.maxBytes) throw new BlobTooLargeError();
            yield chunk;
          }
        },
        file,
      );
      const meta = this.metaPath(container, key);
      await mkdir(dirname(meta), { recursive: true });
      await link(temporary, target).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST' ? new BlobExistsError() : error;
      });
      await writeFile(meta, JSON.stringify({ contentType: options.contentType }));
      return { size, contentType: options.contentType };
    } finally {
      // A failed pipeline destroys the stream while its file may still be opening; unlinking before it is
      // closed could leave the file behind.
      if (!file.closed) await once(file, 'close').catch(() => undefined);
      await unlink(temporary).catch(() => undefined);
    }
  }

  /** The blob's bytes and info, or null when there is none. */
  async open(container: string, key: string): Promise<{ info: BlobInfo; stream: ReadStream } | null> {
    const info = await this.stat(container, key);
    return info ? { info, stream: createReadStream(this.path(container, key)) } : null;
  }
}
