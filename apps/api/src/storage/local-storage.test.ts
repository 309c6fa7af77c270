import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { blobRoute } from '../http/blob-routes.ts';
import { describeBlobStorageContract } from './blob-storage.contract.ts';
import { blobStorageOf } from './index.ts';
import { LocalBlobStorage } from './local-storage.ts';

/** A portal's blob routes over DATA_DIR/blobs, checking signatures at the given clock. */
async function startBlobServer(now: () => Date, secret: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tally-blobs-'));
  const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret });
  const deps = { config, clock: now } as AppDeps;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://internal');
    blobRoute({ deps, oidc: undefined, req, res, url, ip: '127.0.0.1' }).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    dataDir,
    deps,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describeBlobStorageContract(
  'embedded store (DATA_DIR/blobs)',
  async () => {
    const server = await startBlobServer(() => new Date(), 'contract-secret');
    return {
      storage: (clock) => new LocalBlobStorage(join(server.dataDir, 'blobs'), 'contract-secret', clock),
      absolute: (url) => new URL(url, server.base).href,
      stop: () => server.stop(),
    };
  },
  { bindsContentType: true },
);

describe('embedded blob storage: what its own routes add to the contract', () => {
  const clock = new TestClock(new Date('2026-01-05T12:00:00Z'));
  let server: Awaited<ReturnType<typeof startBlobServer>>;
  let dataDir: string;
  let base: string;
  const storage = () => blobStorageOf(server.deps);

  beforeAll(async () => {
    server = await startBlobServer(clock.now, 'blob-secret');
    ({ dataDir, base } = server);
  });
  afterAll(() => server?.stop());

  const put = (url: string, body: BodyInit, type = 'application/pdf', init: RequestInit = {}) =>
    fetch(new URL(url, base), { method: 'PUT', body, headers: { 'content-type': type }, ...init });

  it('uploads once within the signed type, then serves the file until the link expires', async () => {
    const target = await storage().createUploadUrl('uploads', 'sheet-1/1700000000000_a.pdf', {
      contentType: 'application/pdf',
      maxBytes: 1000,
    });
    expect(target.headers).toEqual({ 'content-type': 'application/pdf' });
    expect((await put(target.url, 'hello', 'text/html')).status).toBe(415);
    expect((await put(target.url, 'hello')).status).toBe(201);
    expect((await put(target.url, 'again')).status).toBe(409);
    expect(await storage().stat('uploads', 'sheet-1/1700000000000_a.pdf')).toEqual({
      size: 5,
      contentType: 'application/pdf',
    });

    const download = await storage().createDownloadUrl('uploads', 'sheet-1/1700000000000_a.pdf');
    const read = await fetch(new URL(download, base));
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(await read.text()).toBe('hello');

    clock.advance(60 * 60 * 1000 + 1);
    const expired = await fetch(new URL(download, base));
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ error: 'This link has expired.' });
    await storage().delete('uploads', 'sheet-1/1700000000000_a.pdf');
    expect(await storage().stat('uploads', 'sheet-1/1700000000000_a.pdf')).toBeNull();
  });

  it('refuses tampered URLs: another blob, a larger limit, another type, a missing signature', async () => {
    const { url } = await storage().createUploadUrl('uploads', 'x/1_b.png', {
      contentType: 'image/png',
      maxBytes: 10,
    });
    const tampered = [
      url.replace('1_b.png', '1_c.png'),
      url.replace('max=10', 'max=99999'),
      url.replace('type=image%2Fpng', 'type=text%2Fhtml'),
      url.replace(/&sig=.*/, ''),
    ];
    for (const candidate of tampered) {
      const response = await put(candidate, 'x', 'image/png');
      expect(response.status, candidate).toBe(403);
    }
    const download = await storage().createDownloadUrl('uploads', 'x/1_b.png');
    expect((await fetch(new URL(download.replace('sig=', 'sig=A'), base))).status).toBe(403);
  });

  it('enforces the size limit from the declared length and while streaming', async () => {
    const options = { contentType: 'image/png', maxBytes: 1000 };
    const declared = await storage().createUploadUrl('uploads', 'y/1_big.png', options);
    const tooBig = await put(declared.url, new Uint8Array(1001), 'image/png');
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ error: 'The file must be at most 1000 bytes.' });

    const streamed = await storage().createUploadUrl('uploads', 'y/2_big.png', options);
    const chunks = Readable.toWeb(Readable.from([new Uint8Array(600), new Uint8Array(600)]));
    const response = await put(streamed.url, chunks as ReadableStream, 'image/png', {
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await storage().stat('uploads', 'y/2_big.png')).toBeNull();
    expect(
      (await readdir(join(dataDir, 'blobs', 'uploads'))).filter((f) => f.startsWith('.upload-')),
    ).toEqual([]);
  });
});
