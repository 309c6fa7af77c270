import { createHmac, timingSafeEqual } from 'node:crypto';

/** The path of the embedded store's blob routes (http/blob-routes.ts). */
export const BLOB_ROUTE_PREFIX = '/api/blobs/';

export interface SignedBlobRequest {
  method: 'GET' | 'PUT';
  container: string;
  key: string;
  /** Milliseconds since the epoch. */
  expires: number;
  /** PUT only: the exact content type and the size limit the upload must respect. */
  contentType?: string;
  maxBytes?: number;
}

function canonical(request: SignedBlobRequest): string {
  const { method, container, key, expires, contentType = '', maxBytes = '' } = request;
  return [method, container, key, expires, contentType, maxBytes].join('\n');
}

export function blobPath(container: string, key: string): string {
  return BLOB_ROUTE_PREFIX + [container, ...key.split('/')].map(encodeURIComponent).join('/');
}

/** HMAC-SHA256 signatures over method, blob, expiry and upload limits; the key never leaves the server. */
export class BlobUrlSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('tally blob urls').digest();
  }

  private signature(request: SignedBlobRequest): string {
    return createHmac('sha256', this.key).update(canonical(request)).digest('base64url');
  }

  /** `/api/blobs/{container}/{key}?expires=..[&type=..&max=..]&sig=..` */
  url(request: SignedBlobRequest): string {
    const query = new URLSearchParams({ expires: String(request.expires) });
    if (request.contentType !== undefined) query.set('type', request.contentType);
    if (request.maxBytes !== undefined) query.set('max', String(request.maxBytes));
    query.set('sig', this.signature(request));
    return `${blobPath(request.container, request.key)}?${query}`;
  }

  /** The signed request a URL carries, or why it is refused. */
  verify(
    method: 'GET' | 'PUT',
    url: URL,
    now: Date,
  ): { ok: true; request: SignedBlobRequest } | { ok: false; reason: 'invalid' | 'expired' } {
    const parts = url.pathname.slice(BLOB_ROUTE_PREFIX.length).split('/').map(safeDecode);
    const [container, ...keyParts] = parts;
    const expires = Number(url.searchParams.get('expires'));
    const sig = url.searchParams.get('sig') ?? '';
    if (!container || keyParts.length === 0 || parts.includes(null) || !Number.isSafeInteger(expires)) {
      return { ok: false, reason: 'invalid' };
    }
    const type = url.searchParams.get('type');
    const max = url.searchParams.get('max');
    const request: SignedBlobRequest = { method, container, key: keyParts.join('/'), expires };
    if (method === 'PUT') {
      if (type === null || max === null || !/^\d+$/.test(max)) return { ok: false, reason: 'invalid' };
      request.contentType = type;
      request.maxBytes = Number(max);
    }
    const expected = Buffer.from(this.signature(request));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'invalid' };
    }
    if (expires < now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, request };
  }
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
