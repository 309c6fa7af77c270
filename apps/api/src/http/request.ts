import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OidcClient } from '../auth/oidc.ts';
import type { AppDeps } from '../deps.ts';

/** One HTTP request as the route handlers see it. */
export interface HttpRequest {
  deps: AppDeps;
  oidc: OidcClient | undefined;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  ip: string;
}
