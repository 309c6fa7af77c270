import type { BlobStorage } from '../../../storage/index.ts';
import { LocalBlobStorage } from '../../../storage/local-storage.ts';

/**
 * The first `length` bytes of a stored blob (for the content check of an uploaded document), or null when
 * there is no such blob. The embedded store reads the file; Azure is asked for a byte range through a
 * short-lived read URL.
 */
export async function readBlobHead(
  storage: BlobStorage,
  container: string,
  key: string,
  length: number,
): Promise<Uint8Array | null> {
  if (storage instanceof LocalBlobStorage) {
    const blob = await storage.open(container, key);
    if (!blob) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of blob.stream) {
        const buffer = chunk as Buffer;
        chunks.push(buffer);
        size += buffer.length;
        if (size >= length) break;
      }
    } finally {
      blob.stream.destroy();
    }
    return new Uint8Array(Buffer.concat(chunks).subarray(0, length));
  }
  const url = await storage.createDownloadUrl(container, key);
  const response = await fetch(url, { headers: { range: `bytes=0-${length - 1}` } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Could not read blob ${container}/${key}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer()).subarray(0, length);
}
