import type { ServerResponse } from 'node:http';

/**
 * The Content-Security-Policy of every answer. antd writes inline styles (CSS-in-JS), so style-src allows
 * 'unsafe-inline'; scripts stay same-origin only. `storageOrigin` is where the browser uploads files and reads
 * them when they are not served by the portal (Azure Blob, S3): allowed for connections and images even when
 * it is plain http (a local Azurite or MinIO), which the general `https:` source would not cover;
 * `errorReportOrigin` is where the browser sends crash reports (SENTRY_DSN), allowed for connections likewise.
 */
export function contentSecurityPolicy(
  storageOrigin: string | null,
  errorReportOrigin: string | null = null,
): string {
  const storage = storageOrigin ? ` ${storageOrigin}` : '';
  const reports = errorReportOrigin && errorReportOrigin !== storageOrigin ? ` ${errorReportOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https:${storage}`,
    "font-src 'self' data:",
    `connect-src 'self' https:${storage}${reports}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function setSecurityHeaders(res: ServerResponse, options: { https: boolean; csp: string }): void {
  res.setHeader('content-security-policy', options.csp);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  if (options.https) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
}
