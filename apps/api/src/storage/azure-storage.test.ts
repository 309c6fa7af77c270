import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AzureBlobStorage } from './azure-storage.ts';
import { type Azurite, startAzurite } from './azurite.testing.ts';

describe('Azure Blob storage against Azurite', () => {
  let azurite: Azurite;
  let storage: AzureBlobStorage;

  beforeAll(async () => {
    azurite = await startAzurite();
    storage = new AzureBlobStorage(azurite.connectionString);
  }, 70_000);
  afterAll(() => azurite?.stop());

  it('uploads through a create-only SAS, reads through a read SAS, reports size and type, deletes', async () => {
    const key = 'sheet-1/1700000000000_report.pdf';
    const target = await storage.createUploadUrl('uploads', key, {
      contentType: 'application/pdf',
      maxBytes: 1000,
    });
    expect(target.headers).toEqual({ 'content-type': 'application/pdf', 'x-ms-blob-type': 'BlockBlob' });
    const put = (body: string) => fetch(target.url, { method: 'PUT', headers: target.headers, body });
    expect((await put('%PDF-1.4 hello')).status).toBe(201);
    expect((await put('overwrite')).status).toBe(403);

    expect(await storage.stat('uploads', key)).toEqual({ size: 14, contentType: 'application/pdf' });
    const read = await fetch(await storage.createDownloadUrl('uploads', key));
    expect(read.status).toBe(200);
    expect(await read.text()).toBe('%PDF-1.4 hello');

    const readOnly = await storage.createDownloadUrl('uploads', key);
    expect((await fetch(readOnly, { method: 'PUT', headers: target.headers, body: 'x' })).status).toBe(403);
    const unsigned = target.url.split('?')[0] ?? '';
    expect((await fetch(unsigned)).status).toBeGreaterThanOrEqual(400);

    await storage.delete('uploads', key);
    expect(await storage.stat('uploads', key)).toBeNull();
  }, 30_000);
});
