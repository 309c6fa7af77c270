import type { IncomingMessage } from 'node:http';

/** The caller's address; X-Forwarded-For is believed only behind a trusted proxy (TRUST_PROXY). */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

export function userAgent(req: IncomingMessage): string | undefined {
  return req.headers['user-agent'];
}
