import { blobStorageOf, isSafeBlobPath, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '../storage/index.ts';
import { BlobExistsError, BlobTooLargeError, LocalBlobStorage } from '../storage/local-storage.ts';
import { BLOB_ROUTE_PREFIX } from '../storage/signed-urls.ts';
import type { HttpRequest } from './request.ts';
import { sendJson } from './respond.ts';

export { BLOB_ROUTE_PREFIX };

/** Types a browser may show inline; anything else (HTML, SVG, scripts) downloads as a file. */
const INLINE_TYPES = /^(image\/(png|jpe?g|gif|webp|bmp)|application\/pdf|text\/plain)$/;

function tooLargeMessage(maxBytes: number): string {
  return maxBytes === MAX_UPLOAD_BYTES ? UPLOAD_TOO_LARGE : `The file must be at most ${maxBytes} bytes.`;
}

/**
 * The embedded store's signed URLs (storage/local-storage.ts): `PUT` uploads one new blob within the signed
 * content type and size limit, `GET`/`HEAD` reads it until the URL expires. 404 when Azure Blob is configured.
 */
export async function blobRoute(http: HttpRequest): Promise<void> {
  const { req, res, url } = http;
  const storage = blobStorageOf(http.deps);
  if (!(storage instanceof LocalBlobStorage)) return sendJson(res, 404, { error: 'Not found.' });
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  if (method !== 'GET' && method !== 'PUT') {
    res.setHeader('allow', 'GET, HEAD, PUT');
    return sendJson(res, 405, { error: 'Method not allowed.' });
  }
  const verified = storage.urlSigner.verify(method, url, http.deps.clock());
  if (!verified.ok) {
    const error = verified.reason === 'expired' ? 'This link has expired.' : 'Invalid signature.';
    return sendJson(res, 403, { error });
  }
  const { container, key, contentType = '', maxBytes = 0 } = verified.request;
  if (!isSafeBlobPath(container) || !isSafeBlobPath(key))
    return sendJson(res, 400, { error: 'Invalid path.' });

  if (method === 'PUT') {
    const given = (req.headers['content-type'] ?? '').trim().toLowerCase();
    if (given !== contentType.toLowerCase()) {
      return sendJson(res, 415, { error: `Content type must be ${contentType}.` });
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    res.setHeader('connection', 'close');
    if (declared > maxBytes) return sendJson(res, 413, { error: tooLargeMessage(maxBytes) });
    try {
      const info = await storage.write(container, key, req, { contentType, maxBytes });
      return sendJson(res, 201, { key, size: info.size });
    } catch (error) {
      if (error instanceof BlobTooLargeError) return sendJson(res, 413, { error: tooLargeMessage(maxBytes) });
      if (error instanceof BlobExistsError) return sendJson(res, 409, { error: 'The file already exists.' });
      throw error;
    }
  }

  const blob = await storage.open(container, key);
  if (!blob) return sendJson(res, 404, { error: 'Not found.' });
  const name = key.split('/').pop() ?? 'file';
  const inline = INLINE_TYPES.test(blob.info.contentType);
  res.writeHead(200, {
    'content-type': blob.info.contentType,
    'content-length': blob.info.size,
    'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${name}"`,
    'content-security-policy': 'sandbox; default-src none',
    'cache-control': 'private, max-age=300',
  });
  if (req.method === 'HEAD') {
    blob.stream.destroy();
    res.end();
    return;
  }
  blob.stream.on('error', () => res.destroy());
  blob.stream.pipe(res);
}
