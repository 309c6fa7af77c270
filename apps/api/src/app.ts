import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '@tally/db';
import type { Logger } from 'pino';
import { OidcClient } from './auth/oidc.ts';
import type { AppConfig } from './config.ts';
import type { AppDeps } from './deps.ts';
import { createGraphQLHandler } from './graphql/yoga.ts';
import { clientIp } from './http/client-info.ts';
import { BodyTooLargeError, sendJson } from './http/respond.ts';
import { route } from './http/router.ts';
import { setSecurityHeaders } from './http/security-headers.ts';
import type { Mailer } from './mail/mailer.ts';

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
  close: () => Promise<void>;
}

/** The whole portal as one node:http request handler (used by main.ts and by the tests). */
export function createApp(options: AppOptions): App {
  const deps: AppDeps = { ...options, clock: options.clock ?? (() => new Date()) };
  const graphql = createGraphQLHandler(deps);
  const oidc = deps.config.oidc ? new OidcClient(deps.config, deps.config.oidc) : undefined;
  const https = deps.config.publicUrl.startsWith('https:');

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    setSecurityHeaders(res, { https });
    const url = new URL(req.url ?? '/', 'http://internal');
    const http = { deps, oidc, req, res, url, ip: clientIp(req, deps.config.trustProxy) };
    if (deps.logger.isLevelEnabled('debug')) {
      const started = performance.now();
      res.on('finish', () => {
        const ms = Math.round(performance.now() - started);
        deps.logger.debug({ method: req.method, path: url.pathname, status: res.statusCode, ms }, 'request');
      });
    }
    route(http, graphql).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) return sendJson(res, 413, { error: 'Request body too large.' });
      deps.logger.error({ err: error, url: req.url, method: req.method }, 'request failed');
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal server error.' });
      else res.destroy();
    });
  };

  return {
    handler,
    close: async () => {
      await graphql.dispose();
      deps.mailer.close();
    },
  };
}
