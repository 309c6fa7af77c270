import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
  getOperationAST,
} from 'graphql/index.js';
import { maskError, processRegularResult } from 'graphql-yoga';
import { readBody } from '../http/respond.ts';
import type { GraphQLHandler, GraphQLServerContext } from './yoga.ts';
import { MAX_GRAPHQL_BODY_BYTES } from './yoga.ts';

interface GraphQLParams {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
}

interface PreparedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** processRegularResult builds `new fetchAPI.Response(body, init)`; this one keeps the parts for node's response. */
class CapturedResponse implements PreparedAnswer {
  status: number;
  headers: Record<string, string>;
  constructor(
    readonly body: string,
    init: { status?: number; headers?: Record<string, string> },
  ) {
    this.status = init.status ?? 200;
    this.headers = init.headers ?? {};
  }
}
const capturingFetchApi = { Response: CapturedResponse } as unknown as Parameters<
  typeof processRegularResult
>[1];

/**
 * Serves POST /api/graphql on node's request and response directly.
 *
 * yoga answers through WHATWG Request/Response objects (a Request per call, the body read through a stream,
 * a Response written back through an adapter): about three quarters of the server's CPU time for a small
 * query went there. The common request (a JSON POST of one well-formed operation that parses and validates,
 * answered as JSON) runs here through yoga's own envelop pipeline (yoga.getEnveloped: parser and validation
 * caches, armor limits, context, masked errors, Pothos auth) and yoga's own result processor (status codes,
 * content type, internal extensions stripped). Everything else (other content types, batches, malformed
 * params, parse or validation errors, SSE/multipart accepts, subscriptions, GET) is handed to yoga unchanged,
 * with the body already read, so its answers stay yoga's.
 */
export async function serveGraphQL(
  yoga: GraphQLHandler,
  req: IncomingMessage,
  res: ServerResponse,
  serverContext: GraphQLServerContext,
): Promise<void> {
  const mediaType = req.method === 'POST' ? regularResultMediaType(req.headers.accept) : null;
  if (!mediaType || !isJsonContentType(req.headers['content-type'])) {
    await yoga(req, res, serverContext);
    return;
  }
  const text = await readBody(req, MAX_GRAPHQL_BODY_BYTES);
  const params = wellFormedParams(text);
  const answer =
    (params && (await executeDirectly(yoga, params, serverContext, mediaType))) ??
    (await answerThroughYoga(yoga, req, text, serverContext));
  answer.headers['content-length'] = String(Buffer.byteLength(answer.body));
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}

/** yoga's isPOSTJsonRequest: the first listed content type is application/json or application/graphql+json. */
export function isJsonContentType(header: string | undefined): boolean {
  const contentType = header?.split(',')[0];
  if (!contentType) return false;
  return ['application/json', 'application/graphql+json'].some(
    (type) => contentType === type || contentType.startsWith(`${type};`),
  );
}

const REGULAR_MEDIA_TYPES = ['application/graphql-response+json', 'application/json'] as const;

/**
 * The media type yoga's result processors pick for a (non-streamed) result, or null when yoga would pick
 * another processor (SSE, multipart) or answer 406. Mirrors graphql-yoga's useResultProcessors: the accepted
 * types in header order (non-utf-8 charsets skipped); the regular processor wins when any of them matches it,
 * with the media type of the first matching entry (application/json when an entry matches both).
 */
export function regularResultMediaType(accept: string | undefined): string | null {
  const key = accept ?? '';
  let mediaType = mediaTypeByAccept.get(key);
  if (mediaType === undefined) {
    mediaType = negotiateRegularMediaType(accept);
    // A client sends the same Accept header with every request; the header is the client's, so the map is bounded.
    if (mediaTypeByAccept.size >= MAX_REMEMBERED_ACCEPTS) mediaTypeByAccept.clear();
    mediaTypeByAccept.set(key, mediaType);
  }
  return mediaType;
}

const MAX_REMEMBERED_ACCEPTS = 100;
const mediaTypeByAccept = new Map<string, string | null>();

