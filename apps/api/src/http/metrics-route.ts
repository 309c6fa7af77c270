import { timingSafeEqual } from 'node:crypto';
import { registry } from '../observability/metrics.ts';
import type { HttpRequest } from './request.ts';
import { sendJson } from './respond.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus' text format for a scraper holding `Authorization: Bearer <METRICS_TOKEN>`.
 * Without METRICS_TOKEN the route does not exist (404); a wrong or missing token gets 401.
 */
export async function metricsRoute(http: HttpRequest): Promise<void> {
  const token = http.deps.config.metricsToken;
  if (!token) return sendJson(http.res, 404, { error: 'Not found.' });
  const header = http.req.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!given || !sameSecret(given, token)) {
    http.res.setHeader('www-authenticate', 'Bearer realm="metrics"');
    return sendJson(http.res, 401, { error: 'Authentication required.' });
  }
  const text = await registry.metrics();
  http.res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  http.res.end(http.req.method === 'HEAD' ? undefined : text);
}
