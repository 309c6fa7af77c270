import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStorage } from './blob-storage.ts';

/** One backend under test: a store signing with the given clock, against a real server. */
export interface ContractBackend {
  /** A store of the running backend whose URLs are signed at `clock()`. */
  storage(clock?: () => Date): BlobStorage;
  /** An absolute URL for a URL the store returned (the embedded store returns paths). */
  absolute(url: string): string;
  stop(): Promise<void>;
}

const HOUR = 60 * 60 * 1000;
let sequence = 0;
const uniqueKey = (name: string) => `sheet-${Date.now()}-${++sequence}/1700000000000_${name}`;

/**
 * The contract every blob store keeps (embedded, Azure, S3): the browser uploads one new blob through a signed
 * URL carrying the returned headers, cannot overwrite it, cannot use a download URL to write, cannot reach a
 * blob without a valid signature or after expiry; the server reads size and type and deletes.
 */
export function describeBlobStorageContract(
  name: string,
  start: () => Promise<ContractBackend>,
  /** Whether the upload URL fixes the content type (an Azure SAS cannot; the API checks what is recorded). */
  options: { bindsContentType: boolean },
): void {
  describe(`blob storage contract: ${name}`, () => {
    let backend: ContractBackend;
    beforeAll(async () => {
      backend = await start();
    }, 70_000);
    afterAll(() => backend?.stop());

    const put = (url: string, headers: Record<string, string>, body: string) =>
      fetch(backend.absolute(url), { method: 'PUT', headers, body });

    it("hands out URLs on its browser origin, the one the portal's Content-Security-Policy allows", async () => {
      const storage = backend.storage();
      const key = uniqueKey('origin.txt');
      const target = await storage.createUploadUrl('uploads', key, {
        contentType: 'text/plain',
        maxBytes: 100,
      });
      const download = await storage.createDownloadUrl('uploads', key);
      for (const url of [target.url, download]) {
        if (storage.browserOrigin === null) expect(url.startsWith('/')).toBe(true);
        else expect(new URL(url).origin).toBe(storage.browserOrigin);
      }
    });

    it('uploads once through the signed URL, reads through a read-only URL, reports size and type, deletes', async () => {
      const storage = backend.storage();
      const key = uniqueKey('report.pdf');
      const target = await storage.createUploadUrl('uploads', key, {
        contentType: 'application/pdf',
        maxBytes: 1000,
      });
      expect(target.key).toBe(key);
      expect(target.headers['content-type']).toBe('application/pdf');
      expect(target.expiresAt.getTime()).toBeGreaterThan(Date.now());

      const first = await put(target.url, target.headers, '%PDF-1.4 hello');
      expect(first.status, await first.text()).toBeLessThan(300);
      const again = await put(target.url, target.headers, 'overwrite');
      expect(again.status).toBeGreaterThanOrEqual(400);

      expect(await storage.stat('uploads', key)).toEqual({ size: 14, contentType: 'application/pdf' });
      expect(Buffer.from((await storage.readStart('uploads', key, 4))!).toString()).toBe('%PDF');
      expect(Buffer.from((await storage.readStart('uploads', key, 100))!).toString()).toBe('%PDF-1.4 hello');
      const download = await storage.createDownloadUrl('uploads', key);
      const read = await fetch(backend.absolute(download));
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe('application/pdf');
      expect(await read.text()).toBe('%PDF-1.4 hello');

      const writeThroughRead = await put(download, target.headers, 'x');
      expect(writeThroughRead.status).toBeGreaterThanOrEqual(400);
      const unsigned = await fetch(backend.absolute(download).split('?')[0] ?? '');
      expect(unsigned.status).toBeGreaterThanOrEqual(400);
      expect(await (await fetch(backend.absolute(download))).text()).toBe('%PDF-1.4 hello');

      await storage.delete('uploads', key);
      expect(await storage.stat('uploads', key)).toBeNull();
      expect(await storage.readStart('uploads', key, 4)).toBeNull();
      await storage.delete('uploads', key);
    }, 30_000);

    it('refuses a signed URL used for another blob, another content type (where bound) or with a forged signature', async () => {
      const storage = backend.storage();
      const key = uniqueKey('photo.png');
      const target = await storage.createUploadUrl('uploads', key, {
        contentType: 'image/png',
        maxBytes: 10,
      });
      const otherBlob = target.url.replace('photo.png', 'other.png');
      expect((await put(otherBlob, target.headers, 'x')).status).toBeGreaterThanOrEqual(400);
      if (options.bindsContentType) {
        const otherType = { ...target.headers, 'content-type': 'text/html' };
        expect((await put(target.url, otherType, 'x')).status).toBeGreaterThanOrEqual(400);
        expect(await storage.stat('uploads', key)).toBeNull();
      }
      expect(await storage.stat('uploads', key.replace('photo.png', 'other.png'))).toBeNull();

      expect((await put(target.url, target.headers, 'png')).status).toBeLessThan(300);
      const download = await storage.createDownloadUrl('uploads', key);
      const forged = download.replace(
        /((?:sig|Signature)=)([^&])/,
        (_m, name: string, first: string) => name + (first === 'A' ? 'B' : 'A'),
      );
      expect(forged).not.toBe(download);
      expect((await fetch(backend.absolute(forged))).status).toBeGreaterThanOrEqual(400);
      await storage.delete('uploads', key);
    }, 30_000);

    it('refuses upload and download URLs once they have expired', async () => {
      const past = () => new Date(Date.now() - 2 * HOUR);
      const key = uniqueKey('late.pdf');
      const stale = backend.storage(past);
      const target = await stale.createUploadUrl('uploads', key, {
        contentType: 'application/pdf',
        maxBytes: 10,
      });
      expect((await put(target.url, target.headers, 'late')).status).toBeGreaterThanOrEqual(400);
      expect(await backend.storage().stat('uploads', key)).toBeNull();

      const fresh = await backend.storage().createUploadUrl('uploads', key, {
        contentType: 'application/pdf',
        maxBytes: 10,
      });
      expect((await put(fresh.url, fresh.headers, 'on time')).status).toBeLessThan(300);
      const expired = await stale.createDownloadUrl('uploads', key);
      expect((await fetch(backend.absolute(expired))).status).toBe(403);
      await backend.storage().delete('uploads', key);
    }, 30_000);
  });
}
