import { createHash, createHmac } from 'node:crypto';
import type { S3StorageConfig } from '../config.ts';

/**
 * AWS Signature Version 4 for presigned S3 URLs (query-string authentication with UNSIGNED-PAYLOAD):
 * the few lines of the algorithm the store needs instead of the whole SDK. Checked against AWS's published
 * example in sigv4.test.ts.
 */
export interface PresignRequest {
  method: 'GET' | 'PUT' | 'HEAD' | 'DELETE';
  /** The object key inside the bucket. */
  key: string;
  now: Date;
  expiresInSeconds: number;
  /** Headers the request must carry with exactly these values (signed; names in lower case). */
  headers?: Record<string, string>;
}

type Settings = Pick<
  S3StorageConfig,
  'bucket' | 'region' | 'endpoint' | 'accessKeyId' | 'secretAccessKey' | 'sessionToken' | 'forcePathStyle'
>;

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const hmac = (key: Buffer | string, value: string) =>
  createHmac('sha256', key).update(value, 'utf8').digest();

/** The object's URL without query: virtual-hosted style by default, path style when forced. */
export function s3ObjectUrl(settings: Settings, key: string): URL {
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const path = key.split('/').map(encode).join('/');
  if (settings.forcePathStyle) {
    endpoint.pathname = `${endpoint.pathname.replace(/\/+$/, '')}/${encode(settings.bucket)}/${path}`;
  } else {
    endpoint.hostname = `${settings.bucket}.${endpoint.hostname}`;
    endpoint.pathname = `${endpoint.pathname.replace(/\/+$/, '')}/${path}`;
  }
  return endpoint;
}

export function presignS3Url(settings: Settings, request: PresignRequest): string {
  const url = s3ObjectUrl(settings, request.key);
  const amzDate = request.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${settings.region}/s3/aws4_request`;

  const headers: Record<string, string> = { host: url.host };
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  }
  const headerNames = Object.keys(headers).sort();
  const signedHeaders = headerNames.join(';');

  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${settings.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(request.expiresInSeconds)],
    ['X-Amz-SignedHeaders', signedHeaders],
  ];
  if (settings.sessionToken) query.push(['X-Amz-Security-Token', settings.sessionToken]);
  const canonicalQuery = query
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');

  const canonicalRequest = [
    request.method,
    url.pathname,
    canonicalQuery,
    headerNames.map((name) => `${name}:${headers[name]}\n`).join(''),
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');

  let key: Buffer = hmac(`AWS4${settings.secretAccessKey}`, day);
  for (const part of [settings.region, 's3', 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');

  return `${url.origin}${url.pathname}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
