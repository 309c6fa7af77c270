import { join } from 'node:path';
import type { AppDeps } from '../deps.ts';
import { AzureBlobStorage } from './azure-storage.ts';
import type { BlobStorage } from './blob-storage.ts';
import { LocalBlobStorage } from './local-storage.ts';
import { S3BlobStorage } from './s3-storage.ts';

export * from './blob-storage.ts';

const instances = new WeakMap<AppDeps['config'], BlobStorage>();

/**
 * The configured store: Azure Blob when AZURE_STORAGE_CONNECTION_STRING is set, an S3-compatible bucket when
 * S3_STORAGE_BUCKET is (config.ts refuses both), else DATA_DIR/blobs.
 */
export function createBlobStorage(config: AppDeps['config'], clock: () => Date): BlobStorage {
  if (config.s3Storage) return new S3BlobStorage(config.s3Storage, clock);
  if (config.azureStorageConnectionString) {
    return new AzureBlobStorage(config.azureStorageConnectionString, clock);
  }
  return new LocalBlobStorage(join(config.dataDir, 'blobs'), config.sessionSecret, clock);
}

/** One store per configuration (clients and signing keys are made once). */
export function blobStorageOf(deps: Pick<AppDeps, 'config' | 'clock'>): BlobStorage {
  let storage = instances.get(deps.config);
  if (!storage) {
    storage = createBlobStorage(deps.config, deps.clock);
    instances.set(deps.config, storage);
  }
  return storage;
}
