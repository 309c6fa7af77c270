import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { TOKEN_MESSAGES } from '@tally/domain/integrations/api-access';
import { type GraphQLSchema, getOperationAST, NoSchemaIntrospectionCustomRule } from 'graphql/index.js';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Viewer } from '../auth/sessions.ts';
import type { AppDeps } from '../deps.ts';
import type { GraphQLContext } from './context.ts';
import { apiError } from './errors.ts';
import { useCompiledQueries } from './jit.ts';
import { buildSchema } from './schema.ts';

export const CSRF_HEADER = 'x-tally-csrf';
export const MAX_QUERY_DEPTH = 10;
/** Logged (debug) when an operation is compiled; `compiled: false` when graphql-jit declined it. */
export const COMPILED_LOG_MESSAGE = 'GraphQL operation compiled';
/** Operations are small (files go straight to blob storage); the router refuses larger bodies up front. */
export const MAX_GRAPHQL_BODY_BYTES = 1_000_000;

/**
 * Why a GraphQL request's body is refused before yoga sees it, or null. The limit is checked on the declared
 * Content-Length: browsers always send it, and a POST without one is refused (411) rather than read, so yoga's
 * own per-request stream limiter (a TransformStream around every body, the largest cost left in the
 * `{ me { _id } }` profile) is switched off.
 */
export function graphqlBodyRefusal(
  method: string,
  headers: { 'content-length'?: string | undefined },
): { status: 400 | 411 | 413; message: string } | null {
  if (method !== 'POST') return null;
  const declared = headers['content-length'];
  if (declared === undefined) return { status: 411, message: 'Content-Length required.' };
  if (!/^\d+$/.test(declared)) return { status: 400, message: 'Content-Length header is invalid.' };
  if (Number(declared) > MAX_GRAPHQL_BODY_BYTES) return { status: 413, message: 'Request body too large.' };
  return null;
}

/**
 * Refuses __schema and __type (a validation error) so an anonymous caller cannot map the API; __typename
 * stays. The web app's types come from apps/api/schema.graphql at build time, never from the server.
 */
const noIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

/** A READ personal access token runs queries only: a mutation is refused before any resolver runs. */
const readOnlyTokens: Plugin<GraphQLContext> = {
  onExecute: ({ args, setResultAndStopExecution }) => {
    if ((args.contextValue as GraphQLContext).viewer?.token?.scope !== 'READ') return;
    const operation = getOperationAST(args.document, args.operationName ?? undefined);
    if (operation?.operation !== 'query') {
      setResultAndStopExecution({ errors: [apiError('FORBIDDEN', TOKEN_MESSAGES.readOnly)] });
    }
  },
};

export interface GraphQLServerContext {
  viewer: Viewer | null;
  ip: string;
}

export interface GraphQLHandlerOptions {
  /** Execute with compiled queries (graphql/jit.ts); false runs graphql-js (tests compare the two). */
  jit?: boolean;
  /** More envelop plugins, run after the portal's own (observability/graphql-plugin.ts). */
  plugins?: Plugin[];
}

/** POST /api/graphql: CSRF header required, depth/cost/alias limits, unexpected errors masked. */
export function createGraphQLHandler(
  deps: AppDeps,
  schema: GraphQLSchema = buildSchema(),
  options: GraphQLHandlerOptions = {},
) {
  return createYoga<GraphQLServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/api/graphql',
    // The router enforces the body limit on Content-Length (graphqlBodyRefusal) before yoga reads the body.
    maxRequestBodySize: false,
    context: ({ viewer, ip }): GraphQLContext => ({ deps, viewer, ip }),
    // Coded GraphQLErrors (UNAUTHENTICATED, BAD_USER_INPUT, ...) pass; anything else becomes 'Unexpected error.'
    maskedErrors: true,
    // GraphiQL needs introspection.
    graphiql: deps.config.appEnv !== 'production' && deps.config.graphqlIntrospection,
    landingPage: false,
    // The portal is same-origin (the router refuses requests without the CSRF header, preflights included):
    // no CORS headers.
    cors: false,
    // yoga logs a few debug lines per request: the text is built only when the level is on.
    logging: {
      debug: (...args) => {
        if (deps.logger.isLevelEnabled('debug')) deps.logger.debug(args.map(String).join(' '));
      },
      info: (...args) => deps.logger.info(args.map(String).join(' ')),
      warn: (...args) => deps.logger.warn(args.map(String).join(' ')),
      error: (...args) =>
        deps.logger.error({ err: args.find((arg) => arg instanceof Error) }, args.map(String).join(' ')),
    },
    plugins: [
      // The router checks the header (a personal access token needs none); yoga's own check stays for the rest.
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER, 'authorization'] }),
      readOnlyTokens,
      ...(deps.config.graphqlIntrospection ? [] : [noIntrospection]),
      EnvelopArmorPlugin({
        // Fragments are how the web app shares selections; they are not levels of the answer.
        maxDepth: { n: MAX_QUERY_DEPTH, ignoreIntrospection: true, flattenFragments: true },
        costLimit: { maxCost: 5000, ignoreIntrospection: true },
        maxAliases: { n: 15 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 2000 },
        blockFieldSuggestion: { enabled: deps.config.appEnv === 'production' },
      }),
      ...(options.jit === false
        ? []
        : [
            useCompiledQueries({
              onCompile: (operationName, compiled) =>
                deps.logger.debug({ operationName, compiled }, COMPILED_LOG_MESSAGE),
            }),
          ]),
      ...(options.plugins ?? []),
    ],
  });
}

export type GraphQLHandler = ReturnType<typeof createGraphQLHandler>;
