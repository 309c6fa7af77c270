import { describe, expect, it } from 'vitest';
import { describeBlobStorageContract } from './blob-storage.contract.ts';
import { S3BlobStorage } from './s3-storage.ts';
import { startS3Emulator } from './s3rver.testing.ts';

describeBlobStorageContract(
  'S3-compatible bucket against s3rver',
  async () => {
    const emulator = await startS3Emulator();
    return {
      storage: (clock) => new S3BlobStorage(emulator.settings, clock),
      absolute: (url) => url,
      stop: () => emulator.stop(),
    };
  },
  { bindsContentType: true },
);

describe('S3 presigned uploads', () => {
  it('bind the conditional write: a PUT without If-None-Match does not match the signature', async () => {
    const emulator = await startS3Emulator();
    try {
      const storage = new S3BlobStorage(emulator.settings);
      const target = await storage.createUploadUrl('uploads', 'sheet-1/1_a.pdf', {
        contentType: 'application/pdf',
        maxBytes: 10,
      });
      const headers = { 'content-type': 'application/pdf' };
      const response = await fetch(target.url, { method: 'PUT', headers, body: 'x' });
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('SignatureDoesNotMatch');
      expect(await storage.stat('uploads', 'sheet-1/1_a.pdf')).toBeNull();
    } finally {
      await emulator.stop();
    }
  }, 30_000);
});

describe('S3 presigned uploads bind the declared length (issue 13)', () => {
  it('take a body of exactly the declared length and refuse a longer or shorter one, storing nothing', async () => {
    const emulator = await startS3Emulator();
    try {
      const storage = new S3BlobStorage(emulator.settings);
      const key = 'sheet-1/1_declared.pdf';
      const target = await storage.createUploadUrl('uploads', key, {
        contentType: 'application/pdf',
        maxBytes: 1000,
        declaredSize: 8,
      });
      // The browser sets Content-Length from the body; it is no header the client is handed.
      expect(Object.keys(target.headers).sort()).toEqual(['content-type', 'if-none-match']);
      expect(new URL(target.url).searchParams.get('X-Amz-SignedHeaders')).toBe(
        'content-length;content-type;host;if-none-match',
      );
      const put = (body: string) => fetch(target.url, { method: 'PUT', headers: target.headers, body });
      for (const body of ['%PDF-1.4 and a great deal more than declared', '%PDF']) {
        const refused = await put(body);
        expect(refused.status, body).toBe(403);
        expect(await refused.text()).toContain('SignatureDoesNotMatch');
        expect(await storage.stat('uploads', key)).toBeNull();
      }
      const exact = await put('%PDF-1.4');
      expect(exact.status, await exact.text()).toBe(200);
      expect(await storage.stat('uploads', key)).toEqual({ size: 8, contentType: 'application/pdf' });
    } finally {
      await emulator.stop();
    }
  }, 30_000);
});

describe('S3 bucket CORS for browser uploads', () => {
  it("lets the portal's origin PUT with the signed headers, and no other origin", async () => {
    const emulator = await startS3Emulator({ portalOrigin: 'https://tally.example.com' });
    try {
      const storage = new S3BlobStorage(emulator.settings);
      const target = await storage.createUploadUrl('uploads', 'sheet-1/1_a.pdf', {
        contentType: 'application/pdf',
        maxBytes: 10,
      });
      expect(Object.keys(target.headers).sort()).toEqual(['content-type', 'if-none-match']);
      const preflight = (origin: string) =>
        fetch(target.url, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'PUT',
            'access-control-request-headers': Object.keys(target.headers).join(','),
          },
        });
      const allowed = await preflight('https://tally.example.com');
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT');
      expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type, if-none-match');
      expect((await preflight('https://elsewhere.example.com')).status).toBe(403);
    } finally {
      await emulator.stop();
    }
  }, 30_000);
});
