import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque random token (256 bits, URL-safe); only its SHA-256 is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** `payload.signature`: a value the browser keeps but cannot alter (single-sign-on state cookie). */
export function signValue(value: string, secret: string): string {
  const payload = Buffer.from(value, 'utf8').toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

export function unsignValue(signed: string, secret: string): string | null {
  const [payload, signature, extra] = signed.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(payload, 'base64url').toString('utf8');
}
