import {
  BlobSASPermissions,
  type BlobServiceClient,
  BlobServiceClient as Client,
  type ContainerClient,
  RestError,
} from '@azure/storage-blob';
import {
  type BlobInfo,
  type BlobStorage,
  DOWNLOAD_URL_TTL_MS,
  UPLOAD_URL_TTL_MS,
  type UploadOptions,
  type UploadTarget,
} from './blob-storage.ts';

/** Clock skew allowance of the SAS start time. */
const SKEW_MS = 5 * 60 * 1000;

/**
 * Azure Blob Storage (AZURE_STORAGE_CONNECTION_STRING with an account key): the browser PUTs straight to the
 * blob service with a SAS that may only create the one blob (no overwrite) and reads through a read-only SAS.
 * A SAS cannot cap the size, so the API checks it when the file is recorded (uploads/files.ts).
 * The storage account needs a CORS rule allowing PUT from the portal's origin.
 */
export class AzureBlobStorage implements BlobStorage {
  readonly kind = 'azure';
  readonly browserOrigin: string;
  private readonly service: BlobServiceClient;
  private readonly ready = new Map<string, Promise<unknown>>();

  constructor(
    connectionString: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.service = Client.fromConnectionString(connectionString);
    this.browserOrigin = new URL(this.service.url).origin;
  }

  private container(name: string): ContainerClient {
    return this.service.getContainerClient(name);
  }

  /** Creates the container once per process (private: no anonymous reads). */
  private async ensureContainer(name: string): Promise<void> {
    let pending = this.ready.get(name);
    if (!pending) {
      pending = this.container(name).createIfNotExists();
      pending.catch(() => this.ready.delete(name));
      this.ready.set(name, pending);
    }
    await pending;
  }

  async createUploadUrl(container: string, name: string, options: UploadOptions): Promise<UploadTarget> {
    await this.ensureContainer(container);
    const now = this.clock().getTime();
    const expiresAt = new Date(now + UPLOAD_URL_TTL_MS);
    const url = await this.container(container)
      .getBlockBlobClient(name)
      .generateSasUrl({
        permissions: BlobSASPermissions.parse('c'),
        startsOn: new Date(now - SKEW_MS),
        expiresOn: expiresAt,
      });
    return {
      url,
      key: name,
      expiresAt,
      headers: { 'content-type': options.contentType, 'x-ms-blob-type': 'BlockBlob' },
    };
  }

  createDownloadUrl(container: string, key: string): Promise<string> {
    const now = this.clock().getTime();
    return this.container(container)
      .getBlobClient(key)
      .generateSasUrl({
        permissions: BlobSASPermissions.parse('r'),
        startsOn: new Date(now - SKEW_MS),
        expiresOn: new Date(now + DOWNLOAD_URL_TTL_MS),
      });
  }

  async stat(container: string, key: string): Promise<BlobInfo | null> {
    try {
      const properties = await this.container(container).getBlobClient(key).getProperties();
      return {
        size: properties.contentLength ?? 0,
        contentType: properties.contentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (error instanceof RestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async readStart(container: string, key: string, bytes: number): Promise<Uint8Array | null> {
    try {
      const properties = await this.container(container).getBlobClient(key).getProperties();
      const count = Math.min(bytes, properties.contentLength ?? 0);
      if (count === 0) return new Uint8Array();
      const buffer = await this.container(container).getBlobClient(key).downloadToBuffer(0, count);
      return new Uint8Array(buffer);
    } catch (error) {
      if (error instanceof RestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async delete(container: string, key: string): Promise<void> {
    // A container that does not exist (no file was ever uploaded to it) holds no blob to delete either.
    await this.container(container)
      .getBlobClient(key)
      .deleteIfExists()
      .catch((error: { statusCode?: number }) => {
        if (error.statusCode !== 404) throw error;
      });
  }
}
