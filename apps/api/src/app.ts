import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '@tally/db';
import type { Logger } from 'pino';
import { OidcClient } from './auth/oidc.ts';
import type { AppConfig } from './config.ts';
import type { AppDeps } from './deps.ts';
import { createGraphQLHandler } from './graphql/yoga.ts';
import { clientIp } from './http/client-info.ts';
import { type HttpRequest, pathOf } from './http/request.ts';
import { BodyTooLargeError, sendJson } from './http/respond.ts';
import { route } from './http/router.ts';
import { contentSecurityPolicy, setSecurityHeaders } from './http/security-headers.ts';
import type { Mailer } from './mail/mailer.ts';
import { blobStorageOf } from './storage/index.ts';

export interface AppOptions {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** Current time; tests pass a controllable clock. */
  clock?: () => Date;
}

export interface App {
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** Requests whose handler is still running, including those whose client has left. */
  inFlight: () => number;
  /** Resolves true once no request is being handled, or false when timeoutMs pass first. */
  drain: (timeoutMs: number) => Promise<boolean>;
  close: () => Promise<void>;
}

/** The whole portal as one node:http request handler (used by main.ts and by the tests). */
export function createApp(options: AppOptions): App {
  const deps: AppDeps = { ...options, clock: options.clock ?? (() => new Date()) };
  const graphql = createGraphQLHandler(deps);
  const oidc = deps.config.oidc ? new OidcClient(deps.config, deps.config.oidc) : undefined;
  const https = deps.config.publicUrl.startsWith('https:');
  const csp = contentSecurityPolicy(blobStorageOf(deps).browserOrigin);

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
      // Parsed when a route asks: GraphQL requests, most of the traffic, need only the path (pathOf).
      get url() {
        url ??= new URL(req.url ?? '/', 'http://internal');
        return url;
      },
    };
    if (deps.logger.isLevelEnabled('debug')) {
      const started = performance.now();
      res.on('finish', () => {
        const ms = Math.round(performance.now() - started);
        deps.logger.debug({ method: req.method, path: pathOf(http), status: res.statusCode, ms }, 'request');
      });
    }
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
