import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { indexHtml } from './index-html.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The service worker the web build writes (apps/web/service-worker). */
export const SERVICE_WORKER_PATH = '/sw.js';

async function fileAt(path: string): Promise<{ size: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { size: info.size } : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built web app: hashed /assets/* cached for a year, index.html never cached and titled for the
 * path, and every unknown path answered with index.html so the client router can render it (its own '404'
 * included).
 */
export async function serveWebApp(
  root: string,
  pathname: string,
  res: ServerResponse,
  headOnly: boolean,
  title: () => Promise<string>,
  sentryDsn?: string | undefined,
): Promise<void> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = '/';
  }
  const candidate = normalize(join(root, decoded));
  const inside = candidate === root || candidate.startsWith(root.endsWith(sep) ? root : root + sep);
  const file = inside && !decoded.endsWith('/') ? await fileAt(candidate) : null;
  const isAsset = decoded.startsWith('/assets/');
  if (file && candidate !== join(root, 'index.html')) {
    res.writeHead(200, {
      'content-type': TYPES[extname(candidate).toLowerCase()] ?? 'application/octet-stream',
      'content-length': file.size,
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      // The service worker (issue #18): checked on every visit so a new build takes over at once, and
      // allowed to control the whole portal.
      ...(decoded === SERVICE_WORKER_PATH
        ? { 'cache-control': 'no-cache', 'service-worker-allowed': '/' }
        : {}),
    });
    if (headOnly) return void res.end();
    createReadStream(candidate).pipe(res);
    return;
  }
  if (isAsset) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    return void res.end('Not found');
  }
  const html = await indexHtml(join(root, 'index.html'), await title(), sentryDsn);
  if (html === null) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    return void res.end('The web app is not built: run npm run build.');
  }
  res.writeHead(200, {
    'content-type': TYPES['.html'],
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-cache',
  });
  res.end(headOnly ? undefined : html);
}
