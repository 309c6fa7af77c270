import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OAuth 1.0a request signing as NetSuite's token-based authentication wants it (RFC 5849 with HMAC-SHA256):
 * the realm is the account id and is not signed; query parameters are signed, a JSON body is not.
 */
export interface OAuthCredentials {
  realm: string;
  consumerKey: string;
  consumerSecret: string;
  tokenId: string;
  tokenSecret: string;
}

/** RFC 3986 percent-encoding (encodeURIComponent leaves !'()* alone; OAuth does not). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The signature base string: METHOD & base URL & the sorted, encoded parameters (RFC 5849 §3.4.1). */
export function signatureBaseString(method: string, url: URL, oauthParams: Record<string, string>): string {
  const pairs: [string, string][] = [];
  for (const [key, value] of url.searchParams) pairs.push([percentEncode(key), percentEncode(value)]);
  for (const [key, value] of Object.entries(oauthParams)) {
    if (key === 'realm' || key === 'oauth_signature') continue;
    pairs.push([percentEncode(key), percentEncode(value)]);
  }
  pairs.sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1));
  const params = pairs.map(([key, value]) => `${key}=${value}`).join('&');
  // Scheme and host in lower case, default ports dropped (URL already does), no query or fragment.
  const baseUrl = `${url.protocol}//${url.host.toLowerCase()}${url.pathname}`;
  return [method.toUpperCase(), percentEncode(baseUrl), percentEncode(params)].join('&');
}

export function hmacSignature(baseString: string, consumerSecret: string, tokenSecret: string): string {
  const key = `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
  return createHmac('sha256', key).update(baseString).digest('base64');
}

/** The Authorization header of one request; nonce and timestamp are fresh unless a test passes them. */
export function authorizationHeader(
  method: string,
  url: URL,
  credentials: OAuthCredentials,
  fixed: { nonce?: string; timestamp?: number } = {},
): string {
  const params: Record<string, string> = {
    oauth_consumer_key: credentials.consumerKey,
    oauth_token: credentials.tokenId,
    oauth_signature_method: 'HMAC-SHA256',
    oauth_timestamp: String(fixed.timestamp ?? Math.floor(Date.now() / 1000)),
    oauth_nonce: fixed.nonce ?? randomBytes(16).toString('hex'),
    oauth_version: '1.0',
  };
  const signature = hmacSignature(
    signatureBaseString(method, url, params),
    credentials.consumerSecret,
    credentials.tokenSecret,
  );
  const header = { realm: credentials.realm, ...params, oauth_signature: signature };
  return `OAuth ${Object.entries(header)
    .map(([key, value]) => `${key}="${percentEncode(value)}"`)
    .join(', ')}`;
}

/** The parameters of an `OAuth k="v", ...` header (values decoded); null when it is not one. */
export function parseAuthorizationHeader(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith('OAuth ')) return null;
  const params: Record<string, string> = {};
  for (const match of header.slice(6).matchAll(/([a-z_]+)="([^"]*)"/gi)) {
    const [, key, value] = match;
    if (key && value !== undefined) params[key] = decodeURIComponent(value);
  }
  return params;
}

/** Whether a request's signature is the one these secrets give (constant-time comparison). */
export function verifySignature(
  method: string,
  url: URL,
  params: Record<string, string>,
  consumerSecret: string,
  tokenSecret: string,
): boolean {
  const expected = Buffer.from(
    hmacSignature(signatureBaseString(method, url, params), consumerSecret, tokenSecret),
  );
  const given = Buffer.from(params.oauth_signature ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
