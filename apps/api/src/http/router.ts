import { TOKEN_MESSAGES } from '@tally/domain/integrations/api-access';
import { documentTitle } from '@tally/domain/shell/titles';
import { bearerSecret, resolveBearer } from '../auth/access-tokens.ts';
import { type RequestScope, runInRequestScope } from '../auth/request-scope.ts';
import { serveGraphQL } from '../graphql/node-adapter.ts';
import { CSRF_HEADER, type GraphQLHandler, graphqlBodyRefusal } from '../graphql/yoga.ts';
import { wakeWebhookDeliveries } from '../modules/integrations/index.ts';
import { companyShortName } from '../modules/super-admin/index.ts';
import { signInPage, signInWithForm, signOutRoute } from './auth-routes.ts';
import { BLOB_ROUTE_PREFIX, blobRoute } from './blob-routes.ts';
import { updateBudgetUsedRoute } from './budget-routes.ts';
import { apiDocsRoute } from './docs-routes.ts';
import { documentsSasTokenRoute } from './documents-routes.ts';
import { exportHoursRoute } from './export-routes.ts';
import { historyCsvRoute } from './history-routes.ts';
import { metricsRoute } from './metrics-route.ts';
import { finishSingleSignOn, startSingleSignOn } from './oidc-routes.ts';
import { readyRoute } from './ready-route.ts';
import { reportExportRoutes } from './report-export-routes.ts';
import { type HttpRequest, pathOf } from './request.ts';
import { redirect, sendJson } from './respond.ts';
import { serveWebApp } from './static-files.ts';
import { currentViewer } from './viewer.ts';
import { webAppManifestRoute } from './web-app-manifest.ts';

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
  '/api/history.csv': { GET: historyCsvRoute },
  '/api/docs': { GET: apiDocsRoute },
  // The installable app's manifest (issue #18), named and iconed from the configuration.
  '/manifest.webmanifest': { GET: webAppManifestRoute },
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
    const secret = bearerSecret(http.req.headers.authorization);
    if (secret !== null) return serveWithToken(http, graphql, method, secret);
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
    await inRequestScope(http, null, () =>
      serveGraphQL(graphql, http.req, http.res, { viewer, ip: http.ip }),
    );
    return;
  }
  const handlers = routes[pathname];
  if (handlers) {
    const handler = handlers[method] ?? (method === 'HEAD' ? handlers.GET : undefined);
    if (handler) return inRequestScope(http, null, () => handler(http));
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
    async () => documentTitle(pathname, await companyShortName(http.deps.db)),
    http.deps.config.sentryDsn,
  );
}

/**
 * Runs a request's handler in its request scope (the token it acts through, for the audit events); after it,
 * the webhook deliveries the request wrote are sent in the background.
 */
async function inRequestScope(
  http: HttpRequest,
  token: RequestScope['token'],
  body: () => Promise<void> | void,
): Promise<void> {
  const scope: RequestScope = { token, webhooksWritten: false };
  try {
    await runInRequestScope(scope, body);
  } finally {
    if (scope.webhooksWritten) wakeWebhookDeliveries(http.deps);
  }
}

/**
 * POST /api/graphql with `Authorization: Bearer <personal access token>`: acts as the token's owner with its
 * scope; no CSRF header is needed (a browser never adds the header by itself). Refused with 401 when the token
 * is unknown, revoked or expired, 429 with Retry-After over the token's rate limit.
 */
async function serveWithToken(http: HttpRequest, graphql: GraphQLHandler, method: string, secret: string) {
  const refusal = graphqlBodyRefusal(method, http.req.headers);
  if (refusal) {
    return sendJson(http.res, refusal.status, {
      errors: [{ message: refusal.message, extensions: { code: 'BAD_REQUEST' } }],
    });
  }
  const outcome = await resolveBearer(http.deps.db, secret, http.deps.clock());
  if (outcome.kind === 'refused') {
    http.res.setHeader('www-authenticate', 'Bearer error="invalid_token"');
    return sendJson(http.res, 401, {
      errors: [{ message: TOKEN_MESSAGES.invalidToken, extensions: { code: 'UNAUTHENTICATED' } }],
    });
  }
  if (outcome.kind === 'limited') {
    http.res.setHeader('retry-after', String(outcome.retryAfterSeconds));
    return sendJson(http.res, 429, {
      errors: [
        {
          message: TOKEN_MESSAGES.rateLimited(outcome.retryAfterSeconds),
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: outcome.retryAfterSeconds },
        },
      ],
    });
  }
  const { viewer } = outcome;
  const token = viewer.token ? { id: viewer.token.id, name: viewer.token.name } : null;
  await inRequestScope(http, token, () => serveGraphQL(graphql, http.req, http.res, { viewer, ip: http.ip }));
}
