import { renderApiDocs } from '../docs/api-docs.ts';
import { buildSchema } from '../graphql/schema.ts';
import type { HttpRequest } from './request.ts';
import { redirect } from './respond.ts';
import { currentViewer } from './viewer.ts';

let page: { publicUrl: string; html: string } | undefined;

/** GET /api/docs: the API's documentation (signed-in users; others go to the sign-in and come back). */
export async function apiDocsRoute(http: HttpRequest): Promise<void> {
  if (!(await currentViewer(http))) {
    return redirect(http.res, `/api/auth/signin?returnTo=${encodeURIComponent('/api/docs')}`);
  }
  const { publicUrl } = http.deps.config;
  if (page?.publicUrl !== publicUrl) page = { publicUrl, html: renderApiDocs(buildSchema(), publicUrl) };
  http.res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  http.res.end(http.req.method === 'HEAD' ? undefined : page.html);
}
