import { checkAnswer } from './schemaCheck.ts';

/** A fetch that answers like the Tally server, from handlers keyed by GraphQL operation or REST path. */
export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export type GraphQLHandler = (variables: Record<string, unknown>) => FakeResponse | Promise<FakeResponse>;
export type RestHandler = (body: unknown) => FakeResponse | Promise<FakeResponse>;

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  credentials?: RequestCredentials;
  body: unknown;
}

export interface FakeServer {
  fetch: typeof fetch;
  calls: RecordedCall[];
  graphql: Record<string, GraphQLHandler>;
  rest: Record<string, RestHandler>;
}

function toResponse({ status = 200, body }: FakeResponse): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function fakeServer(
  graphql: Record<string, GraphQLHandler> = {},
  rest: Record<string, RestHandler> = {},
): FakeServer {
  const calls: RecordedCall[] = [];
  const server: FakeServer = {
    calls,
    graphql,
    rest,
    fetch: async (input, init = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url, 'http://localhost').pathname;
      const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      calls.push({ url, method: init.method ?? 'GET', headers, credentials: init.credentials, body });
      if (path === '/api/graphql') {
        const { operationName, query, variables } = body as {
          operationName: string;
          query: string;
          variables?: Record<string, unknown>;
        };
        const handler = server.graphql[operationName];
        if (!handler)
          return toResponse({ status: 500, body: { errors: [{ message: `no ${operationName}` }] } });
        const answer = await handler(variables ?? {});
        const { data, errors } = (answer.body ?? {}) as { data?: unknown; errors?: unknown };
        if ((answer.status ?? 200) === 200 && data && !errors)
          checkAnswer(operationName, query, variables ?? {}, data);
        return toResponse(answer);
      }
      const handler = server.rest[path];
      if (!handler) return toResponse({ status: 404 });
      return toResponse(await handler(body));
    },
  };
  return server;
}

export function graphqlError(code: string, message: string, extra: Record<string, unknown> = {}) {
  return { body: { data: null, errors: [{ message, extensions: { code, ...extra } }] } };
}
