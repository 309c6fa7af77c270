import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OidcClient } from '../auth/oidc.ts';
import type { AppDeps } from '../deps.ts';
import type { Readiness } from './ready-route.ts';

/** One HTTP request as the route handlers see it. */
export interface HttpRequest {
  deps: AppDeps;
  oidc: OidcClient | undefined;
  req: IncomingMessage;
  res: ServerResponse;
  /** The request URL (relative to http://internal); parsed on first use. */
  readonly url: URL;
  ip: string;
  /** GET /api/ready's check (createApp's). */
  readiness?: Readiness;
}

const GRAPHQL_PATH = '/api/graphql';

/** The request's path: the GraphQL endpoint's without building a URL, any other from the parsed URL. */
export function pathOf(http: HttpRequest): string {
  return http.req.url === GRAPHQL_PATH ? GRAPHQL_PATH : http.url.pathname;
}