function negotiateRegularMediaType(accept: string | undefined): string | null {
  const entries = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',');
  for (const entry of entries) {
    const [mediaType = '', ...params] = entry.split(';');
    const charset = params.find((param) => param.includes('charset=')) ?? 'charset=utf-8';
    if (charset !== 'charset=utf-8') continue;
    const [askedPre, askedSuf] = mediaType.split('/');
    let matched: string | null = null;
    for (const type of REGULAR_MEDIA_TYPES) {
      const [pre, suf] = type.split('/');
      if ((askedPre === '*' || askedPre === pre) && (askedSuf === '*' || askedSuf === suf)) matched = type;
    }
    if (matched) return matched;
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The params when the body is exactly what yoga's param checks accept; null sends the request to yoga. */
function wellFormedParams(text: string): GraphQLParams | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isPlainObject(body) || typeof body.query !== 'string') return null;
  for (const key in body) {
    const value = body[key];
    if (value === null || value === undefined || key === 'query') continue;
    if (key === 'operationName' && typeof value === 'string') continue;
    if ((key === 'variables' || key === 'extensions') && isPlainObject(value)) continue;
    return null;
  }
  return body as unknown as GraphQLParams;
}

/** Runs one operation through yoga's envelop pipeline; null when yoga should answer (it reports the error). */
async function executeDirectly(
  yoga: GraphQLHandler,
  params: GraphQLParams,
  serverContext: GraphQLServerContext,
  mediaType: string,
): Promise<PreparedAnswer | null> {
  const enveloped = yoga.getEnveloped({ ...serverContext, params } as Parameters<
    GraphQLHandler['getEnveloped']
  >[0]);
  const document = validDocument(enveloped, params.query);
  if (!document) return null;
  const operation = getOperationAST(document, params.operationName ?? undefined);
  if (!operation || operation.operation === 'subscription') return null;
  let result: ExecutionResult;
  try {
    const contextValue = await enveloped.contextFactory();
    result = (await enveloped.execute({
      schema: enveloped.schema,
      document,
      contextValue,
      variableValues: params.variables,
      operationName: params.operationName,
    })) as ExecutionResult;
  } catch (error) {
    // What yoga does with an error thrown outside the resolvers: logged, masked, answered 500.
    yoga.logger.error(error);
    result = { errors: [maskError(error, 'Unexpected error.') as GraphQLError] };
  }
  return processRegularResult(result, capturingFetchApi, mediaType) as unknown as PreparedAnswer;
}

type Enveloped = ReturnType<GraphQLHandler['getEnveloped']>;

/** The text's document when it parses and validates; null when yoga should answer (it reports the error). */
function validDocument(enveloped: Enveloped, text: string): DocumentNode | null {
  const known = knownValidDocument(enveloped.schema, text);
  if (known) return known;
  try {
    const document = enveloped.parse(text);
    // graphql-armor's limits throw from validation rather than returning errors.
    if (enveloped.validate(enveloped.schema, document).length > 0) return null;
    rememberValid(enveloped.schema, text, document);
    return document;
  } catch {
    return null;
  }
}

/**
 * Documents that parsed and passed validation, per schema and by their text. Parsing (with its hooks: yoga's
 * parser cache, armor's token limit, the check against mutations over GET, which a POST passes) and validation
 * (graphql's rules, armor's depth, cost, alias and directive limits) depend on the schema and the text only: a
 * text seen valid is neither parsed nor validated again, and keeps its DocumentNode (the compiled query's key,
 * graphql/jit.ts). Bounded like yoga's parser cache; the oldest text leaves first.
 */
const MAX_KNOWN_DOCUMENTS = 1000;
const validDocuments = new WeakMap<GraphQLSchema, Map<string, DocumentNode>>();

function knownValidDocument(schema: GraphQLSchema, text: string): DocumentNode | undefined {
  return validDocuments.get(schema)?.get(text);
}

function rememberValid(schema: GraphQLSchema, text: string, document: DocumentNode): void {
  let documents = validDocuments.get(schema);
  if (!documents) {
    documents = new Map();
    validDocuments.set(schema, documents);
  }
  if (documents.size >= MAX_KNOWN_DOCUMENTS) documents.delete(documents.keys().next().value as string);
  documents.set(text, document);
}

async function answerThroughYoga(
  yoga: GraphQLHandler,
  req: IncomingMessage,
  body: string,
  serverContext: GraphQLServerContext,
): Promise<PreparedAnswer> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (value) for (const item of value) headers.append(name, item);
  }
  headers.delete('content-length');
  const response = await yoga.fetch(
    `http://internal${req.url ?? '/api/graphql'}`,
    { method: 'POST', headers, body },
    serverContext,
  );
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
}
