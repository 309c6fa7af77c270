import type { IncomingMessage, ServerResponse } from 'node:http';

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store' });
  res.end();
}

export class BodyTooLargeError extends Error {}

const prematureClose = () =>
  Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

/**
 * Reads a small request body (JSON forms, GraphQL operations); refuses anything over the limit. Listens for
 * the stream's events rather than iterating it: an async iterator costs a few promises and objects per
 * request, measurable on small GraphQL requests. Like the iterator, it rejects with the stream's error (a client
 * that left: ECONNRESET 'aborted'), rejects when the stream closes before its end, and destroys the request
 * when it refuses it.
 */
export function readBody(req: IncomingMessage, limitBytes = 16 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (error: Error | null) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', settle);
      req.off('close', onClose);
      if (error) reject(error);
      else
        resolve(
          chunks.length === 1
            ? (chunks[0] as Buffer).toString('utf8')
            : Buffer.concat(chunks).toString('utf8'),
        );
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        settle(new BodyTooLargeError());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => settle(null);
    const onClose = () => settle(prematureClose());
    if (req.readableEnded) {
      resolve('');
      return;
    }
    // Destroyed before it was read (the client left while the request waited): no event will come.
    if (req.destroyed) {
      reject(req.errored ?? prematureClose());
      return;
    }
    // The whole body came with the headers and waits in the stream's buffer (a small request read after the
    // session lookup): taken at once, without the flowing mode's listeners and ticks.
    if (req.complete && req.readableFlowing === null) {
      if (req.readableLength > limitBytes) {
        req.destroy();
        reject(new BodyTooLargeError());
        return;
      }
      const buffered = req.read() as Buffer | null;
      resolve(buffered ? buffered.toString('utf8') : '');
      return;
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', settle);
    req.on('close', onClose);
  });
}

/** A same-site path to return to after sign-in; anything else (other hosts, '//x', '/\\x') falls back. */
export function safeReturnTo(value: unknown, fallback = '/user/timesheets'): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return fallback;
  }
  if (/[\r\n]/.test(value)) return fallback;
  return value;
}
