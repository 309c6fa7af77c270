import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Db, defaultMigrationsFolder } from '@tally/db';
import type { Logger } from 'pino';
import { OidcClient } from './auth/oidc.ts';
import type { AppConfig } from './config.ts';
import type { AppDeps } from './deps.ts';
import { createGraphQLHandler } from './graphql/yoga.ts';
import { clientIp } from './http/client-info.ts';
import { createReadiness, type Readiness } from './http/ready-route.ts';
import { type HttpRequest, pathOf } from './http/request.ts';
import { BodyTooLargeError, sendJson } from './http/respond.ts';
import { route, routeLabel } from './http/router.ts';
import { contentSecurityPolicy, setSecurityHeaders } from './http/security-headers.ts';
import type { Mailer } from './mail/mailer.ts';
import { useOperationMetrics } from './observability/graphql-plugin.ts';
import { httpRequestDuration, registerDatabaseMetrics } from './observability/metrics.ts';
import { withRequestSpan } from './observability/tracing.ts';
import { blobStorageOf } from './storage/index.ts';

export interface AppOptions {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** Current time; tests pass a controllable clock. */
  clock?: () => Date;
  /** The migrations this build ships (GET /api/ready compares the database with them). */
  migrationsFolder?: string;
}

export interface App {
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** Requests whose handler is still running, including those whose client has left. */
  inFlight: () => number;
  /** Resolves true once no request is being handled, or false when timeoutMs pass first. */
  drain: (timeoutMs: number) => Promise<boolean>;
  /** GET /api/ready's check; stopping() turns it to 503 at the start of a shutdown. */
  readiness: Readiness;
  close: () => Promise<void>;
}

/** The whole portal as one node:http request handler (used by main.ts and by the tests). */
export function createApp(options: AppOptions): App {
  const deps: AppDeps = { ...options, clock: options.clock ?? (() => new Date()) };
  const graphql = createGraphQLHandler(deps, undefined, { plugins: [useOperationMetrics()] });
  const readiness = createReadiness(deps.db, options.migrationsFolder ?? defaultMigrationsFolder);
  registerDatabaseMetrics(deps.db);
  const oidc = deps.config.oidc ? new OidcClient(deps.config, deps.config.oidc) : undefined;
  const https = deps.config.publicUrl.startsWith('https:');
  // The browser sends its crash reports to the DSN's origin (the page's sentry-dsn meta tag).
  const sentryOrigin = deps.config.sentryDsn ? new URL(deps.config.sentryDsn).origin : null;
  const csp = contentSecurityPolicy(blobStorageOf(deps).browserOrigin, sentryOrigin);

  let inFlight = 0;
  const idleWaiters = new Set<() => void>();
  const requestDone = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    for (const wake of idleWaiters) wake();
    idleWaiters.clear();
  };

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    inFlight += 1;
    setSecurityHeaders(res, { https, csp });
    let url: URL | undefined;
    const http: HttpRequest = {
      deps,
      oidc,
      req,
      res,
      ip: clientIp(req, deps.config.trustProxy),
      readiness,
      // Parsed when a route asks: GraphQL requests, most of the traffic, need only the path (pathOf).
      get url() {
        url ??= new URL(req.url ?? '/', 'http://internal');
        return url;
      },
    };
    const started = performance.now();
    const method = req.method ?? 'GET';
    const routeName = routeLabel(pathOf(http));
    // 'close' also comes for a response cut off (the client left, a shutdown): its time counts too.
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      httpRequestDuration.observe({ method, route: routeName, status: String(res.statusCode) }, seconds);
      if (deps.logger.isLevelEnabled('debug')) {
        const ms = Math.round(seconds * 1000);
        deps.logger.debug({ method, path: pathOf(http), status: res.statusCode, ms }, 'request');
      }
    });
    withRequestSpan({ method, headers: req.headers }, res, routeName, () => serve(http));
  };

  const serve = (http: HttpRequest) => {
    const { req, res } = http;
    route(http, graphql)
      .catch((error: unknown) => {
        if (error instanceof BodyTooLargeError)
          return sendJson(res, 413, { error: 'Request body too large.' });
        if (clientLeft(error, req)) {
          deps.logger.debug({ url: req.url, method: req.method }, 'client left before its request was read');
          return;
        }
        deps.logger.error({ err: error, url: req.url, method: req.method }, 'request failed');
        if (!res.headersSent) sendJson(res, 500, { error: 'Internal server error.' });
        else res.destroy();
      })
      .finally(requestDone);
  };

  return {
    handler,
    inFlight: () => inFlight,
    readiness,
    drain: (timeoutMs) => {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          idleWaiters.delete(wake);
          resolve(false);
        }, timeoutMs);
        idleWaiters.add(wake);
      });
    },
    close: async () => {
      await graphql.dispose();
      deps.mailer.close();
    },
  };
}

/** The client closed its connection while its request body was being read (node's "aborted"). */
function clientLeft(error: unknown, req: IncomingMessage): boolean {
  return req.destroyed && error instanceof Error && (error as NodeJS.ErrnoException).code === 'ECONNRESET';
}
