import { createServer, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BodyTooLargeError, readBody } from './respond.ts';

/** A server that reads each body with readBody, at once or after `delayMs` (when the body is already buffered). */
describe('readBody', () => {
  let port: number;
  let read: (req: IncomingMessage) => Promise<string>;
  let delayMs = 0;
  const server = createServer(async (req, res) => {
    if (delayMs) await sleep(delayMs);
    try {
      const text = await read(req);
      res.end(JSON.stringify({ text, complete: req.complete }));
    } catch (error) {
      res.end(JSON.stringify({ error: error instanceof BodyTooLargeError ? 'too large' : String(error) }));
    }
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends the body in the given parts, `gapMs` apart, and answers the server's JSON (or the socket's error). */
  function post(parts: string[], gapMs = 0): Promise<Record<string, unknown>> {
    return new Promise((resolve) => {
      const length = parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0);
      const req = request({ port, method: 'POST', headers: { 'content-length': length } }, (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve(JSON.parse(text)));
      });
      req.on('error', (error) => resolve({ socketError: error.message }));
      (async () => {
        for (const part of parts) {
          req.write(part);
          if (gapMs) await sleep(gapMs);
        }
        req.end();
      })();
    });
  }

  it('reads a body that is already buffered when it is asked for, and one that is still arriving', async () => {
    read = (req) => readBody(req, 100);
    delayMs = 50;
    expect(await post(['{"query":"{ me { _id } }"}'])).toEqual({
      text: '{"query":"{ me { _id } }"}',
      complete: true,
    });
    expect(await post([''])).toEqual({ text: '', complete: true });
    expect(await post(['é', 'ü'], 0)).toEqual({ text: 'éü', complete: true });
    delayMs = 0;
    expect(await post(['{"a":', '1}'], 30)).toEqual({ text: '{"a":1}', complete: true });
  });

  it('refuses a body over the limit, buffered or arriving, and closes the request', async () => {
    read = (req) => readBody(req, 10);
    delayMs = 50;
    const buffered = await post(['x'.repeat(11)]);
    expect(buffered.error ?? buffered.socketError).toBeDefined();
    expect(buffered.text).toBeUndefined();
    delayMs = 0;
    const arriving = await post(['x'.repeat(6), 'x'.repeat(6)], 30);
    expect(arriving.error ?? arriving.socketError).toBeDefined();
    expect(arriving.text).toBeUndefined();
  });
});
