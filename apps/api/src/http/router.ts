import { pageTitle } from '@tally/domain/titles';
import { serveGraphQL } from '../graphql/node-adapter.ts';
import { CSRF_HEADER, type GraphQLHandler, graphqlBodyRefusal } from '../graphql/yoga.ts';
import { companyShortName } from '../modules/configurations/configurations.service.ts';
import { signInPage, signInWithForm, signOutRoute } from './auth-routes.ts';
import { BLOB_ROUTE_PREFIX, blobRoute } from './blob-routes.ts';
import { updateBudgetUsedRoute } from './budget-routes.ts';
import { documentsSasTokenRoute } from './documents-routes.ts';
import { exportHoursRoute } from './export-routes.ts';
import { metricsRoute } from './metrics-route.ts';
import { finishSingleSignOn, startSingleSignOn } from './oidc-routes.ts';
import { readyRoute } from './ready-route.ts';
import { reportExportRoutes } from './report-export-routes.ts';
import { type HttpRequest, pathOf } from './request.ts';
import { redirect, sendJson } from './respond.ts';
import { serveWebApp } from './static-files.ts';
import { currentViewer } from './viewer.ts';

/** Paths of the authenticated shell: without a valid session they go to the sign-in. */
export const SHELL_PREFIXES = [
  '/user',
  '/project-management',
  '/vaccine-tracker',
  '/finance',
  '/admin',
  '/super-admin',
  '/performance',
  '/human-resources',
];

function isShellPath(pathname: string): boolean {
  return SHELL_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

type Route = (http: HttpRequest) => Promise<void> | void;

const routes: Record<string, Partial<Record<string, Route>>> = {
  '/api/health': { GET: (http) => sendJson(http.res, 200, { ok: true }) },
  // Readiness for the load balancer (database answers, migrations applied, not shutting down).
  '/api/ready': { GET: (http) => readyRoute(http.res, http.readiness) },
  '/metrics': { GET: metricsRoute },
  '/api/auth/signin': { GET: signInPage, POST: signInWithForm },
  '/api/auth/signout': { POST: signOutRoute },
  '/api/auth/oidc': { GET: startSingleSignOn },
  '/_oauth': { GET: finishSingleSignOn },
  '/api/documents/sasToken': { GET: documentsSasTokenRoute },
  '/api/update-budget-used': { POST: updateBudgetUsedRoute },
  '/api/projects/export-hours': { GET: exportHoursRoute },
  // Report exports (issue #12): GET /api/reports/<name>.csv|.xlsx of exports/reports/*.
  ...reportExportRoutes(),
};

/**
 * The route a path is served by, as a bounded label for metrics and spans: a route of the table, the GraphQL
 * endpoint, '/api/blobs/*', another '/api/*' (not found) or 'web app'.
 */
export function routeLabel(pathname: string): string {
  if (pathname === '/api/graphql' || routes[pathname]) return pathname;
  if (pathname.startsWith(BLOB_ROUTE_PREFIX)) return `${BLOB_ROUTE_PREFIX}*`;
  if (pathname.startsWith('/api/')) return '/api/*';
  return 'web app';
}

export async function route(http: HttpRequest, graphql: GraphQLHandler): Promise<void> {
  const pathname = pathOf(http);
  const method = http.req.method ?? 'GET';
  if (pathname === '/api/graphql') {
    // Stricter than the yoga plugin: every request carries the header, whatever its content type.
    if (!http.req.headers[CSRF_HEADER]) {
      return sendJson(http.res, 403, {
        errors: [
          { message: `Required CSRF header ${CSRF_HEADER} not present`, extensions: { code: 'FORBIDDEN' } },
        ],
      });
    }
    const refusal = graphqlBodyRefusal(method, http.req.headers);
    if (refusal) {
      return sendJson(http.res, refusal.status, {
        errors: [{ message: refusal.message, extensions: { code: 'BAD_REQUEST' } }],
      });
    }
    const viewer = await currentViewer(http);
    await serveGraphQL(graphql, http.req, http.res, { viewer, ip: http.ip });
    return;
  }
  const handlers = routes[pathname];
  if (handlers) {
    const handler = handlers[method] ?? (method === 'HEAD' ? handlers.GET : undefined);
    if (handler) return handler(http);
    http.res.setHeader('allow', Object.keys(handlers).join(', '));
    return sendJson(http.res, 405, { error: 'Method not allowed.' });
  }
  if (pathname.startsWith(BLOB_ROUTE_PREFIX)) return blobRoute(http);
  if (pathname.startsWith('/api/')) return sendJson(http.res, 404, { error: 'Not found.' });
  if (method !== 'GET' && method !== 'HEAD') return sendJson(http.res, 405, { error: 'Method not allowed.' });
  if (isShellPath(pathname) && !(await currentViewer(http))) {
    return redirect(http.res, `/api/auth/signin?returnTo=${encodeURIComponent(pathname + http.url.search)}`);
  }
  await serveWebApp(
    http.deps.config.webDistDir,
    pathname,
    http.res,
    method === 'HEAD',
    async () => pageTitle(pathname, await companyShortName(http.deps.db)),
    http.deps.config.sentryDsn,
  );
}
